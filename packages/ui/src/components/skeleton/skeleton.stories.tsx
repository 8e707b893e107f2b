import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: {
    shape: {
      control: 'inline-radio',
      options: ['text', 'circle', 'rect', 'cover', 'heading', 'button', 'avatar', 'icon'],
    },
    width: { control: 'inline-radio', options: ['full', '4/5', '3/5', '1/2', '2/5'] },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { className: 'max-w-sm' } };
export const Paragraph: Story = { args: { lines: 4, className: 'max-w-md' } };
export const Circle: Story = { args: { shape: 'circle' } };
export const Rect: Story = { args: { shape: 'rect', className: 'max-w-xs' } };

/** A list item still loading: cover, title, meta line. */
export const ListItem: Story = {
  render: () => (
    <div className="flex max-w-xl gap-4">
      <Skeleton shape="cover" className="shrink-0" />
      <div className="flex flex-1 flex-col gap-3 py-1">
        <Skeleton width="4/5" />
        <Skeleton width="2/5" />
        <Skeleton width="3/5" className="mt-auto" />
      </div>
    </div>
  ),
};

/** The frame's places (`PageFrameSkeleton`): a heading, a small button, a small avatar, a menu's icon. */
export const FrameParts: Story = {
  render: () => (
    <div className="flex max-w-md items-center gap-3">
      <Skeleton shape="icon" />
      <Skeleton shape="heading" width="2/5" />
      <Skeleton shape="button" />
      <Skeleton shape="avatar" />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  render: () => (
    <div className="flex max-w-md items-center gap-3">
      <Skeleton shape="circle" />
      <Skeleton width="1/2" />
    </div>
  ),
};
