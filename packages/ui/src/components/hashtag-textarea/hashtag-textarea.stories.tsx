import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findHashtags, hashtagQueryAtCaret } from '@creator/forms/rules/hashtag';
import { localized } from '../../lib/story-intl';
import { messages as textareaMessages } from '../textarea/messages';
import { HashtagTextarea, type HashtagSuggestion } from './hashtag-textarea';
import { messages } from './messages';

const CATALOGUE: HashtagSuggestion[] = [
  { name: 'travel', totalPv: 1_234_567 },
  { name: 'traveltips', totalPv: 45_300 },
  { name: 'trains', totalPv: 999_950 },
  { name: 'traditionalfood', totalPv: 870 },
  { name: '旅行', totalPv: 3_400_000 },
  { name: '旅行攻略', totalPv: 12_000 },
  { name: 'سفر', totalPv: 56_700 },
  { name: 'سفر_وسياحة', totalPv: 2_100 },
];

// A 2 000-character post with 50 hashtags, a line break every five stops: the longest body a short post takes.
const STOPS = Array.from(
  { length: 50 },
  (_, index) => `Stop ${index + 1}: tea, trains, markets. #trip${index + 1}${index % 5 === 4 ? '\n' : ' '}`,
).join('');
const LONG = STOPS + 'And the road goes on and on. '.repeat(3).slice(0, 2000 - STOPS.length);

const marks = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="hashtag-mark"]')].map((mark) => mark.textContent);

/** The marks lie where the text is: the mirror wraps into exactly as many lines as the textarea. */
async function expectMarksInStep(canvasElement: HTMLElement, textarea: HTMLElement) {
  const backdrop = canvasElement.querySelector<HTMLElement>('[data-slot="hashtag-textarea-backdrop"]')!;
  await expect(backdrop.scrollHeight).toBe(textarea.scrollHeight);
  await expect(backdrop.clientWidth).toBe(textarea.clientWidth);
  await waitFor(() => expect(backdrop.scrollTop).toBe(textarea.scrollTop));
}

/** Plays the caller: keeps the text and answers each query from a fixed catalogue, as the API would. */
function Composer(props: ComponentProps<typeof HashtagTextarea>) {
  const [text, setText] = useState(props.value);
  const [query, setQuery] = useState<string | null>(null);
  const suggestions =
    query === null ? [] : CATALOGUE.filter((item) => item.name.startsWith(query)).slice(0, 6);
  return (
    <div className="max-w-xl pb-72">
      <HashtagTextarea
        {...props}
        value={text}
        onChange={(next) => {
          setText(next);
          props.onChange(next);
        }}
        suggestions={props.suggestions.length > 0 ? props.suggestions : suggestions}
        onQueryChange={(next) => {
          setQuery(next);
          props.onQueryChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  // The suggestion list is a chunk of its own: in before the story renders, as on a page that has shown it.
  loaders: [
    async () => {
      await import('./hashtag-suggestions');
      return {};
    },
  ],
  title: 'Patterns/Creation/HashtagTextarea',
  component: HashtagTextarea,
  tags: ['autodocs'],
  args: {
    value: '',
    suggestions: [],
    onChange: fn(),
    onQueryChange: fn(),
    getQuery: hashtagQueryAtCaret,
    findHashtags,
    'aria-label': 'Content',
    rows: 5,
    maxLength: 2000,
    placeholder: 'Share something… use # to add a hashtag',
  },
  render: (args) => <Composer {...args} />,
} satisfies Meta<typeof HashtagTextarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithText: Story = {
  args: { value: 'A slow morning at the market. #travel #jakarta' },
};

/** Hashtags get a brand mark behind them as they are typed; the text itself stays the textarea's own. */
export const Highlighted: Story = {
  args: {
    value: 'Sunrise over the harbour #travel #photography\nThen breakfast by the water. #foodie\n',
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Content' });
    await expect(marks(canvasElement)).toEqual(['#travel', '#photography', '#foodie']);
    await userEvent.type(textarea, 'More soon #home');
    await expect(marks(canvasElement)).toEqual(['#travel', '#photography', '#foodie', '#home']);
    await userEvent.keyboard('{Escape}');
    await expectMarksInStep(canvasElement, textarea);
  },
};

/** Typing after # opens the suggestions; arrows move, Enter takes one. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Content' });
    await userEvent.type(textarea, 'Weekend plans #tra');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('tra');
    await expect(await screen.findAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('option', { name: /trains/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(textarea).toHaveValue('Weekend plans #trains ');
    await expect(args.onChange).toHaveBeenLastCalledWith('Weekend plans #trains ');
  },
};

/** The suggestion list left open for review, the second one active. */
export const SuggestionsOpen: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Content' });
    await userEvent.type(textarea, 'So many ideas #tr');
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox', { name: localized(messages.suggestions) })).toBeVisible();
  },
};

/** While the caller fetches, a screen reader hears that it is looking. */
export const Loading: Story = {
  args: { loading: true },
  render: (args) => (
    <div className="max-w-xl">
      <HashtagTextarea {...args} />
    </div>
  ),
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: { 'aria-label': '内容', placeholder: '分享新鲜事… 输入 # 添加话题' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: '内容' });
    await userEvent.type(textarea, '周末去哪儿 #旅');
    await expect(await screen.findAllByRole('option')).toHaveLength(2);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { 'aria-label': 'المحتوى', placeholder: 'شارك شيئًا… استخدم # لإضافة وسم' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'المحتوى' });
    // Empty, it follows the page: the Arabic placeholder starts on the right.
    await expect(getComputedStyle(textarea).direction).toBe('rtl');
    await userEvent.type(textarea, 'عطلة نهاية الأسبوع #سف');
    await expect(await screen.findAllByRole('option')).toHaveLength(2);
  },
};

