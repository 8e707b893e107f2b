import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  tags: ['autodocs'],
  args: { 'aria-label': 'Title', placeholder: 'Enter a title', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Title' });
    await userEvent.type(input, 'Hello');
    await expect(input).toHaveValue('Hello');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const Filled: Story = { args: { defaultValue: 'Spring in the mountains' } };
export const Invalid: Story = { args: { defaultValue: 'creator@', 'aria-invalid': true } };
export const Disabled: Story = { args: { defaultValue: 'Cannot change this', disabled: true } };
export const ReadOnly: Story = { args: { defaultValue: 'creator@example.com', readOnly: true } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-3">
      <Input {...args} size="sm" aria-label="Small" />
      <Input {...args} size="md" aria-label="Medium" />
      <Input {...args} size="lg" aria-label="Large" />
    </div>
  ),
};

export const Multilingual: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-3">
      <Input {...args} aria-label="中文" defaultValue="山间的春天" />
      <Input {...args} aria-label="عربي" defaultValue="الربيع في الجبال" />
      <Input
        {...args}
        aria-label="Long"
        defaultValue="A very long value that runs past the end of the box and keeps on going well beyond it"
      />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { defaultValue: 'الربيع في الجبال' },
};

/**
 * An English title typed in the Arabic UI: the box keeps its right-to-left place and placeholder, the text runs
 * left to right from the left edge; Arabic typed over it turns it right to left again.
 */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { 'aria-label': 'العنوان', placeholder: 'أدخل عنوانًا', defaultValue: 'Spring in the mountains' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'العنوان' });
    await expect(input).toHaveAttribute('dir', 'auto');
    await expect(input).toHaveStyle({ direction: 'ltr' });
    await userEvent.clear(input);
    // Empty, the placeholder and the caret are on the page's side.
    await expect(input).toHaveStyle({ direction: 'rtl' });
    await userEvent.type(input, 'الربيع 2026');
    await expect(input).toHaveStyle({ direction: 'rtl' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Spring 2026');
    await expect(input).toHaveStyle({ direction: 'ltr' });
  },
};

/** The reverse: an Arabic title in the English UI runs right to left. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { defaultValue: 'الربيع في الجبال' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Title' });
    await expect(input).toHaveAttribute('dir', 'auto');
    await expect(input).toHaveStyle({ direction: 'rtl' });
  },
};
