import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent, ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../lib/story-intl';
import { Button } from '../components/button';
import { CaptchaField } from '../components/captcha-field';
import { messages as captchaMessages } from '../components/captcha-field/messages';
import { Field } from '../components/field';
import { Input } from '../components/input';
import { LanguagePicker } from '../components/language-picker';
import { messages as languageMessages } from '../components/language-picker/messages';
import { PasswordInput } from '../components/password-input';
import { messages as passwordMessages } from '../components/password-input/messages';
import { textLinkClassName } from '../components/text-link';
import { PHONE_VIEWPORT, STORY_VIEWPORTS, expectFitsThePhone } from '../lib/story-viewports';

/**
 * The product's own words on the page (the portal's messages, not ui's): story data here, so that a designer can
 * try other copy from the controls. The screen story Screens/Sign in shows the real page in every locale.
 */
type SignInCopy = {
  brand: string;
  heading: string;
  email: string;
  password: string;
  submit: string;
  forgot: string;
  privacy: string;
  terms: string;
};

type SignInValues = { email: string; password: string; captcha: string };

type SignInPatternProps = {
  copy: SignInCopy;
  /** The chosen language entry of the picker. */
  languageEntry: string;
  onLanguageChange: (entryId: string) => void;
  captchaSrc: string | null;
  onRefreshCaptcha: () => void;
  errors?: Partial<Record<keyof SignInValues, string>>;
  /** What the server said about the last try, announced above the button. */
  problem?: string;
  submitting?: boolean;
  onSubmit: (values: SignInValues) => void;
};

