import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ARTICLE_COVERS_MAX, COVER_MIN_HEIGHT, COVER_MIN_WIDTH } from '@creator/forms/rules/article';
import { localized } from '../../lib/story-intl';
import { labelledPicture } from '../../lib/story-picture';
import { CoverPicker, type CoverCandidate } from './cover-picker';
import { messages } from './messages';

const picture = (hue: number, label: string) =>
  labelledPicture({ width: 640, height: 360, hue, label, baselinePercent: 60, fontSize: 120 });

const CANDIDATES: CoverCandidate[] = [
  { url: picture(200, 'A'), alt: 'Harbour at dawn' },
  { url: picture(30, 'B'), alt: 'Market stalls' },
  { url: picture(120, 'C') },
  { url: picture(280, 'D'), alt: 'Night street food' },
  { url: picture(0, 'E') },
];
const urls = CANDIDATES.map((candidate) => candidate.url);

/** The name of a candidate without a description of its own ("Image 3 of 5"), in the story's locale. */
const nth = (index: number) =>
  localized(messages.image, { index: String(index), total: String(CANDIDATES.length) });
/** Where a chosen candidate stands ("Cover 2"), in the story's locale. */
const cover = (position: number) => localized(messages.order, { position: String(position) });

/** Holds the choice as the article form does, and still reports every change to the actions panel. */
function Controlled(props: ComponentProps<typeof CoverPicker>) {
  const [value, setValue] = useState<readonly string[]>(props.value);
  return (
    <CoverPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/Creation/CoverPicker',
  component: CoverPicker,
  tags: ['autodocs'],
  args: {
    candidates: CANDIDATES,
    value: [],
    onChange: fn(),
    max: ARTICLE_COVERS_MAX,
    minWidth: COVER_MIN_WIDTH,
    minHeight: COVER_MIN_HEIGHT,
    label: 'Covers',
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoverPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No image of the article qualifies: the rule, with the caller's numbers. */
export const Empty: Story = {
  args: { candidates: [] },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Covers' });
    await expect(group).toHaveTextContent(localized(messages.emptyTitle));
    // The caller's numbers, kept width before height in every direction.
    await expect(group).toHaveTextContent(
      localized(messages.emptyRule, { size: `\u2066${COVER_MIN_WIDTH}×${COVER_MIN_HEIGHT}\u2069` }),
    );
    await expect(within(group).queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** Chosen in order, by pointer or keyboard; each numbered by its place. */
export const SomeCandidates: Story = {
  args: { value: [urls[1]!] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Market stalls' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Market stalls' })).toHaveAccessibleDescription(
      cover(1),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: nth(3) }));
    await expect(args.onChange).toHaveBeenLastCalledWith([urls[1], urls[2]]);
    await expect(canvas.getByRole('checkbox', { name: nth(3) })).toHaveAccessibleDescription(cover(2));
    // Keyboard: Tab reaches the boxes, Space ticks.
    canvas.getByRole('checkbox', { name: nth(3) }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Night street food' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([urls[1], urls[2], urls[3]]);
    // Unticking the first moves the others up.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Market stalls' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([urls[2], urls[3]]);
    await expect(canvas.getByRole('checkbox', { name: nth(3) })).toHaveAccessibleDescription(cover(1));
  },
};

/** Three chosen: the others rest, and say why. */
export const Max: Story = {
  args: { value: [urls[3]!, urls[0]!, urls[4]!] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const maxText = String(args.max);
    await expect(
      canvas.getByText(localized(messages.count, { countText: String(args.value.length), maxText })),
    ).toBeVisible();
    const resting = canvas.getByRole('checkbox', { name: 'Market stalls' });
    await expect(resting).toBeDisabled();
    await expect(resting).toHaveAccessibleDescription(localized(messages.full, { max: args.max, maxText }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Harbour at dawn' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([urls[3], urls[4]]);
    await expect(resting).toBeEnabled();
  },
};

/** Publishing without a cover: the images are marked and the reason is under them. */
export const Invalid: Story = {
  args: { invalid: true, error: 'Choose 1 to 3 covers.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Covers' });
    await expect(group).toHaveAccessibleDescription(/Choose 1 to 3 covers\.$/u);
    await expect(within(group).getAllByRole('checkbox')[0]).toBeInvalid();
  },
};

export const InvalidEmpty: Story = {
  args: { candidates: [], invalid: true, error: 'Choose 1 to 3 covers.' },
};

/** Locked (an article in review): nothing can be chosen. */
export const Disabled: Story = { args: { value: [urls[0]!], disabled: true } };

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { label: 'الأغلفة', value: [urls[2]!, urls[0]!] },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByRole('checkbox', { name: 'Harbour at dawn' });
    await expect(first).toHaveAccessibleDescription(cover(2));
  },
};

export const RightToLeftEmpty: Story = {
  globals: { locale: 'ar-EG' },
  args: { label: 'الأغلفة', candidates: [] },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: { label: '封面', value: [urls[0]!] },
};
