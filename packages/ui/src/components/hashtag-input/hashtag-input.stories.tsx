import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { articleHashtagRule } from '@creator/forms/rules/article-hashtag';
import { HashtagInput } from './hashtag-input';

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
  title: 'Creation/HashtagInput',
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

/** Six is the most: the field stops taking text and says why. */
export const Full: Story = {
  args: { value: ['travel', 'food', 'bali', 'jakarta', 'beach', 'coffee'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('6/6')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('You can add up to 6 hashtags.');
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
