import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findHashtags } from '@creator/forms/rules/hashtag';
import { HashtagText } from './hashtag-text';

const meta = {
  title: 'Data display/HashtagText',
  component: HashtagText,
  tags: ['autodocs'],
  args: {
    text: 'Woke up at five for this.\nWorth every minute. #travel #bali #sunrise',
    findHashtags,
  },
} satisfies Meta<typeof HashtagText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('#bali')).toHaveClass('text-brand-700');
  },
};

/** As the phone preview shows it: small, line breaks kept, runs of spaces folded. */
export const Small: Story = { args: { size: 'sm', whitespace: 'pre-line' } };

/** Without the grammar the text shows plain. */
export const Plain: Story = { args: { findHashtags: undefined } };

export const Chinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: { text: '五点起床就为了这一刻，值得！\n#旅行 #巴厘岛' },
};

export const Arabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { text: 'استيقظت في الخامسة من أجل هذا المشهد.\n#سفر #بالي' },
};

/** Where a character of an element's first piece of text stands on screen. */
function charBox(element: Element, index: number): DOMRect {
  const range = document.createRange();
  range.setStart(element.firstChild!, index);
  range.setEnd(element.firstChild!, index + 1);
  return range.getBoundingClientRect();
}

/** The hashtag shown with `text`, by its text. */
function hashtag(canvasElement: HTMLElement, text: string): HTMLElement {
  const found = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="hashtag"]')].find(
    (tag) => tag.textContent === text,
  );
  if (!found) throw new Error(`No hashtag ${text}`);
  return found;
}

/**
 * Left to right, an Arabic hashtag is a right-to-left run of its own with its `#`: the mark stands at its
 * start, on the right of the word, and the English sentence around it keeps its order.
 */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { text: 'Sunrise over the pyramids, worth every minute. #سفر #مصر and then breakfast #travel' },
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('[data-slot="hashtag-text"]')!;
    await expect(paragraph).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(paragraph).direction).toBe('ltr');
    const arabic = hashtag(canvasElement, '#سفر');
    await expect(arabic.tagName).toBe('BDI');
    await expect(getComputedStyle(arabic).direction).toBe('rtl');
    await expect(charBox(arabic, 0).left).toBeGreaterThan(charBox(arabic, 1).left);
    const english = hashtag(canvasElement, '#travel');
    await expect(charBox(english, 0).left).toBeLessThan(charBox(english, 1).left);
  },
};

/**
 * Right to left, an English hashtag is a left-to-right run with its `#` on the left of the word; the Arabic
 * text reads right to left whatever the page's direction.
 */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { text: 'صباح هادئ على شاطئ الإسكندرية #travel #سفر\nثم فطور بجانب البحر #EgyptTrip' },
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('[data-slot="hashtag-text"]')!;
    await expect(paragraph).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(paragraph).direction).toBe('rtl');
    for (const text of ['#travel', '#EgyptTrip']) {
      const english = hashtag(canvasElement, text);
      await expect(getComputedStyle(english).direction).toBe('ltr');
      await expect(charBox(english, 0).left).toBeLessThan(charBox(english, 1).left);
    }
    const arabic = hashtag(canvasElement, '#سفر');
    await expect(charBox(arabic, 0).left).toBeGreaterThan(charBox(arabic, 1).left);
  },
};

/** A right-to-left text in the English page, its paragraphs each in the direction of their first letter. */
export const MixedDirectionParagraphs: Story = {
  globals: { locale: 'en-US' },
  args: { text: 'استيقظت في الخامسة من أجل هذا المشهد. #سفر\nWorth every minute. #travel' },
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector<HTMLElement>('[data-slot="hashtag-text"]')!;
    await expect(getComputedStyle(paragraph).unicodeBidi).toBe('plaintext');
    const box = paragraph.getBoundingClientRect();
    // The Arabic line starts at the right edge, the English one at the left.
    await expect(box.right - charBox(paragraph, 0).right).toBeLessThan(2);
    const english = [...paragraph.childNodes].find((node) => node.textContent?.startsWith('\nWorth'))!;
    const range = document.createRange();
    range.setStart(english, 1);
    range.setEnd(english, 2);
    await expect(range.getBoundingClientRect().left - box.left).toBeLessThan(2);
  },
};
