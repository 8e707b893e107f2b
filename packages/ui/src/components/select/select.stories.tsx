import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../field/field';
import { Select } from './select';

const categories = [
  { value: 'travel', label: 'Travel' },
  { value: 'food', label: 'Food' },
  { value: 'tech', label: 'Technology' },
  { value: 'sport', label: 'Sport', disabled: true },
];

/** The platform's select: its list is the browser's or the phone's own, so the stories show it closed. */
const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    options: categories,
    placeholder: 'Choose a category',
    'aria-label': 'Category',
    onValueChange: fn(),
    width: 'fixed',
    className: 'w-64',
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveValue('');
    await expect(within(select).getByRole('option', { name: 'Sport' })).toBeDisabled();
  },
};

export const WithValue: Story = { args: { defaultValue: 'food' } };

/** Chosen from the keyboard: the focus on the select, then the arrow keys. */
export const ChooseWithKeyboard: Story = {
  args: { defaultValue: 'travel' },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'food');
    await expect(args.onValueChange).toHaveBeenCalledWith('food');
    await expect(select).toHaveValue('food');
  },
};

export const Grouped: Story = {
  args: {
    defaultValue: 'id',
    options: [
      {
        label: 'Asia',
        options: [
          { value: 'cn', label: 'China' },
          { value: 'id', label: 'Indonesia' },
        ],
      },
      {
        label: 'Africa',
        options: [
          { value: 'eg', label: 'Egypt' },
          { value: 'ng', label: 'Nigeria' },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await expect(within(select).getByRole('group', { name: 'Africa' })).toBeInTheDocument();
    await expect(select).toHaveDisplayValue('Indonesia');
  },
};

export const InFieldWithError: Story = {
  render: (args) => (
    <Field label="Category" required error="Please choose a category." className="w-64">
      <Select {...args} aria-label={undefined} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('Please choose a category.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'tech' } };

/** Long names are cut at the end of the box, never under the arrow. */
export const Multilingual: Story = {
  args: {
    defaultValue: 'long',
    options: [
      { value: 'zh', label: '旅行与美食' },
      { value: 'ar', label: 'السفر والطعام' },
      { value: 'long', label: 'A very long category name that keeps on going past the width of the box' },
    ],
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    'aria-label': 'الفئة',
    options: [
      { value: 'travel', label: 'السفر' },
      { value: 'food', label: 'الطعام' },
    ],
    defaultValue: 'food',
  },
};
