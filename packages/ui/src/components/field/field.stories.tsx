import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Input } from '../input/input';
import { Field } from './field';
import { FieldControl } from './field-control';

const meta = {
  title: 'Forms/Field',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'Email', children: <Input type="email" placeholder="name@example.com" /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  },
};

export const WithHint: Story = {
  args: { label: 'Nickname', hint: '4 to 24 characters.', children: <Input defaultValue="Creator" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await expect(input).toHaveAccessibleDescription('4 to 24 characters.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    required: true,
    hint: 'We send the reset code here.',
    error: 'Please enter a valid email address.',
    children: <Input type="email" defaultValue="creator@" />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Please enter a valid email address. We send the reset code here.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: <Input defaultValue="creator@example.com" /> },
};

export const HiddenLabel: Story = {
  args: { label: 'Search', hideLabel: true, children: <Input type="search" placeholder="Search titles" /> },
};

/** Any other control gets the wiring through FieldControl. */
export const ForeignControl: Story = {
  args: {
    label: 'Region',
    hint: 'Set when the account was created.',
    children: (
      <FieldControl>
        <output className="text-sm">Indonesia</output>
      </FieldControl>
    ),
  },
};

export const Multilingual: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-6">
      <Field label="昵称" hint="4 至 24 个字符" required>
        <Input defaultValue="创作者小王" />
      </Field>
      <Field label="البريد الإلكتروني" error="يرجى إدخال بريد إلكتروني صالح" required>
        <Input dir="auto" defaultValue="creator@" />
      </Field>
      <Field
        label="A very long label that a translation might produce for a field with little room to spare"
        hint="And a hint that goes on and on to explain, in more words than anyone would read, what the field is for."
      >
        <Input />
      </Field>
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    label: 'الاسم المستعار',
    required: true,
    hint: 'من 4 إلى 24 حرفًا',
    children: <Input defaultValue="صانع المحتوى" />,
  },
};
