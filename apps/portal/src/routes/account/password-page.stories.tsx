import { businessError } from '@creator/api/mocks/handlers';
import { ErrorCode } from '@creator/domain/error-codes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageDescriptor } from 'react-intl';
import { expect, screen as page, userEvent, waitFor } from 'storybook/test';
import { LABEL_AS_READ, localized, onThePhone, screen } from '../../stories/screen';
import PasswordPage, { messages } from './password-page';

const meta = {
  title: 'Screens/Account password',
  component: PasswordPage,
  tags: ['!autodocs'],
  ...screen({ path: '/account/password' }),
} satisfies Meta<typeof PasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const field = ({ canvas }: PlayContext, message: MessageDescriptor) =>
  canvas.getByLabelText(localized(message), { ...LABEL_AS_READ, selector: 'input' });

async function fill(context: PlayContext, old: string, next: string, repeat = next) {
  const typed: Array<[MessageDescriptor, string]> = [
    [messages.oldPassword, old],
    [messages.newPassword, next],
    [messages.confirmPassword, repeat],
  ];
  for (const [label, text] of typed) if (text) await userEvent.type(field(context, label), text);
  await userEvent.click(context.canvas.getByRole('button', { name: localized(messages.submit) }));
}

/** The empty form, with the link to the forgotten password. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: localized(messages.forgot) })).toHaveAttribute(
      'href',
      '/forgot',
    );
  },
};

/** On a 360 px phone: the fields the whole width. */
export const Phone: Story = onThePhone(Empty);

/** Sent with what the rules refuse: each field says why, nothing is sent. */
export const Invalid: Story = {
  play: async (context) => {
    await fill(context, '', 'short');
    // Submitting checks every field, the untouched current password included.
    await waitFor(() => expect(field(context, messages.oldPassword)).toHaveAttribute('aria-invalid', 'true'));
    await expect(field(context, messages.newPassword)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A wrong current password: the server's message beside that field. */
export const WrongCurrentPassword: Story = {
  beforeEach: ({ msw }) =>
    msw.use(businessError('changePassword', ErrorCode.oldPasswordWrong, 'The current password is wrong')),
  play: async (context) => {
    await fill(context, 'Wrong#2026', 'Spring#2027');
    await waitFor(() => expect(context.canvas.getByText('The current password is wrong')).toBeVisible());
    await expect(field(context, messages.oldPassword)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field(context, messages.oldPassword)).toHaveFocus());
  },
};

/** Changed: said so, and the form is empty again. */
export const Changed: Story = {
  play: async (context) => {
    await fill(context, 'Creator#2026', 'Spring#2027');
    await waitFor(() => expect(page.getByText(localized(messages.done))).toBeVisible());
    await expect(field(context, messages.newPassword)).toHaveValue('');
  },
};

/** Right to left, with the rules' messages in Arabic. */
export const InvalidArabic: Story = {
  globals: { locale: 'ar-EG' },
  play: Invalid.play,
};
