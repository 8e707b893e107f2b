import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { Field } from '../field/field';
import { messages } from './messages';
import { PasswordInput } from './password-input';

const meta = {
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  tags: ['autodocs'],
  args: { onVisibleChange: fn(), defaultValue: 'Secret123!' },
  decorators: [
    (Story) => (
      <Field label="Password" className="max-w-sm">
        <Story />
      </Field>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.show) }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    const hide = canvas.getByRole('button', { name: localized(messages.hide) });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
  },
};

export const Visible: Story = { args: { defaultVisible: true } };
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: '123' } };
export const Disabled: Story = { args: { disabled: true } };
export const Empty: Story = { args: { defaultValue: undefined, placeholder: '6 to 16 characters' } };

export const Multilingual: Story = {
  decorators: [],
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-4">
      <Field label="密码">
        <PasswordInput {...args} defaultVisible defaultValue="春天123!" />
      </Field>
      <Field label="كلمة المرور">
        <PasswordInput {...args} defaultVisible defaultValue="ربيع123!" />
      </Field>
      <Field label="Password">
        <PasswordInput
          {...args}
          defaultVisible
          defaultValue="a-very-long-passphrase-that-does-not-fit-in-the-box-at-all"
        />
      </Field>
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: localized(messages.show) }));
    await expect(
      within(canvasElement).getByRole('button', { name: localized(messages.hide) }),
    ).toBeInTheDocument();
  },
};
