import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
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

/** An open listbox hides the page with aria-hidden while focus stays inside (see README). */
const openListbox = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const meta = {
  title: 'Forms/LanguagePicker',
  component: LanguagePicker,
  tags: ['autodocs'],
  args: { value: 'en-US', onValueChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Language' })).toHaveTextContent('English (United States)');
  },
};

/** A country that shares the English wording still shows as itself. */
export const EnglishNigeria: Story = { args: { value: 'en-NG' } };

export const Open: Story = {
  args: { defaultOpen: true, value: 'ar-MA' },
  parameters: openListbox,
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(21);
    await expect(within(listbox).getByRole('option', { name: 'العربية (المغرب)' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const SelectEntry: Story = {
  parameters: openListbox,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Bahasa Indonesia (Indonesia)' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('id-ID', 'id-ID');
    await expect(trigger).toHaveTextContent('Bahasa Indonesia (Indonesia)');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'English (Kenya)' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('en-KE', 'en-US');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' }, args: { value: 'zh-Hans-CN' } };

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { value: 'ar-EG', defaultOpen: true },
  parameters: openListbox,
  play: async () => {
    await screen.findByRole('listbox');
  },
};
