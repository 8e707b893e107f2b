import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatDateTime } from '../../lib/format-date';
import { localized } from '../../lib/story-intl';
import { labelledPicture } from '../../lib/story-picture';
import { PHONE_VIEWPORT, STORY_VIEWPORTS, expectFitsThePhone } from '../../lib/story-viewports';
import { DraftListItem } from './draft-list-item';
import { messages } from './messages';
import { expectOwnDirection } from '../../lib/story-direction';

const cover = (hue: number, label: string) =>
  labelledPicture({ width: 320, height: 320, hue, label, baselinePercent: 60, fontSize: 72 });

/** 2026-03-05 07:04 in Shanghai. */
const SAVED = 1_772_665_449_000;

/** "Saved 03/05/2026 07:04" as the row says it in `locale`, the time isolated left to right. */
function savedAt(locale: string): string {
  const time = formatDateTime(SAVED / 1000, locale, { timeZone: 'Asia/Shanghai' });
  return localized(messages.savedAt, { time: `\u2066${time}\u2069` });
}

/** The title of a row: it clamps, and it carries the direction of its text. */
const titleOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="draft-list-item-title"]')!;

const meta = {
  title: 'Patterns/Creation/DraftListItem',
  component: DraftListItem,
  tags: ['autodocs'],
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  args: {
    title: 'Ten quiet beaches within two hours of the city',
    brief: 'Sand, shade and a warung that still grills fish the old way.',
    coverUrl: cover(190, 'Beach'),
    updatedAt: SAVED,
    timeZone: 'Asia/Shanghai',
    href: '/creator/editor?content_id=42',
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DraftListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCover: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const title = args.title!;
    const row = canvas.getByRole('article', { name: title });
    await expect(row).toHaveTextContent(savedAt(globals.locale as string));
    await expect(
      canvas.getByRole('link', { name: localized(messages.editNamed, { title }) }),
    ).toHaveAttribute('href', '/creator/editor?content_id=42');
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.deleteNamed, { title }) }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const NoCover: Story = { args: { coverUrl: undefined } };

/** No title: the brief stands in; with neither, "Untitled draft". */
export const NoTitle: Story = {
  args: { title: '' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { name: args.brief })).toBeVisible();
  },
};

export const Untitled: Story = {
  args: { title: '', brief: '', coverUrl: undefined },
  play: async ({ canvasElement }) => {
    const untitled = localized(messages.untitled);
    await expect(
      within(canvasElement).getByRole('button', {
        name: localized(messages.deleteNamed, { title: untitled }),
      }),
    ).toBeVisible();
    // The product's own words, not the creator's: no direction of their own.
    await expect(titleOf(canvasElement)).not.toHaveAttribute('dir');
  },
};

/** With the router's link (React Router's `<Link to>` in the portal). */
export const WithRouterLink: Story = {
  args: {
    href: undefined,
    renderLink: ({ children, ...props }) => (
      <a {...props} href="#/creator/editor?content_id=42" data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: localized(messages.editNamed, { title: args.title! }),
      }),
    ).toHaveAttribute('data-router-link');
  },
};

/** While it is being deleted: Delete spins and takes no second press. */
export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', {
      name: localized(messages.deleteNamed, { title: args.title! }),
    });
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(remove);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const LongArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    title:
      'عشرة شواطئ هادئة على بعد ساعتين من المدينة، مع دليل كامل للطرق والمطاعم وأماكن المبيت وأفضل الأوقات للزيارة في كل موسم',
    brief: 'رمال وظلال ومطعم صغير ما زال يشوي السمك على الطريقة القديمة.',
    coverUrl: cover(140, 'شاطئ'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent(savedAt('ar-EG'));
  },
};

export const LongChinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: {
    title:
      '距离城市两小时车程内的十个安静海滩：交通、美食、住宿与每个季节最佳出行时间的完整指南，以及当地人才知道的小秘密',
    brief: '沙滩、树荫，还有一家仍用老办法烤鱼的小饭馆。',
    coverUrl: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent(savedAt('zh-Hans-CN'));
  },
};

/** The title is cut to two lines, in the direction of its own text. */
async function expectClamped(title: HTMLElement, direction: 'ltr' | 'rtl') {
  await expectOwnDirection(title, direction);
  await expect(getComputedStyle(title).webkitLineClamp).toBe('2');
  await expect(title.scrollHeight).toBeGreaterThan(title.clientHeight);
}

/** Right to left, an English draft reads left to right: its title cut at its own end (the right). */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    title:
      'Ten quiet beaches within two hours of the city, with a complete guide to the roads, the restaurants, where to stay and the best time to visit in every season of the year',
  },
  play: async ({ canvasElement }) => {
    await expectClamped(titleOf(canvasElement), 'ltr');
    const brief = canvasElement.querySelector<HTMLElement>('[data-slot="draft-list-item-brief"]')!;
    await expectOwnDirection(brief, 'ltr');
  },
};

/** Left to right, an Arabic draft reads right to left. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: LongArabic.args,
  play: async ({ canvasElement }) => {
    await expectClamped(titleOf(canvasElement), 'rtl');
    const brief = canvasElement.querySelector<HTMLElement>('[data-slot="draft-list-item-brief"]')!;
    await expect(getComputedStyle(brief).direction).toBe('rtl');
  },
};

/**
 * On a 360 px phone: the title beside the cover, never squeezed; the brief, the time and the actions below, the
 * actions 44 px high for a thumb.
 */
async function expectPhoneCard(canvasElement: HTMLElement) {
  await expectFitsThePhone();
  const row = canvasElement.querySelector<HTMLElement>('[data-slot="draft-list-item"]')!;
  const box = (slot: string) => row.querySelector(`[data-slot="${slot}"]`)!.getBoundingClientRect();
  const cover = box('draft-list-item-cover');
  const title = box('draft-list-item-title');
  await expect(title.width).toBeGreaterThan(row.clientWidth / 2);
  await expect(title.top).toBeLessThan(cover.bottom);
  const time = box('draft-list-item-time');
  await expect(time.top).toBeGreaterThanOrEqual(cover.bottom);
  const actions = row.querySelector<HTMLElement>('[data-slot="draft-list-item-actions"]')!;
  await expect(actions.getBoundingClientRect().top).toBeGreaterThanOrEqual(time.bottom);
  for (const control of [within(actions).getByRole('link'), within(actions).getByRole('button')]) {
    await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  }
}

export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    await expectPhoneCard(canvasElement);
  },
};

/** A long Arabic draft on a phone, right to left: the cover at the right, the title and the brief clamped. */
export const PhoneLongArabic: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  args: LongArabic.args,
  play: async ({ canvasElement }) => {
    await expectPhoneCard(canvasElement);
    await expectClamped(titleOf(canvasElement), 'rtl');
  },
};

/** A long Chinese title without a cover on a phone, while it is being deleted. */
export const PhoneLongChineseDeleting: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'zh-Hans-CN' },
  args: { ...LongChinese.args, deleting: true },
  play: async ({ canvasElement }) => {
    await expectPhoneCard(canvasElement);
  },
};
