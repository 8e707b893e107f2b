import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findHashtags } from '@creator/forms/rules/hashtag';
import { localized } from '../../lib/story-intl';
import { messages } from './messages';
import { PhonePreview } from './phone-preview';

function picture(hue: number, width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue} 55% 70%)"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${width * 0.12}" fill="hsl(${hue} 80% 92%)"/><path d="M0 ${height} L${width * 0.45} ${height * 0.5} L${width * 0.8} ${height} Z" fill="hsl(${hue} 45% 40%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const IMAGES = [picture(200, 600, 800), picture(30, 800, 600), picture(120, 600, 600)];

const meta = {
  title: 'Patterns/Creation/PhonePreview',
  component: PhonePreview,
  tags: ['autodocs'],
  args: {
    title: 'Sunrise over Kuta',
    content: 'Woke up at five for this. Worth every minute. #travel #bali #sunrise',
    findHashtags,
    images: IMAGES,
    authorName: 'Putri Ayu',
    publishDate: 1_772_694_249,
    timeZone: 'Asia/Jakarta',
    onTabChange: fn(),
  },
} satisfies Meta<typeof PhonePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CoverCard: Story = {};

export const Details: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: localized(messages.detailsTab) }));
    await expect(args.onTabChange).toHaveBeenCalledWith('details');
    await expect(within(canvasElement).getByText('#bali')).toBeVisible();
  },
};

export const Empty: Story = { args: { title: '', content: '', images: [] } };

/** No title: the card shows the text instead. */
export const WithoutTitle: Story = { args: { title: '' } };

/** The cover label is 90 wide in Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: {
    title: '库塔海滩的日出',
    content: '五点起床就为了这一刻，值得！#旅行 #巴厘岛',
    authorName: '林小雨',
  },
};

/** And 42 wide in Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    title: 'شروق الشمس في كوتا',
    content: 'استيقظت في الخامسة من أجل هذا المشهد. #سفر #بالي',
    authorName: 'ليلى حسن',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="phone-preview-cover-label"]')).toHaveStyle({
      width: '42px',
    });
  },
};

export const ArabicDetails: Story = {
  ...Arabic,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: localized(messages.detailsTab) }));
  },
};

/** The phone's screen scrolled until `element` is at its top (once its pictures are in); fails if it is not in view. */
async function scrollScreenTo(element: HTMLElement) {
  const phone = element.closest<HTMLElement>('[role="tabpanel"]')!;
  await Promise.all([...phone.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
  phone.scrollTop += element.getBoundingClientRect().top - phone.getBoundingClientRect().top - 16;
  const frame = phone.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  await expect(box.top).toBeGreaterThanOrEqual(frame.top);
  await expect(box.top).toBeLessThan(frame.bottom);
}

const LONG_TITLE =
  'An extraordinarily long title that a creator wrote for a short post, far longer than the card can hold in two lines';
const LONG_CONTENT = 'A paragraph that goes on. '.repeat(40) + '#longread';

/**
 * The details page of a post with a very long title and text. Below three pictures they would start out of
 * sight, so the phone's screen is scrolled to them: the title wraps whole, the text fills the screen.
 */
export const VeryLongText: Story = {
  args: { title: LONG_TITLE, content: LONG_CONTENT, defaultTab: 'details' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { name: args.title });
    await scrollScreenTo(title);
    const text = canvasElement.querySelector<HTMLElement>('[data-slot="hashtag-text"]')!;
    const phone = title.closest<HTMLElement>('[role="tabpanel"]')!.getBoundingClientRect();
    // The long text starts high on the screen and runs past its bottom: the screen is full of it.
    await expect(text.getBoundingClientRect().top).toBeLessThan(phone.top + 200);
    await expect(text.getBoundingClientRect().bottom).toBeGreaterThan(phone.bottom);
  },
};

/** The cover card of the same post: its title cut to two lines with an ellipsis. */
export const VeryLongTextCover: Story = {
  args: { title: LONG_TITLE, content: LONG_CONTENT },
  play: async ({ canvasElement }) => {
    const title = canvasElement.querySelector<HTMLElement>('[data-slot="phone-preview-card-title"]')!;
    await expect(getComputedStyle(title).webkitLineClamp).toBe('2');
    await expect(title.scrollHeight).toBeGreaterThan(title.clientHeight);
  },
};

/**
 * Right to left, an English post keeps its own direction: the card's title reads left to right and is cut at
 * its own end (the right).
 */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { title: LONG_TITLE },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="phone-preview-card-title"]')!;
    await expect(card).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(card).direction).toBe('ltr');
    await expect(card.scrollHeight).toBeGreaterThan(card.clientHeight);
  },
};

/** The details page of the same post: its title and text read left to right in the Arabic page. */
export const MixedDirectionEnglishInArabicDetails: Story = {
  globals: { locale: 'ar-EG' },
  args: { title: LONG_TITLE, defaultTab: 'details' },
  play: async ({ canvasElement, args }) => {
    const title = within(canvasElement).getByRole('heading', { name: args.title });
    await expect(title).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(title).direction).toBe('ltr');
    const text = canvasElement.querySelector<HTMLElement>('[data-slot="hashtag-text"]')!;
    await expect(getComputedStyle(text).direction).toBe('ltr');
    await scrollScreenTo(title);
  },
};

/** Left to right, an Arabic post reads right to left, its hashtags with their `#` at their start. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: {
    title: 'شروق الشمس في كوتا',
    content: 'استيقظت في الخامسة من أجل هذا المشهد. #سفر #بالي',
    authorName: 'ليلى حسن',
    defaultTab: 'details',
  },
  play: async ({ canvasElement, args }) => {
    const title = within(canvasElement).getByRole('heading', { name: args.title });
    await expect(getComputedStyle(title).direction).toBe('rtl');
    const text = canvasElement.querySelector<HTMLElement>('[data-slot="hashtag-text"]')!;
    await expect(getComputedStyle(text).direction).toBe('rtl');
    await expect(within(text).getByText('#بالي').tagName).toBe('BDI');
    await scrollScreenTo(title);
  },
};
