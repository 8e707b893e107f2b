import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguagePicker, type LanguagePickerProps } from './language-picker';

function Stateful(args: LanguagePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LanguagePicker
      {...args}
      value={value}
      onValueChange={(entry, locale) => {
        setValue(entry);
        args.onValueChange(entry, locale);
      }}
    />
  );
}

const meta = {
  title: 'Forms/LanguagePicker',
  component: LanguagePicker,
  tags: ['autodocs'],
  args: { value: 'en-US', onValueChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 21 entries of the contract, grouped under the four languages they use. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByRole('combobox');
    await expect(picker).toHaveDisplayValue('English (United States)');
    await expect(within(picker).getAllByRole('option')).toHaveLength(21);
    await expect(
      within(picker)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['English', '简体中文', 'Bahasa Indonesia', 'العربية']);
  },
};

/** A country that shares the English wording still shows as itself. */
export const EnglishNigeria: Story = { args: { value: 'en-NG' } };

/** Choosing an entry reports it with the locale it maps onto, by keyboard alone. */
export const SelectEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = within(canvasElement).getByRole('combobox');
    await userEvent.selectOptions(picker, 'id-ID');
    await expect(args.onValueChange).toHaveBeenCalledWith('id-ID', 'id-ID');
    await expect(picker).toHaveDisplayValue('Bahasa Indonesia (Indonesia)');
    await userEvent.selectOptions(picker, 'en-KE');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('en-KE', 'en-US');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' }, args: { value: 'zh-Hans-CN' } };

export const RightToLeft: Story = { globals: { locale: 'ar-EG' }, args: { value: 'ar-MA' } };

/** Each entry in its own direction, whatever the interface's: English stays left to right in Arabic. */
export const EachInItsDirection: Story = {
  globals: { locale: 'ar-EG' },
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByRole('combobox');
    await expect(within(picker).getByRole('option', { name: 'English (United States)' })).toHaveAttribute(
      'dir',
      'ltr',
    );
    await expect(within(picker).getByRole('option', { name: 'العربية (مصر)' })).toHaveAttribute('dir', 'rtl');
  },
};
