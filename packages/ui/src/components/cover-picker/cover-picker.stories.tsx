import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ARTICLE_COVERS_MAX, COVER_MIN_HEIGHT, COVER_MIN_WIDTH } from '@creator/forms/rules/article';
import { labelledPicture } from '../../lib/story-picture';
import { CoverPicker, type CoverCandidate } from './cover-picker';

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
  title: 'Creation/CoverPicker',
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
    await expect(group).toHaveTextContent('No image in the article can be a cover yet');
    await expect(group).toHaveTextContent('at least \u2066640×360\u2069 pixels');
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
      'Cover 1',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Image 3 of 5' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([urls[1], urls[2]]);
    await expect(canvas.getByRole('checkbox', { name: 'Image 3 of 5' })).toHaveAccessibleDescription(
      'Cover 2',
    );
    // Keyboard: Tab reaches the boxes, Space ticks.
    canvas.getByRole('checkbox', { name: 'Image 3 of 5' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Night street food' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([urls[1], urls[2], urls[3]]);
    // Unticking the first moves the others up.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Market stalls' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([urls[2], urls[3]]);
    await expect(canvas.getByRole('checkbox', { name: 'Image 3 of 5' })).toHaveAccessibleDescription(
      'Cover 1',
    );
  },
};

/** Three chosen: the others rest, and say why. */
export const Max: Story = {
  args: { value: [urls[3]!, urls[0]!, urls[4]!] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 of 3 chosen')).toBeVisible();
    const resting = canvas.getByRole('checkbox', { name: 'Market stalls' });
    await expect(resting).toBeDisabled();
    await expect(resting).toHaveAccessibleDescription(/3 covers are chosen, the most an article can have/u);
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
    await expect(first).toHaveAccessibleDescription('الغلاف 2');
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
