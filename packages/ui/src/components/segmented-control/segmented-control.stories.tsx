import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectFitsThePhone, PHONE_VIEWPORT, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { SegmentedControl, type SegmentedControlProps } from './segmented-control';

type View = 'write' | 'preview';

/** A caller's state around the control, as a page holds it. */
function Stateful(
  props: Omit<SegmentedControlProps<View>, 'value' | 'onValueChange'> & { onChange: (value: View) => void },
) {
  const { onChange, ...rest } = props;
  const [value, setValue] = useState<View>('write');
  return (
    <SegmentedControl
      {...rest}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/SegmentedControl',
  component: Stateful,
  tags: ['autodocs'],
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  args: {
    label: 'Composer view',
    options: [
      { value: 'write', label: 'Write' },
      { value: 'preview', label: 'Preview' },
    ],
    onChange: fn(),
    className: 'max-w-sm',
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first view chosen; a tap on another chooses it and tells the page. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Composer view' });
    await expect(within(group).getByRole('button', { name: 'Write' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Preview' }));
    await expect(within(group).getByRole('button', { name: 'Preview' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(group).getByRole('button', { name: 'Write' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(args.onChange).toHaveBeenCalledWith('preview');
  },
};

/** Right to left: the first view at the right. */
export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button');
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
  },
  args: {
    label: 'عرض المحرر',
    options: [
      { value: 'write', label: 'الكتابة' },
      { value: 'preview', label: 'المعاينة' },
    ],
  },
};

/** On a 360 px phone: the whole width, each view a 44 px target. */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  args: { className: 'm-4' },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button'))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expectFitsThePhone();
  },
};
