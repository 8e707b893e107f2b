import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Contains images only', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Contains images only' });
    await userEvent.click(canvas.getByText('Contains images only'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'Select all' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const Invalid: Story = { args: { 'aria-invalid': true, label: 'I have read and agree to the terms' } };
export const WithoutLabel: Story = { args: { label: undefined, 'aria-label': 'Select row' } };

export const Multilingual: Story = {
  render: (args) => (
    <div className="flex max-w-xs flex-col gap-3">
      <Checkbox {...args} label="我已阅读并同意服务协议" />
      <Checkbox {...args} label="لقد قرأت الشروط وأوافق عليها" />
      <Checkbox
        {...args}
        label="A very long label that wraps onto several lines because the translation is much longer than the original"
      />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { label: 'الصور فقط', defaultChecked: true },
};
