import { CAPTCHA_CODE, DEMO_EMAIL, EMAIL_CODE } from '@creator/api/mocks/fixtures';
import { businessError, neverAnswers } from '@creator/api/mocks/handlers';
import { ErrorCode } from '@creator/domain/error-codes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen as page, waitFor } from 'storybook/test';
import { captchaInput, captchaLoaded } from '../../stories/captcha';
import { LABEL_AS_READ, localized, onThePhone, screen } from '../../stories/screen';
import { authMessages } from '../../components/auth-messages';
import { forgotMessages as messages } from './forgot-messages';
import ForgotPage from './forgot-page';

const meta = {
  title: 'Screens/Forgot password',
  component: ForgotPage,
  tags: ['!autodocs'],
  ...screen({ path: '/forgot', signedIn: false }),
} satisfies Meta<typeof ForgotPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const NEW_PASSWORD = 'Spring#2026';
const stepText = (step: number) =>
  localized({ id: 'portal.forgot.step', defaultMessage: 'Step {step} of 3' }, { step });

/** Step 1 filled in with the keyboard and sent: the code goes out and step 2 shows. */
async function toCodeStep({ canvas, canvasElement, userEvent }: PlayContext) {
  await captchaLoaded(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: localized(messages.email) }), DEMO_EMAIL);
  await userEvent.type(captchaInput(canvasElement), CAPTCHA_CODE);
  await userEvent.keyboard('{Enter}');
  await expect(await canvas.findByRole('textbox', { name: localized(messages.code) })).toBeVisible();
}

/** Step 2: the emailed code typed and sent. */
async function sendEmailedCode({ canvas, userEvent }: PlayContext) {
  await userEvent.type(canvas.getByRole('textbox', { name: localized(messages.code) }), EMAIL_CODE);
  await userEvent.keyboard('{Enter}');
}

/** Step 1: the email and the captcha. */
export const EmailStep: Story = {
  play: async ({ canvas, canvasElement }) => {
    await captchaLoaded(canvasElement);
    await expect(canvas.getByText(stepText(1))).toBeVisible();
  },
};

/** Step 1 on a 360 px phone: the card the width of the screen, the captcha beside its field. */
export const Phone: Story = onThePhone(EmailStep);

/** Step 2, reached through step 1: the email read-only, the code from it to type. */
export const CodeStep: Story = {
  play: async (context) => {
    await toCodeStep(context);
    await expect(context.canvas.getByText(stepText(2))).toBeVisible();
    await expect(context.canvas.getByRole('textbox', { name: localized(messages.email) })).toHaveValue(
      DEMO_EMAIL,
    );
  },
};

/** Step 3, reached through the first two: the new password twice. */
export const PasswordStep: Story = {
  play: async (context) => {
    await toCodeStep(context);
    await sendEmailedCode(context);
    await expect(
      await context.canvas.findByLabelText(localized(messages.password), LABEL_AS_READ),
    ).toBeVisible();
    await expect(context.canvas.getByText(stepText(3))).toBeVisible();
  },
};

/** Step 3 sent with two passwords that differ: the confirmation says so, nothing is sent. */
export const PasswordMismatch: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await PasswordStep.play!(context);
    await userEvent.type(canvas.getByLabelText(localized(messages.password), LABEL_AS_READ), NEW_PASSWORD);
    await userEvent.type(
      canvas.getByLabelText(localized(messages.confirm), LABEL_AS_READ),
      `${NEW_PASSWORD}x`,
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText(localized(messages.confirm), LABEL_AS_READ)).toBeInvalid();
    await expect(canvas.getByLabelText(localized(messages.password), LABEL_AS_READ)).toBeValid();
  },
};

/** The reset goes through: a confirmation, and the app leaves for /login. */
export const Done: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await PasswordStep.play!(context);
    await userEvent.type(canvas.getByLabelText(localized(messages.password), LABEL_AS_READ), NEW_PASSWORD);
    await userEvent.type(canvas.getByLabelText(localized(messages.confirm), LABEL_AS_READ), NEW_PASSWORD);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: '/login' })).toBeVisible();
    // A toast fades in: visible once sonner has mounted it.
    await waitFor(() => expect(page.getByText(localized(messages.done))).toBeVisible());
  },
};

/** The captcha is wrong: step 1 says so and shows a new captcha. */
export const WrongCaptcha: Story = {
  beforeEach: ({ msw }) => msw.use(businessError('verifyCaptcha', ErrorCode.verificationCodeWrong)),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await captchaLoaded(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: localized(messages.email) }), DEMO_EMAIL);
    await userEvent.type(captchaInput(canvasElement), CAPTCHA_CODE);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(localized(messages.codeError));
  },
};

/** No account uses the email: step 1 says so. */
export const UnknownEmail: Story = {
  beforeEach: ({ msw }) => msw.use(businessError('sendEmailCode', ErrorCode.emailUnknown)),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await captchaLoaded(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: localized(messages.email) }),
      'nobody@creator.test',
    );
    await userEvent.type(captchaInput(canvasElement), CAPTCHA_CODE);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(localized(authMessages.emailUnknown));
  },
};

/** The emailed code is wrong: step 2 says so. */
export const WrongCode: Story = {
  beforeEach: ({ msw }) => msw.use(businessError('checkEmailCode', ErrorCode.verificationCodeWrong)),
  play: async (context) => {
    await toCodeStep(context);
    await sendEmailedCode(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(localized(messages.codeError));
  },
};

/** The emailed code has expired: a dialog offers a new one. */
export const CodeExpired: Story = {
  beforeEach: ({ msw }) => msw.use(businessError('checkEmailCode', ErrorCode.emailCodeExpired)),
  play: async (context) => {
    await toCodeStep(context);
    await sendEmailedCode(context);
    const dialog = await page.findByRole('alertdialog', { name: localized(messages.expiredTitle) });
    await expect(dialog).toHaveTextContent(localized(messages.expiredText));
  },
};

/** Signed in: the account's email, prefilled and locked; no way back to sign-in. */
export const SignedIn: Story = {
  parameters: { screen: { signedIn: true } },
  play: async ({ canvas, canvasElement }) => {
    await captchaLoaded(canvasElement);
    const email = await canvas.findByRole('textbox', { name: localized(messages.email) });
    await expect(email).toHaveValue(DEMO_EMAIL);
    await expect(email).toHaveAttribute('readonly');
  },
};

/** Signed in, while the account (and so the email to prefill) is on its way. */
export const SignedInLoading: Story = {
  parameters: { screen: { signedIn: true } },
  beforeEach: ({ msw }) => msw.use(neverAnswers('getAccount')),
};

export const Arabic: Story = { globals: { locale: 'ar-EG' }, play: EmailStep.play };

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' }, play: EmailStep.play };
