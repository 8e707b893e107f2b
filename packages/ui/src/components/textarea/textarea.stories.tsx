import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../field/field';
import { Textarea } from './textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { 'aria-label': 'Content', placeholder: 'Share something…', onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithCounter: Story = {
  args: { maxLength: 2000, defaultValue: 'Spring in the mountains 🌸' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The emoji counts once: 25 code points, not 26 UTF-16 units.
    await expect(canvas.getByText('25/2000')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Content' }), '!');
    await expect(canvas.getByText('26/2000')).toBeInTheDocument();
  },
};

export const OverLimit: Story = {
  args: { maxLength: 10, defaultValue: 'Far too long for ten' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('20/10')).toHaveAttribute('data-state', 'over');
  },
};

export const EnforcedLimit: Story = {
  args: { maxLength: 5, enforceMaxLength: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Content' });
    await userEvent.type(box, 'abcdefgh');
    await expect(box).toHaveValue('abcde');
    await expect(canvas.getByText('5/5')).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked while under review' } };

export const InField: Story = {
  render: (args) => (
    <Field label="Content" required error="Content is required." className="max-w-lg">
      <Textarea {...args} aria-label={undefined} maxLength={2000} />
    </Field>
  ),
};

export const Multilingual: Story = {
  render: (args) => (
    <div className="flex max-w-lg flex-col gap-4">
      <Textarea {...args} aria-label="中文" maxLength={2000} defaultValue="今天在山里看到了第一朵樱花，分享给大家。#春天" />
      <Textarea {...args} aria-label="عربي" dir="auto" maxLength={2000} defaultValue="رأيت اليوم أول زهرة كرز في الجبال. #الربيع" />
      <Textarea
        {...args}
        aria-label="Long"
        autoGrow
        maxLength={200}
        defaultValue={'A very long paragraph that keeps going. '.repeat(6)}
      />
    </div>
  ),
};

export const RightToLeft: Story = { globals: { locale: 'ar-EG' }, args: { maxLength: 2000, defaultValue: 'الربيع في الجبال' } };
