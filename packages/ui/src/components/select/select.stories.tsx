import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Field } from '../field/field';
import { Select } from './select';

const categories = [
  { value: 'travel', label: 'Travel' },
  { value: 'food', label: 'Food' },
  { value: 'tech', label: 'Technology' },
  { value: 'sport', label: 'Sport', disabled: true },
];

/**
 * An open listbox hides the rest of the page with aria-hidden while Radix traps focus in it; axe
 * cannot see the trap and reports the hidden trigger (a known false positive, see README).
 */
const openListbox = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: { options: categories, placeholder: 'Choose a category', 'aria-label': 'Category', onValueChange: fn(), width: 'fixed', className: 'w-64' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const WithValue: Story = { args: { defaultValue: 'food' } };

export const Open: Story = {
  parameters: openListbox,
  args: { defaultValue: 'food', defaultOpen: true },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Food' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Sport' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Category' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('food');
    await expect(trigger).toHaveTextContent('Food');
  },
};

export const Grouped: Story = {
  parameters: openListbox,
  args: {
    defaultOpen: true,
    defaultValue: 'id',
    options: [
      { label: 'Asia', options: [{ value: 'cn', label: 'China' }, { value: 'id', label: 'Indonesia' }] },
      { label: 'Africa', options: [{ value: 'eg', label: 'Egypt' }, { value: 'ng', label: 'Nigeria' }] },
    ],
  },
  play: async () => {
    await expect(await screen.findByRole('option', { name: 'Indonesia' })).toBeInTheDocument();
  },
};

export const InFieldWithError: Story = {
  render: (args) => (
    <Field label="Category" required error="Please choose a category." className="w-64">
      <Select {...args} aria-label={undefined} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toBeRequired();
    await expect(trigger).toHaveAccessibleDescription('Please choose a category.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'tech' } };

export const Multilingual: Story = {
  parameters: openListbox,
  args: {
    defaultOpen: true,
    defaultValue: 'zh',
    options: [
      { value: 'zh', label: '旅行与美食' },
      { value: 'ar', label: 'السفر والطعام' },
      { value: 'long', label: 'A very long category name that keeps on going past the width of the trigger' },
    ],
  },
  play: async () => {
    await screen.findByRole('listbox');
  },
};

export const RightToLeft: Story = {
  parameters: openListbox,
  globals: { locale: 'ar-EG' },
  args: {
    defaultOpen: true,
    'aria-label': 'الفئة',
    options: [
      { value: 'travel', label: 'السفر' },
      { value: 'food', label: 'الطعام' },
    ],
    defaultValue: 'food',
  },
  play: async () => {
    await screen.findByRole('listbox');
  },
};