/** A fixed captcha picture as an inline SVG: no network, no randomness. */
const CAPTCHA = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="112" height="40"><rect width="112" height="40" fill="#eef5ff"/><path d="M4 30 C30 5, 60 40, 108 12" stroke="#bcd7ff" stroke-width="2" fill="none"/><text x="56" y="28" font-family="monospace" font-size="22" font-weight="bold" text-anchor="middle" fill="#1a45ad" letter-spacing="6">K7QX</text></svg>',
)}`;

const ENGLISH: SignInCopy = {
  brand: 'Creator portal',
  heading: 'Sign in to the creator portal',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  forgot: 'Forgot password?',
  privacy: 'Privacy policy',
  terms: 'Terms of service',
};

const ARABIC: SignInCopy = {
  brand: 'بوابة المبدعين',
  heading: 'تسجيل الدخول إلى بوابة المبدعين',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  submit: 'تسجيل الدخول',
  forgot: 'هل نسيت كلمة المرور؟',
  privacy: 'سياسة الخصوصية',
  terms: 'شروط الخدمة',
};

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={textLinkClassName()} href={href}>
      {children}
    </a>
  );
}

/**
 * The sign-in page as the portal arranges it (apps/portal/src/routes/sign-in and its AuthShell): brand and language
 * picker on top, one card with the form (email, password, captcha, the server's problem, a full-width button,
 * the forgotten-password link), the agreements below.
 */
function SignInPattern({
  copy,
  languageEntry,
  onLanguageChange,
  captchaSrc,
  onRefreshCaptcha,
  errors = {},
  problem,
  submitting = false,
  onSubmit,
}: SignInPatternProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      captcha: String(data.get('captcha') ?? ''),
    });
  };
  return (
    <div className="flex min-h-screen flex-col bg-surface-sunken">
      <header
        data-slot="sign-in-header"
        className="flex items-center justify-between gap-4 px-4 py-4 sm:px-6"
      >
        <span data-slot="sign-in-brand" dir="auto" className="text-lg font-semibold text-ink">
          {copy.brand}
        </span>
        <LanguagePicker value={languageEntry} onValueChange={onLanguageChange} />
      </header>
      <main className="grid flex-1 place-items-center p-4 sm:p-6">
        <section className="w-full max-w-md rounded-lg bg-surface p-6 shadow-card sm:p-8">
          <h1 dir="auto" className="mb-6 text-2xl font-semibold text-ink">
            {copy.heading}
          </h1>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <Field label={copy.email} required error={errors.email}>
              <Input name="email" type="email" autoComplete="username" />
            </Field>
            <Field label={copy.password} required error={errors.password}>
              <PasswordInput name="password" autoComplete="current-password" />
            </Field>
            <CaptchaField
              name="captcha"
              required
              error={errors.captcha}
              imageSrc={captchaSrc}
              onRefresh={onRefreshCaptcha}
            />
            {problem ? (
              <p role="alert" dir="auto" className="text-sm text-danger-700">
                {problem}
              </p>
            ) : null}
            <Button type="submit" block loading={submitting}>
              {copy.submit}
            </Button>
            <a href="/forgot" className={textLinkClassName({ underline: 'hover' }, 'self-start text-sm')}>
              {copy.forgot}
            </a>
          </form>
        </section>
      </main>
      <footer className="flex flex-wrap justify-center gap-x-6 gap-y-2 p-4 text-sm">
        <FooterLink href="/agreement/privacy">{copy.privacy}</FooterLink>
        <FooterLink href="/agreement/service">{copy.terms}</FooterLink>
      </footer>
    </div>
  );
}

const meta = {
  title: 'Patterns/Sign-in',
  component: SignInPattern,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  args: {
    copy: ENGLISH,
    languageEntry: 'en-US',
    onLanguageChange: fn(),
    captchaSrc: CAPTCHA,
    onRefreshCaptcha: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof SignInPattern>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The controls of the form, found by the story's copy and by ui's own messages in the locale shown. */
function controls(canvasElement: HTMLElement, copy: SignInCopy) {
  const canvas = within(canvasElement);
  return {
    language: canvas.getByRole('combobox', { name: localized(languageMessages.label) }),
    email: canvas.getByRole('textbox', { name: copy.email }),
    password: canvas.getByLabelText(copy.password, { exact: false, selector: 'input' }),
    reveal: canvas.getByRole('button', { name: localized(passwordMessages.show) }),
    captcha: canvas.getByRole('textbox', { name: localized(captchaMessages.label) }),
    refresh: canvas.getByRole('button', { name: localized(captchaMessages.refresh) }),
    // Busy, the button's name begins with its spinner's.
    submit: canvas.getByRole('button', { name: (name) => name.endsWith(copy.submit) }),
    forgot: canvas.getByRole('link', { name: copy.forgot }),
    privacy: canvas.getByRole('link', { name: copy.privacy }),
    terms: canvas.getByRole('link', { name: copy.terms }),
  };
}

/** The brand at the start of the reading direction and the picker at its end: mirrored right to left. */
async function expectHeaderFollowsDirection(canvasElement: HTMLElement) {
  const header = canvasElement.querySelector<HTMLElement>('[data-slot="sign-in-header"]')!;
  const brand = header.querySelector('[data-slot="sign-in-brand"]')!.getBoundingClientRect();
  const picker = header.querySelector('[data-slot="language-picker"]')!.getBoundingClientRect();
  if (getComputedStyle(header).direction === 'rtl') await expect(brand.left).toBeGreaterThan(picker.right);
  else await expect(brand.right).toBeLessThan(picker.left);
}

/** Empty, as a visitor finds it: the keyboard goes through it in reading order, and it sends what was typed. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const form = controls(canvasElement, args.copy);
    await expectHeaderFollowsDirection(canvasElement);

    await step('the tab order is the visual order', async () => {
      const order = [
        form.language,
        form.email,
        form.password,
        form.reveal,
        form.captcha,
        form.refresh,
        form.submit,
        form.forgot,
        form.privacy,
        form.terms,
      ];
      order[0]!.focus();
      for (const control of order.slice(1)) {
        await userEvent.tab();
        await expect(control).toHaveFocus();
      }
    });

    await step('the three fields are sent together', async () => {
      await userEvent.type(form.email, 'siti.rahma@example.com');
      await userEvent.type(form.password, 'pasar-pagi-2026');
      await userEvent.type(form.captcha, 'k7qx');
      await userEvent.click(form.refresh);
      await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
      await userEvent.click(form.submit);
      await expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'siti.rahma@example.com',
        password: 'pasar-pagi-2026',
        captcha: 'k7qx',
      });
    });
  },
};

/** Each field's own error under it, the server's problem above the button. */
export const WithErrors: Story = {
  args: {
    errors: {
      email: 'Enter an email address like name@example.com',
      password: 'Enter your password',
      captcha: 'Enter the 4 characters of the picture',
    },
    problem: 'The email or the password is wrong',
  },
  play: async ({ canvasElement, args }) => {
    const form = controls(canvasElement, args.copy);
    for (const [control, error] of [
      [form.email, args.errors!.email!],
      [form.password, args.errors!.password!],
      [form.captcha, args.errors!.captcha!],
    ] as const) {
      await expect(control).toBeInvalid();
      await expect(control).toHaveAccessibleDescription(error);
    }
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(args.problem!);
    // Announced where the eye goes after pressing the button: right above it.
    await expect(alert.nextElementSibling).toBe(form.submit);
  },
};

/** Sent and waiting: the button stays focusable but sends nothing twice. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const { submit } = controls(canvasElement, args.copy);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The Arabic page, right to left, with Arabic copy: the header and the form mirror. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { copy: ARABIC, languageEntry: 'ar-EG' },
  play: async ({ canvasElement, args }) => {
    await expectHeaderFollowsDirection(canvasElement);
    const { email, captcha } = controls(canvasElement, args.copy);
    // The captcha picture sits at the end of its row: on the left, right to left.
    const picture = within(canvasElement).getByRole('button', { name: localized(captchaMessages.refresh) });
    await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(
      captcha.getBoundingClientRect().left,
    );
    await expect(email.getBoundingClientRect().width).toBeGreaterThan(0);
  },
};

/** Latin copy in the Arabic page: the product's own strings are isolated, so each keeps its direction. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: args.copy.heading })).toHaveAttribute(
      'dir',
      'auto',
    );
    await expect(canvas.getByText(args.copy.brand)).toHaveAttribute('dir', 'auto');
    await expectHeaderFollowsDirection(canvasElement);
  },
};

/** A 360 px phone: the card fills the width, every link is a target a thumb can press. */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  play: async () => {
    await expectFitsThePhone();
  },
};

/** The same right to left, with the errors shown. */
export const PhoneRightToLeft: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  args: {
    copy: ARABIC,
    languageEntry: 'ar-EG',
    errors: { email: 'أدخل عنوان بريد إلكتروني مثل name@example.com' },
    problem: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  play: async ({ canvasElement }) => {
    await expectHeaderFollowsDirection(canvasElement);
    await expectFitsThePhone();
  },
};
