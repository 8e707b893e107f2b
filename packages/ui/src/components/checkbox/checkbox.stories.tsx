import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT, STORY_VIEWPORTS, expectFitsThePhone } from '../../lib/story-viewports';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: { viewport: { options: STORY_VIEWPORTS } },
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

/** The checkbox's target: 24 px square (WCAG 2.5.8), centred on the 16 px box it draws. */
async function expectTargetsOf(canvasElement: HTMLElement) {
  for (const input of within(canvasElement).getAllByRole('checkbox')) {
    const target = input.getBoundingClientRect();
    const box = input
      .parentElement!.querySelector('[data-slot="checkbox-indicator"]')!
      .getBoundingClientRect();
    await expect([target.width, target.height]).toEqual([24, 24]);
    await expect([box.width, box.height]).toEqual([16, 16]);
    await expect([target.x + 4, target.y + 4]).toEqual([box.x, box.y]);
  }
}

/**
 * A 360 px phone, inside a page's margin (the target reaches 4 px past the box it draws): each box is a 24 px
 * target, and long labels wrap beside their box.
 */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  render: (args) => (
    <div className="flex flex-col gap-3 p-4">
      <Checkbox {...args} label="我已阅读并同意服务协议" />
      <Checkbox
        {...args}
        label="Saya telah membaca dan menyetujui syarat layanan serta kebijakan privasi portal kreator"
      />
      <Checkbox {...args} label="Contains images only" defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectTargetsOf(canvasElement);
    await expectFitsThePhone();
  },
};

/** The same on a right-to-left phone, without a label too (a table's row): the target still 24 px. */
export const PhoneRightToLeft: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  render: (args) => (
    <div className="flex flex-col gap-3 p-4">
      <Checkbox {...args} label="جدولة النشر في وقت لاحق، بتوقيت المنطقة الزمنية للحساب" defaultChecked />
      <Checkbox {...args} label={undefined} aria-label="تحديد الصف" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectTargetsOf(canvasElement);
    await expectFitsThePhone();
  },
};
