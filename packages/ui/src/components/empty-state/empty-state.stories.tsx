import type { Meta, StoryObj } from '@storybook/react-vite';
import BellOff from 'lucide-react/icons/bell-off';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';
import { messages } from './messages';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(localized(messages.title))).toBeInTheDocument();
  },
};

const onCreate = fn();

export const WithAction: Story = {
  args: {
    title: 'No short posts yet',
    description: 'Share a picture and a few words with your readers.',
    action: <Button onClick={onCreate}>Create a short post</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create a short post' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const CustomIcon: Story = { args: { icon: <BellOff />, title: 'No notices' } };

export const Multilingual: Story = {
  render: () => (
    <div className="grid gap-4 md:grid-cols-3">
      <EmptyState title="暂无短图文" action={<Button>发布短图文</Button>} />
      <EmptyState title="لا توجد مقالات بعد" action={<Button>إنشاء مقال</Button>} />
      <EmptyState
        title="A very long empty-state title that a translation produced and that must wrap nicely"
        description={'And a description that goes on. '.repeat(5)}
      />
    </div>
  ),
};

export const RightToLeft: Story = { globals: { locale: 'ar-EG' } };
