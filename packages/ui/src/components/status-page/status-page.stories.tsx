import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { PHONE_VIEWPORT, STORY_VIEWPORTS, expectFitsThePhone } from '../../lib/story-viewports';
import { buttonClassName } from '../button/button';
import { messages } from './messages';
import { EmptyPage, ForbiddenPage, NotFoundPage, StatusPage } from './status-page';

const home = (
  <a href="/home" className={buttonClassName()}>
    Back to home
  </a>
);

const meta = {
  title: 'Feedback/StatusPage',
  component: StatusPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  args: { icon: null, title: '' },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Forbidden: Story = {
  render: () => <ForbiddenPage action={home} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: localized(messages.forbiddenTitle) }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('403')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  render: () => <NotFoundPage action={home} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: localized(messages.notFoundTitle) }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = { render: () => <EmptyPage description="Your first post will show here." /> };

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' }, render: () => <ForbiddenPage /> };

export const LongText: Story = {
  render: () => (
    <NotFoundPage
      title="A very long title from a translation that explains at length that the page could not be found"
      description={'And a description that goes on and on. '.repeat(6)}
    />
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  render: () => <NotFoundPage action={home} />,
};

/** A title and text given by the caller in their own direction: an English reason in the Arabic page. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  render: () => (
    <ForbiddenPage
      title="This task was claimed by someone else."
      description="Slow network. Please try again later."
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'This task was claimed by someone else.' });
    await expect(title).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(title).direction).toBe('ltr');
    const description = canvas.getByText('Slow network. Please try again later.');
    await expect(description).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(description).direction).toBe('ltr');
  },
};

/** An Arabic title in the English page: right to left. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  render: () => <NotFoundPage title="المهمة غير موجودة." />,
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1, name: 'المهمة غير موجودة.' });
    await expect(title).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(title).direction).toBe('rtl');
  },
};

/** A way on as a plain link (the portal's "Back to home"): a target at least 24 px high, not a line of text. */
const homeLink = (
  <a href="/home" className="text-brand-700 underline">
    Back to home
  </a>
);

/** The action's link is at least 24 px high. */
async function expectLinkTarget(canvasElement: HTMLElement) {
  const link = within(canvasElement).getByRole('link');
  await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
}

export const LinkAction: Story = {
  render: () => <NotFoundPage action={homeLink} />,
  play: async ({ canvasElement }) => {
    await expectLinkTarget(canvasElement);
  },
};

/** A 360 px phone: a long title and text wrap, the link stays a target. */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  render: () => (
    <ForbiddenPage
      title="A very long title from a translation that explains at length why this page is closed to you"
      description={'And a description that goes on and on. '.repeat(4)}
      action={homeLink}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectLinkTarget(canvasElement);
    await expectFitsThePhone();
  },
};

/** The same right to left, in the page's own Arabic. */
export const PhoneRightToLeft: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  render: () => (
    <NotFoundPage
      action={
        <a href="/home" className="text-brand-700 underline">
          العودة إلى الصفحة الرئيسية
        </a>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await expectLinkTarget(canvasElement);
    await expectFitsThePhone();
  },
};
