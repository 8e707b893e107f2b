import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT, STORY_VIEWPORTS, expectFitsThePhone } from '../../lib/story-viewports';
import { Button } from '../button/button';
import { textLinkClassName } from './text-link';

/** Every link of the story at least 24 px high (WCAG 2.5.8), however many lines it takes. */
async function expectTargets({ canvasElement }: { canvasElement: HTMLElement }) {
  for (const link of within(canvasElement).getAllByRole('link'))
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
}

const meta = {
  title: 'Primitives/TextLink',
  tags: ['autodocs'],
  parameters: { viewport: { options: STORY_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Underlined: a link among other text, as "Back to home" above an agreement. */
export const Default: Story = {
  render: () => (
    <a href="/home" className={textLinkClassName({}, 'text-sm')}>
      Back to home
    </a>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to home' })).toHaveClass('underline');
    await expectTargets({ canvasElement });
  },
};

/** Underlined under the pointer only: beside a form's button, which stays the one main action. */
export const UnderlineOnHover: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-4">
      <Button>Save</Button>
      <a href="/forgot" className={textLinkClassName({ underline: 'hover' }, 'text-sm')}>
        Forgot your current password?
      </a>
    </div>
  ),
  play: expectTargets,
};

/** A row of them, as the agreements under the sign-in form. */
export const Row: Story = {
  render: () => (
    <nav className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
      <a href="/agreement/privacy" className={textLinkClassName()}>
        Privacy policy
      </a>
      <a href="/agreement/service" className={textLinkClassName()}>
        Terms of service
      </a>
    </nav>
  ),
  play: expectTargets,
};

/** Links stacked in a page's margin, one a line; `texts` are each link's words. */
function Stack({ texts }: { texts: string[] }) {
  return (
    <div className="flex flex-col items-start gap-3 p-4 text-sm">
      {texts.map((text) => (
        <a key={text} href="/forgot" className={textLinkClassName()}>
          {text}
        </a>
      ))}
    </div>
  );
}

/** A 360 px phone: a long link wraps onto lines of its own and stays one target. */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  render: () => (
    <Stack
      texts={[
        '忘记密码？',
        'Forgot your current password?',
        'Lupa kata sandi Anda saat ini? Atur ulang lewat email yang terdaftar pada akun kreator Anda',
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectTargets({ canvasElement });
    await expectFitsThePhone();
  },
};

/** The same, right to left. */
export const PhoneRightToLeft: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  render: () => (
    <Stack
      texts={[
        'هل نسيت كلمة المرور الحالية؟',
        'شروط الخدمة',
        'نسيت كلمة المرور الحالية؟ أعد تعيينها عبر البريد الإلكتروني المسجل في حساب صانع المحتوى الخاص بك',
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectTargets({ canvasElement });
    await expectFitsThePhone();
  },
};