/** Chinese text with hashtags marked. */
export const ChineseHighlighted: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: {
    'aria-label': '内容',
    value: '周末去了海边，看日出、吃海鲜。#旅行 #旅行攻略\n下次还想去山里看看 #周末',
  },
  play: async ({ canvasElement }) => {
    await expect(marks(canvasElement)).toEqual(['#旅行', '#旅行攻略', '#周末']);
    await expectMarksInStep(canvasElement, within(canvasElement).getByRole('textbox', { name: '内容' }));
  },
};

/** Right to left: Arabic text with hashtags, the marks under the right words. */
export const ArabicHighlighted: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    'aria-label': 'المحتوى',
    value: 'صباح هادئ على شاطئ الإسكندرية #سفر #سفر_وسياحة\nثم فطور بجانب البحر #مصر',
  },
  play: async ({ canvasElement }) => {
    await expect(marks(canvasElement)).toEqual(['#سفر', '#سفر_وسياحة', '#مصر']);
    await expectMarksInStep(canvasElement, within(canvasElement).getByRole('textbox', { name: 'المحتوى' }));
  },
};

/** 2 000 characters with 50 hashtags, scrolled to the end: the marks scroll with the text. */
export const LongWithHashtags: Story = {
  args: { value: LONG },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole<HTMLTextAreaElement>('textbox', { name: 'Content' });
    await expect(marks(canvasElement)).toHaveLength(50);
    await expect(
      within(canvasElement).getByText(localized(textareaMessages.count, { count: '2000', max: '2000' })),
    ).toBeVisible();
    textarea.scrollTop = textarea.scrollHeight;
    await expectMarksInStep(canvasElement, textarea);
  },
};

export const VeryLongText: Story = {
  args: {
    value:
      'An unusually long post that keeps going to show how the box and its counter behave when a creator writes a real essay into a short post. '.repeat(
        8,
      ) + '#travel #longread',
  },
};

/**
 * Right to left, an English post reads left to right (the textarea and the marks behind it take the direction
 * of the text), and the English suggestions show "#travel" with the # on the left.
 */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    'aria-label': 'المحتوى',
    value: 'A slow morning by the sea in Alexandria #travel #مصر\nThen breakfast by the water #foodie\n',
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'المحتوى' });
    await expect(textarea).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(textarea).direction).toBe('ltr');
    const backdrop = canvasElement.querySelector('[data-slot="hashtag-textarea-backdrop"]')!;
    await expect(backdrop).toHaveAttribute('dir', 'auto');
    await expect(marks(canvasElement)).toEqual(['#travel', '#مصر', '#foodie']);
    await userEvent.type(textarea, 'More soon #tra');
    await expectMarksInStep(canvasElement, textarea);
    const names = await screen.findAllByRole('option');
    const name = names[0]!.querySelector<HTMLElement>('[data-slot="hashtag-suggestion-name"]')!;
    await expect(name).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(name).direction).toBe('ltr');
    // Still at the start of the Arabic list (its right), the views at its end.
    const option = names[0]!.getBoundingClientRect();
    await expect(option.right - name.getBoundingClientRect().right).toBeLessThanOrEqual(12);
  },
};

/** Left to right, an Arabic post reads right to left, its marks under the right words. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { value: 'صباح هادئ على شاطئ الإسكندرية #سفر #travel\nثم فطور بجانب البحر #مصر' },
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: args['aria-label'] });
    await expect(getComputedStyle(textarea).direction).toBe('rtl');
    await expect(marks(canvasElement)).toEqual(['#سفر', '#travel', '#مصر']);
    await expectMarksInStep(canvasElement, textarea);
  },
};
