import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { StatusTag } from './status-tag';

// 2026-03-05 15:04 in Shanghai; stories pin the zone so screenshots never move.
const PUBLISH_DATE = 1_772_694_249;

const meta = {
  title: 'Content/StatusTag',
  component: StatusTag,
  tags: ['autodocs'],
  args: { status: 'published', timeZone: 'Asia/Shanghai' },
  argTypes: {
    status: {
      control: 'select',
      options: [
        'published',
        'pending-review',
        'in-review',
        'unapproved',
        'offline',
        'scheduled',
        'draft',
        'deleted',
      ],
    },
  },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {};

export const PendingReview: Story = { args: { status: 'pending-review' } };

export const InReview: Story = { args: { status: 'in-review' } };

/** Pink like pending review; its publish time opens on hover and focus. */
export const Scheduled: Story = {
  args: { status: 'scheduled', publishDate: PUBLISH_DATE },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Scheduled' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Publishes on 03/05/2026 15:04');
  },
};

/** Red 'unapproved'; the reason opens on keyboard focus as well as on hover. */
export const Unapproved: Story = {
  args: { status: 'unapproved', reason: 'The cover image is blurry and the title repeats the body.' },
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByRole('button', { name: 'Unapproved' });
    await userEvent.hover(tag);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Reason: The cover image is blurry and the title repeats the body.',
    );
  },
};

export const OfflineWithReason: Story = {
  args: { status: 'offline', reason: 'Taken offline by operations after a copyright complaint.' },
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('copyright complaint');
  },
};

/** Without a reason the offline tag is plain text and takes no focus. */
export const OfflineWithoutReason: Story = {
  args: { status: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {(
        [
          'published',
          'pending-review',
          'in-review',
          'scheduled',
          'unapproved',
          'offline',
          'draft',
          'deleted',
        ] as const
      ).map((status) => (
        <StatusTag key={status} {...args} status={status} />
      ))}
    </div>
  ),
};

export const ChineseUnapproved: Story = {
  globals: { locale: 'zh-Hans-CN' },
  args: { status: 'unapproved', reason: '封面图片模糊，标题与正文重复。' },
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('原因：封面图片模糊');
  },
};

export const ArabicScheduled: Story = {
  globals: { locale: 'ar-EG' },
  args: { status: 'scheduled', publishDate: PUBLISH_DATE },
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('03/05/2026 15:04');
  },
};

/** A reason of several sentences wraps inside the tooltip's width. */
export const VeryLongReason: Story = {
  args: {
    status: 'unapproved',
    reason:
      'The article contains unverified medical claims, links to an external shop, repeats the same paragraph three times and uses a cover image that belongs to another publisher; please revise all of these before submitting again.',
  },
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  },
};
