import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { CaptchaField } from './captcha-field';
import { messages } from './messages';

/** A fixed captcha picture as an inline SVG: no network, no randomness. */
const captcha = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="112" height="40"><rect width="112" height="40" fill="#eef5ff"/><path d="M4 30 C30 5, 60 40, 108 12" stroke="#bcd7ff" stroke-width="2" fill="none"/><text x="56" y="28" font-family="monospace" font-size="22" font-weight="bold" text-anchor="middle" fill="#1a45ad" letter-spacing="6">K7QX</text></svg>',
)}`;

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  tags: ['autodocs'],
  args: { imageSrc: captcha, onRefresh: fn(), onChange: fn(), required: true, className: 'max-w-sm' },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FourCharacterLimit: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: localized(messages.label) });
    await userEvent.type(input, 'k7qx9z');
    await expect(input).toHaveValue('k7qx');
  },
};

export const Refresh: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: localized(messages.refresh) }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: localized(messages.refresh) }),
    ).toBeDisabled();
  },
};

export const NoImageYet: Story = { args: { imageSrc: null } };

export const WithError: Story = {
  args: { error: 'The verification code is wrong.', defaultValue: 'K7QA' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: localized(messages.label) });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('The verification code is wrong.');
  },
};

export const Multilingual: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-4">
      <CaptchaField {...args} label="验证码" error="验证码错误" />
      <CaptchaField {...args} label="رمز التحقق" />
      <CaptchaField
        {...args}
        label="A very long label: enter the four characters you see in the picture on the side"
      />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: localized(messages.label) });
    // The code is Latin letters and digits, read left to right like the picture beside it.
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.type(input, 'k7qx');
    await expect(input).toHaveStyle({ direction: 'ltr' });
  },
};
