import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { formatDateTime } from '../../lib/format-date';
import { localized } from '../../lib/story-intl';
import { MIN_TARGET_PX } from '../../lib/layout-problems';
import { PHONE_VIEWPORT, STORY_VIEWPORTS, expectFitsThePhone } from '../../lib/story-viewports';
import { messages } from './messages';
import { StatusTag } from './status-tag';

// 2026-03-05 15:04 in Shanghai; stories pin the zone so screenshots never move.
const PUBLISH_DATE = 1_772_694_249;

/** "Publishes on 03/05/2026 15:04" as the tooltip says it in `locale`. */
const publishesOn = (locale: string) =>
  localized(messages.scheduledFor, {
    date: formatDateTime(PUBLISH_DATE, locale, { timeZone: 'Asia/Shanghai' }),
  });

/** "Reason: …" as the tooltip says it. */
const reasonText = (reason: string) => localized(messages.reason, { reason });

const meta = {
  title: 'Data display/StatusTag',
  component: StatusTag,
  tags: ['autodocs'],
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  args: { status: 'published', timeZone: 'Asia/Shanghai' },
  argTypes: {
    status: {
      control: 'select',
      options: [
        'published',
        'pending-review',
        'in-review',
        'unapproved',
        'offline',
        'scheduled',
        'draft',
        'deleted',
      ],
    },
  },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {};

export const PendingReview: Story = { args: { status: 'pending-review' } };

export const InReview: Story = { args: { status: 'in-review' } };

/** Pink like pending review; its publish time opens on hover and focus. */
export const Scheduled: Story = {
  args: { status: 'scheduled', publishDate: PUBLISH_DATE },
  play: async ({ canvasElement, globals }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: localized(messages.scheduled) }),
    ).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(publishesOn(globals.locale as string));
  },
};

/** Red 'unapproved'; the reason opens on keyboard focus as well as on hover. */
export const Unapproved: Story = {
  args: { status: 'unapproved', reason: 'The cover image is blurry and the title repeats the body.' },
  play: async ({ canvasElement, args }) => {
    const tag = within(canvasElement).getByRole('button', { name: localized(messages.unapproved) });
    await userEvent.hover(tag);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(reasonText(args.reason!));
  },
};

export const OfflineWithReason: Story = {
  args: { status: 'offline', reason: 'Taken offline by operations after a copyright complaint.' },
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('copyright complaint');
  },
};

/** Without a reason the offline tag is plain text and takes no focus. */
export const OfflineWithoutReason: Story = {
  args: { status: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {(
        [
          'published',
          'pending-review',
          'in-review',
          'scheduled',
          'unapproved',
          'offline',
          'draft',
          'deleted',
        ] as const
      ).map((status) => (
        <StatusTag key={status} {...args} status={status} />
      ))}
    </div>
  ),
};

export const ChineseUnapproved: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: { status: 'unapproved', reason: '封面图片模糊，标题与正文重复。' },
  play: async ({ args }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(reasonText(args.reason!));
  },
};

export const ArabicScheduled: Story = {
  globals: { locale: 'ar-EG' },
  args: { status: 'scheduled', publishDate: PUBLISH_DATE },
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(publishesOn('ar-EG'));
    // The date and the time keep their order inside the Arabic sentence.
    await expect(within(tooltip).getByText('03/05/2026 15:04')).toHaveAttribute('dir', 'ltr');
  },
};

/** A reason of several sentences wraps inside the tooltip's width. */
export const VeryLongReason: Story = {
  args: {
    status: 'unapproved',
    reason:
      'The article contains unverified medical claims, links to an external shop, repeats the same paragraph three times and uses a cover image that belongs to another publisher; please revise all of these before submitting again.',
  },
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  },
};

/** The reason inside the tooltip, isolated in the direction of its own text. */
async function expectReason(direction: 'ltr' | 'rtl', reason: string) {
  await userEvent.tab();
  const tooltip = await screen.findByRole('tooltip');
  await expect(tooltip).toHaveTextContent(reasonText(reason));
  const isolated = within(tooltip).getByText(reason);
  await expect(isolated.tagName).toBe('BDI');
  await expect(getComputedStyle(isolated).direction).toBe(direction);
}

/** Right to left, an English reason reads left to right inside the Arabic sentence. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { status: 'unapproved', reason: 'The cover image is blurry and the title repeats the body.' },
  play: async ({ args }) => {
    await expectReason('ltr', args.reason!);
  },
};

/** Left to right, an Arabic reason reads right to left inside the English sentence. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { status: 'offline', reason: 'أوقفته فرق التشغيل بعد شكوى تتعلق بحقوق النشر.' },
  play: async ({ args }) => {
    await expectReason('rtl', args.reason!);
  },
};

/** A tag that opens an explanation is a target of 24 × 24 px at least (WCAG 2.5.8), however short its label. */
async function expectTarget(tag: HTMLElement) {
  const { width, height } = tag.getBoundingClientRect();
  await expect(width).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  await expect(height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
}

/** Every state on a 360 px phone, right to left: the tags wrap, the explained ones are 24 px targets. */
export const PhoneAllStatesRightToLeft: Story = {
  ...AllStates,
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  args: { reason: 'صورة الغلاف غير واضحة.', publishDate: PUBLISH_DATE },
  play: async ({ canvasElement }) => {
    const explained = within(canvasElement).getAllByRole('button');
    await expect(explained).toHaveLength(3);
    for (const tag of explained) await expectTarget(tag);
    await expectFitsThePhone();
  },
};

/** The shortest label (Chinese, two characters) with a reason, pressed on a phone: the tooltip fits the screen. */
export const PhoneShortLabelReason: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'zh-Hans-CN' },
  args: {
    status: 'offline',
    label: '下线',
    reason: '运营团队在收到版权投诉后将其下线，请更换封面图片并重新提交审核。',
  },
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByRole('button', { name: '下线' });
    await expectTarget(tag);
    await userEvent.click(tag);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('版权投诉');
    await expectFitsThePhone();
  },
};
