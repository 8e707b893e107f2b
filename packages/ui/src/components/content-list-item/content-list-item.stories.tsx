import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { PHONE_VIEWPORT, STORY_VIEWPORTS, expectFitsThePhone } from '../../lib/story-viewports';
import { messages as statusMessages } from '../status-tag/messages';
import { ContentListItem, type ContentListItemData } from './content-list-item';
import { messages } from './messages';

/** A flat, deterministic picture as an inline SVG: no network in stories. */
function picture(width: number, height: number, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="hsl(${hue} 60% 72%)"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="hsl(${hue} 80% 92%)"/><path d="M0 ${height} L${width * 0.4} ${height * 0.45} L${width * 0.75} ${height} Z" fill="hsl(${hue} 45% 45%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const base: ContentListItemData = {
  kind: 'short',
  title: 'Morning market in Jakarta',
  brief: 'Fresh fruit, loud bargaining and the best coffee in town.',
  coverUrl: picture(360, 480, 24),
  status: 'published',
  publishDate: 1_772_600_000,
  updatedAt: 1_772_694_249,
  exposeCount: 1_234_567,
  clickCount: 45_300,
  likeCount: 999,
  unlikeCount: 12,
};

const meta = {
  title: 'Patterns/Content/ContentListItem',
  component: ContentListItem,
  tags: ['autodocs'],
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  args: { item: base, timeZone: 'Asia/Shanghai', onOpen: fn(), onEdit: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContentListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShortPost: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.2m')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.edit) }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.delete) }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: args.item.title }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** A short post without a title shows its brief. */
export const ShortPostWithoutTitle: Story = { args: { item: { ...base, title: '' } } };

export const LongArticle: Story = {
  args: {
    item: {
      ...base,
      kind: 'long',
      title: 'Ten quiet beaches within two hours of the city',
      coverUrl: picture(600, 400, 190),
      exposeCount: 87_654,
      clickCount: 3_210,
    },
  },
};

/** An editable item says how many of its three edits are left; the edit button names them too. */
export const EditsLeft: Story = {
  args: { remainingEdits: 1 },
  play: async ({ canvasElement, args }) => {
    const edit = within(canvasElement).getByRole('button', { name: localized(messages.edit) });
    await expect(edit).toHaveAccessibleDescription(
      `${args.item.title} ${localized(messages.editsLeft, { count: 1, countText: '1' })}`,
    );
  },
};

/**
 * While the edit is re-checked, its button spins and neither button takes a second press; both keep the
 * keyboard focus (a disabled button would drop it).
 */
export const CheckingEdit: Story = {
  args: { remainingEdits: 2, pendingAction: 'edit' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getByRole('button', { name: localized(messages.edit) });
    const remove = canvas.getByRole('button', { name: localized(messages.delete) });
    await expect(edit).toHaveAttribute('aria-busy', 'true');
    await expect(edit).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    edit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(edit).toHaveFocus();
    await expect(args.onEdit).not.toHaveBeenCalled();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const NoCover: Story = { args: { item: { ...base, kind: 'long', coverUrl: undefined } } };

export const PendingReview: Story = { args: { item: { ...base, status: 'pending-review' } } };

/** Scheduled items show their publish date. */
export const Scheduled: Story = {
  args: { item: { ...base, status: 'scheduled', publishDate: 1_773_000_000 } },
};

/** The reason of a failed review opens from the status tag; edit stays, delete hidden. */
export const Unapproved: Story = {
  args: {
    item: { ...base, status: 'unapproved', reason: 'The cover image belongs to another publisher.' },
    canDelete: false,
  },
  play: async ({ canvasElement }) => {
    await userEvent.hover(
      within(canvasElement).getByRole('button', { name: localized(statusMessages.unapproved) }),
    );
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('another publisher');
  },
};

export const Offline: Story = {
  args: {
    item: { ...base, status: 'offline', reason: 'Removed by operations.' },
    canEdit: false,
    canDelete: false,
  },
};

/** As a link to the preview (opens a new tab). */
export const AsLink: Story = { args: { href: '/preview?contentId=42' } };

export const Chinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: {
    item: { ...base, title: '雅加达的清晨集市：水果、讨价还价与全城最好的咖啡', exposeCount: 2_345_678_901 },
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    item: {
      ...base,
      kind: 'long',
      title: 'عشرة شواطئ هادئة على بعد ساعتين من المدينة',
      coverUrl: picture(600, 400, 140),
      status: 'unapproved',
      reason: 'صورة الغلاف غير واضحة.',
    },
  },
};

const VERY_LONG_TITLE =
  'An extraordinarily long headline that an enthusiastic creator wrote to squeeze every possible keyword into the list, which the row must clamp neatly without pushing the buttons away';

/** The element that holds the title's text: it clamps, and it carries the text's own direction. */
function titleText(canvasElement: HTMLElement): HTMLElement {
  return canvasElement.querySelector<HTMLElement>('[data-slot="content-list-item-title-text"]')!;
}

/** The title's text shows two lines at most, the rest cut at an ellipsis. */
async function expectClampedToTwoLines(text: HTMLElement) {
  const style = getComputedStyle(text);
  await expect(style.webkitLineClamp).toBe('2');
  await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
  await expect(text.clientHeight).toBeLessThanOrEqual(2 * Number.parseFloat(style.lineHeight) + 1);
}

/** A title far longer than the row clamps to two lines, with an ellipsis at the end of the second. */
export const VeryLongTitle: Story = {
  args: {
    item: { ...base, kind: 'long', coverUrl: picture(600, 400, 260), title: VERY_LONG_TITLE },
  },
  play: async ({ canvasElement }) => {
    await expectClampedToTwoLines(titleText(canvasElement));
  },
};

/**
 * The title reached by the keyboard: its whole focus ring shows (no box between the title and the row clips
 * it), around a title clamped to two lines.
 */
export const TitleFocused: Story = {
  ...VeryLongTitle,
  play: async ({ canvasElement, args }) => {
    const title = within(canvasElement).getByRole('button', { name: args.item.title });
    await userEvent.tab();
    await expect(title).toHaveFocus();
    await expect(getComputedStyle(title).outlineStyle).toBe('solid');
    const row = canvasElement.querySelector('[data-slot="content-list-item"]');
    for (let box = title.parentElement; box && box !== row; box = box.parentElement) {
      await expect(getComputedStyle(box).overflow).toBe('visible');
    }
    await expectClampedToTwoLines(titleText(canvasElement));
  },
};

/** An English title in the Arabic list keeps its own direction: left to right, cut at its own (right) end. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    item: { ...base, kind: 'long', coverUrl: picture(600, 400, 300), title: VERY_LONG_TITLE },
  },
  play: async ({ canvasElement }) => {
    const text = titleText(canvasElement);
    await expect(text).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(text).direction).toBe('ltr');
    await expectClampedToTwoLines(text);
  },
};

/** An Arabic title in the English list reads right to left, whatever the row around it. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: {
    item: {
      ...base,
      kind: 'long',
      coverUrl: picture(600, 400, 80),
      title:
        'عشرة شواطئ هادئة على بعد ساعتين من المدينة، مع دليل كامل للطرق والمطاعم وأماكن المبيت وأفضل الأوقات للزيارة في كل موسم من مواسم السنة',
    },
  },
  play: async ({ canvasElement }) => {
    const text = titleText(canvasElement);
    await expect(text).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(text).direction).toBe('rtl');
    await expectClampedToTwoLines(text);
  },
};

/**
 * On a 360 px phone the row is a card: the title beside the cover, legible and never squeezed; the status and
 * time, the named counters and the actions each on a line of their own, the actions 44 px high for a thumb.
 */
async function expectPhoneCard(canvasElement: HTMLElement) {
  await expectFitsThePhone();
  const row = canvasElement.querySelector<HTMLElement>('[data-slot="content-list-item"]')!;
  const box = (slot: string) => row.querySelector(`[data-slot="${slot}"]`)!.getBoundingClientRect();
  const cover = box('content-list-item-cover');
  const title = box('content-list-item-title');
  await expect(title.width).toBeGreaterThan(row.clientWidth / 2);
  await expect(title.top).toBeLessThan(cover.bottom);
  const counters = box('content-list-item-counters');
  await expect(counters.top).toBeGreaterThanOrEqual(cover.bottom);
  // Each counter is named in words that show (a screen reader's 1 px text would not), inside the card.
  const list = within(row).getByRole('list', { name: localized(messages.statistics) });
  for (const label of [messages.impressions, messages.reads, messages.agrees, messages.disagrees]) {
    const name = within(list).getByText(localized(label)).getBoundingClientRect();
    await expect(name.width).toBeGreaterThan(8);
    await expect(name.left).toBeGreaterThanOrEqual(counters.left - 0.5);
    await expect(name.right).toBeLessThanOrEqual(counters.right + 0.5);
  }
  const actions = row.querySelector('[data-slot="content-list-item-actions"]');
  if (actions) {
    await expect(actions.getBoundingClientRect().top).toBeGreaterThanOrEqual(counters.bottom);
    for (const button of within(actions as HTMLElement).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  }
}

/** A short post on a 360 px phone, with the edits it has left and the counters named. */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  args: { remainingEdits: 3 },
  play: async ({ canvasElement }) => {
    await expectPhoneCard(canvasElement);
  },
};

/**
 * A long article that failed review, right to left on a phone: the cover at the right, the reason's tag a target
 * of 24 × 24 px at least, its tooltip within the screen.
 */
export const PhoneArabicUnapproved: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  args: {
    item: {
      ...base,
      kind: 'long',
      title: 'عشرة شواطئ هادئة على بعد ساعتين من المدينة، مع دليل كامل للطرق والمطاعم وأماكن المبيت',
      coverUrl: picture(600, 400, 140),
      status: 'unapproved',
      reason: 'صورة الغلاف غير واضحة.',
      exposeCount: 2_345_678_901,
      clickCount: 45_300,
      likeCount: 1_999,
      unlikeCount: 120_000,
    },
    remainingEdits: 2,
  },
  play: async ({ canvasElement }) => {
    await expectPhoneCard(canvasElement);
    const tag = within(canvasElement).getByRole('button', { name: localized(statusMessages.unapproved) });
    await userEvent.hover(tag);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('صورة الغلاف غير واضحة.');
    await expectFitsThePhone();
  },
};

/** A Chinese title too long for two lines on a phone: clamped beside the cover, the buttons on their own line. */
export const PhoneChineseLongTitle: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'zh-Hans-CN' },
  args: {
    item: {
      ...base,
      title: '雅加达的清晨集市：水果、讨价还价与全城最好的咖啡，以及当地人才知道的小摊和最佳的拍照时间',
      status: 'scheduled',
      publishDate: 1_773_000_000,
      exposeCount: 2_345_678_901,
    },
    remainingEdits: 1,
  },
  play: async ({ canvasElement }) => {
    await expectPhoneCard(canvasElement);
    await expectClampedToTwoLines(titleText(canvasElement));
  },
};

