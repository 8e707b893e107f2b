import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { articleHashtagRule } from '@creator/forms/rules/article-hashtag';
import { localized } from '../../lib/story-intl';
import { HashtagInput } from './hashtag-input';
import { messages } from './messages';
import { expectOwnDirection } from '../../lib/story-direction';

/** Holds the tags like a form would, and still reports every change to the actions panel. */
function Controlled(props: ComponentProps<typeof HashtagInput>) {
  const [tags, setTags] = useState<string[]>([...props.value]);
  return (
    <div className="max-w-xl">
      <HashtagInput
        {...props}
        value={tags}
        onChange={(next) => {
          setTags(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Patterns/Creation/HashtagInput',
  component: HashtagInput,
  tags: ['autodocs'],
  args: { value: [], onChange: fn(), onReject: fn(), 'aria-label': 'Hashtags', rule: articleHashtagRule },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof HashtagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const chipTexts = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="hashtag-input-chip"]')].map((chip) => chip.textContent);

export const Empty: Story = {};

/** Enter, space, '#' and Tab each commit the typed text as a normalised chip. */
export const CommitKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Hashtags' });
    await userEvent.type(input, 'Travel{Enter}Food Bali#Jakarta');
    await userEvent.keyboard('{Tab}');
    await expect(chipTexts(canvasElement)).toEqual(['travel', 'food', 'bali', 'jakarta']);
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(['travel', 'food', 'bali', 'jakarta']);
    await userEvent.keyboard('{Backspace}');
    await expect(chipTexts(canvasElement)).toEqual(['travel', 'food', 'bali']);
  },
};

export const WithTags: Story = { args: { value: ['travel', 'food', 'indonesia'] } };

/**
 * Each chip's remove button is a 24 × 24 target (the chip's full height, so the chip grows no taller), and
 * removes its tag.
 */
export const RemoveButtons: Story = {
  args: { value: ['travel', 'food', 'indonesia'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const tag of args.value) {
      const remove = canvas.getByRole('button', { name: localized(messages.remove, { tag: `#${tag}` }) });
      const box = remove.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
      await expect(remove.closest('li')!.getBoundingClientRect().height).toBe(box.height);
    }
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.remove, { tag: '#food' }) }));
    await expect(chipTexts(canvasElement)).toEqual(['travel', 'indonesia']);
    await expect(args.onChange).toHaveBeenLastCalledWith(['travel', 'indonesia']);
  },
};

/** Where the # of a chip stands against its text: before it in the tag's own reading direction. */
async function expectHashAtStart(canvasElement: HTMLElement, tag: string, direction: 'ltr' | 'rtl') {
  const chip = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="hashtag-input-tag"]')].find(
    (element) => element.textContent === tag,
  )!;
  await expectOwnDirection(chip, direction);
  const hash = chip.querySelector('svg')!.getBoundingClientRect();
  const text = chip.querySelector('span')!.getBoundingClientRect();
  if (direction === 'ltr') await expect(hash.right).toBeLessThanOrEqual(text.left);
  else await expect(hash.left).toBeGreaterThanOrEqual(text.right);
}

/** Right to left, an English tag reads "#travel", its # on the left; Arabic tags keep theirs on the right. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { value: ['travel', 'سفر', 'EgyptTrip'], 'aria-label': 'الوسوم' },
  play: async ({ canvasElement }) => {
    await expectHashAtStart(canvasElement, 'travel', 'ltr');
    await expectHashAtStart(canvasElement, 'EgyptTrip', 'ltr');
    await expectHashAtStart(canvasElement, 'سفر', 'rtl');
    const input = within(canvasElement).getByRole('textbox', { name: 'الوسوم' });
    await userEvent.type(input, 'Cairo');
    await expectOwnDirection(input, 'ltr');
  },
};

/** Left to right, an Arabic tag reads right to left with its # on the right. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { value: ['سفر', 'القاهرة', 'food'] },
  play: async ({ canvasElement }) => {
    await expectHashAtStart(canvasElement, 'سفر', 'rtl');
    await expectHashAtStart(canvasElement, 'القاهرة', 'rtl');
    await expectHashAtStart(canvasElement, 'food', 'ltr');
  },
};

/** Six is the most: the field stops taking text and says why. */
export const Full: Story = {
  args: { value: ['travel', 'food', 'bali', 'jakarta', 'beach', 'coffee'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(localized(messages.counter, { count: '6', max: '6' }))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(localized(messages.full, { max: '6' }));
    await expect(canvasElement.querySelector('[data-slot="hashtag-input-hint"]')).toBeVisible();
  },
};

/** A hashtag over 30 characters is refused and kept for editing. */
export const TooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Hashtags' });
    await userEvent.type(input, 'thisisaveryveryverylonghashtagindeed{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onReject).toHaveBeenCalledWith('too-long', 'thisisaveryveryverylonghashtagindeed');
  },
};

export const Disabled: Story = { args: { value: ['travel'], disabled: true } };

export const Chinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: { value: ['美食', '旅行', '雅加达'], 'aria-label': '话题' },
};

export const Arabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { value: ['سفر', 'طعام', 'القاهرة'], 'aria-label': 'الوسوم' },
};

/** Thirty-character tags at the width of a narrow column. */
export const LongTags: Story = {
  args: {
    value: [
      'abcdefghijklmnopqrstuvwxyzabcd',
      'indonesiancuisineandstreetfood',
      'القاهرةالقديمةوأسواقهاالشعبية',
    ],
  },
  render: (args) => (
    <div className="w-72">
      <Controlled {...args} />
    </div>
  ),
};
