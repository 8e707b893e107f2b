import { CAPTCHA_CODE, DEMO_EMAIL, DEMO_PASSWORD } from '@creator/api/mocks/fixtures';
import { businessError, neverAnswers } from '@creator/api/mocks/handlers';
import { ErrorCode } from '@creator/domain/error-codes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { captchaInput, captchaLoaded } from '../../stories/captcha';
import { LABEL_AS_READ, localized, onThePhone, screen } from '../../stories/screen';
import SignInPage, { messages } from './sign-in-page';

const meta = {
  title: 'Screens/Sign-in',
  component: SignInPage,
  tags: ['!autodocs'],
  ...screen({ path: '/login', signedIn: false }),
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form with its captcha picture loaded. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await captchaLoaded(canvasElement);
  },
};

/** On a 360 px phone: the card the width of the screen, the captcha beside its field. */
export const Phone: Story = onThePhone(Default);

/** The captcha never arrives: its place holds a placeholder and the form waits. */
export const CaptchaLoading: Story = {
  beforeEach: ({ msw }) => msw.use(neverAnswers('fetchCaptcha')),
};

/** The captcha typed does not match: the form says so and shows a new captcha. */
export const WrongCaptcha: Story = {
  beforeEach: ({ msw }) => msw.use(businessError('verifyCaptcha', ErrorCode.verificationCodeWrong)),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await captchaLoaded(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: localized(messages.email) }), DEMO_EMAIL);
    await userEvent.type(canvas.getByLabelText(localized(messages.password), LABEL_AS_READ), DEMO_PASSWORD);
    await userEvent.type(captchaInput(canvasElement), CAPTCHA_CODE);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(localized(messages.codeError));
    await expect(captchaInput(canvasElement)).toHaveValue('');
  },
};

/** Sent empty: every field says what it needs, and nothing goes to the server. */
export const Validation: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await captchaLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.submit) }));
    await expect(canvas.getByRole('textbox', { name: localized(messages.email) })).toBeInvalid();
    await expect(canvas.getByLabelText(localized(messages.password), LABEL_AS_READ)).toBeInvalid();
    await expect(captchaInput(canvasElement)).toBeInvalid();
  },
};

export const Arabic: Story = { globals: { locale: 'ar-EG' }, play: Default.play };

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' }, play: Default.play };