/** An English title too long for two lines, on a phone in Arabic: it keeps its own direction, clamped. */
export const PhoneMixedDirectionEnglishInArabic: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  args: MixedDirectionEnglishInArabic.args,
  play: async ({ canvasElement }) => {
    await expectPhoneCard(canvasElement);
    await expectClampedToTwoLines(titleText(canvasElement));
  },
};

/** Offline, no button left, and no cover: the card ends with its counters. */
export const PhoneOfflineNoCover: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  args: {
    item: { ...base, kind: 'long', coverUrl: undefined, status: 'offline', reason: 'Removed by operations.' },
    canEdit: false,
    canDelete: false,
  },
  play: async ({ canvasElement }) => {
    await expectPhoneCard(canvasElement);
  },
};

/** A reviewer's long reason opened on a phone: the tooltip wraps within the screen. */
export const PhoneLongReason: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  args: {
    item: {
      ...base,
      status: 'unapproved',
      reason:
        'The article contains unverified medical claims, links to an external shop and uses a cover image that belongs to another publisher; please revise all of these before submitting again.',
    },
  },
  play: async ({ canvasElement }) => {
    await expectPhoneCard(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: localized(statusMessages.unapproved) }),
    );
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('another publisher');
    await expectFitsThePhone();
  },
};
