import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { compactDiff } from '@creator/forms/rules/text-diff';
import { localized } from '../../lib/story-intl';
import { messages } from './messages';
import { TextDiff } from './text-diff';

const english = compactDiff(
  'Woke up at five for this. Worth every minute.\n#travel #bali',
  'Woke up at six for this view. Worth every minute!\n\n#travel #bali #sunrise',
);

const meta = {
  title: 'Patterns/Machine-generated tasks/TextDiff',
  component: TextDiff,
  tags: ['autodocs'],
  args: english,
} satisfies Meta<typeof TextDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The creator swapped a word, added some and a line break: each edit marked, the counts on top. */
export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const removed = [...canvasElement.querySelectorAll('del')].map((node) => node.textContent);
    const added = [...canvasElement.querySelectorAll('ins')].map((node) => node.textContent);
    await expect(removed).toEqual(['five', '.']);
    await expect(added).toEqual(['six', ' view', '!', `¶${localized(messages.lineBreak)}\n`, ' #sunrise']);
    await expect(canvas.getByText('six')).toHaveClass('underline');
    await expect(canvas.getByText('five')).toHaveClass('line-through');
    const summary = localized(messages.summaryLabel, {
      added: 19,
      removed: 5,
      addedShown: '19',
      removedShown: '5',
    });
    await expect(canvas.getByText(summary)).toHaveClass('sr-only');
  },
};

/** Chinese has no spaces: the edits still cover whole words (明天 for 今天), not single characters. */
export const Chinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: compactDiff(
    '我们今天去公园散步，心情很好。\n#周末',
    '我们明天去公园跑步，心情非常好。\n#周末 #公园',
    { locale: 'zh-Hans-CN' },
  ),
};

/** Right to left: the text keeps its own direction, the counts stay left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar-EG' },
  args: compactDiff(
    'استيقظت في الخامسة من أجل هذا المشهد. يستحق كل دقيقة.\n#سفر',
    'استيقظت في السادسة من أجل هذا المشهد الجميل. يستحق كل دقيقة!\n#سفر #بالي',
    { locale: 'ar-EG' },
  ),
};

const opening =
  'Jakarta in the rainy season is a different city. The streets empty out by four, the cafés fill up, and the museums that nobody visits in August suddenly have queues at the door.';
const closing =
  'Bring an umbrella that folds small, shoes you do not mind getting wet, and enough patience for the traffic on the way back, because everyone else had the same idea.\n#jakarta #museum #rainyday';

/** A long post with one edit in the middle: the unchanged runs are cut to their edges. */
export const LongTextWithGaps: Story = {
  args: compactDiff(
    `${opening}\n\nThe National Museum is the obvious first stop.\n\n${closing}`,
    `${opening}\n\nThe National Museum is the best first stop, and it opens at eight.\n\n${closing}`,
  ),
  play: async ({ canvasElement }) => {
    const gaps = canvasElement.querySelectorAll('[data-slot="text-diff-gap"]');
    await expect(gaps).toHaveLength(2);
    await expect(within(gaps[0] as HTMLElement).getByText(localized(messages.gap))).toBeInTheDocument();
  },
};

/** The creator has not changed the generated text yet. */
export const NoChanges: Story = {
  args: compactDiff('Same text as generated. #travel', 'Same text as generated. #travel'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(localized(messages.empty))).toBeVisible();
  },
};

/** The body of the diff, which carries the direction of the text. */
const body = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="text-diff-body"]')!;

/**
 * Right to left, an English edit reads left to right, even when it opens with an addition whose hidden label
 * ("أُضيف:") is Arabic: the labels are isolated and never decide the direction.
 */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: compactDiff(
    'at five for this. Worth every minute.\n#travel',
    'Woke up at six for this view. Worth every minute!\n#travel #سفر',
  ),
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement)).toHaveAttribute('dir', 'auto');
    await expect(canvasElement.querySelector('ins')?.textContent).toBe('Woke up ');
    await expect(getComputedStyle(body(canvasElement)).direction).toBe('ltr');
  },
};

/** Left to right, an Arabic edit that opens with an addition reads right to left. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: compactDiff(
    'في الخامسة من أجل هذا المشهد. يستحق كل دقيقة.\n#سفر',
    'استيقظت في السادسة من أجل هذا المشهد الجميل. يستحق كل دقيقة!\n#سفر #travel',
    { locale: 'ar-EG' },
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ins')?.textContent).toMatch(/^استيقظت/u);
    await expect(getComputedStyle(body(canvasElement)).direction).toBe('rtl');
  },
};
