import type { Meta, StoryObj } from '@storybook/react-vite';
import BellOff from 'lucide-react/icons/bell-off';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { PHONE_VIEWPORT, STORY_VIEWPORTS, expectFitsThePhone } from '../../lib/story-viewports';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';
import { messages } from './messages';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: { viewport: { options: STORY_VIEWPORTS } },
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

/** The action as a plain text link (the preview's "Go to content management"): a target at least 24 px high. */
const contentLink = (
  <a href="/content" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
    Go to content management
  </a>
);

export const LinkAction: Story = {
  args: {
    title: 'This content does not exist or was deleted',
    description: 'Check the address, or find it in content management.',
    action: contentLink,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Go to content management' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

/** A 360 px phone: a long title and text wrap, the button stays whole. */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  args: {
    title: 'Belum ada postingan singkat di akun kreator Anda untuk saat ini',
    description: 'Bagikan gambar dan beberapa kata dengan pembaca Anda. '.repeat(2),
    action: <Button>Buat postingan singkat</Button>,
  },
  play: async () => {
    await expectFitsThePhone();
  },
};

/** The same right to left, with a link as its action. */
export const PhoneRightToLeft: Story = {
  tags: ['viewport-narrow'],
  globals: { ...PHONE_VIEWPORT, locale: 'ar-EG' },
  args: {
    title: 'هذا المحتوى غير موجود أو تم حذفه',
    action: (
      <a href="/content" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        الانتقال إلى إدارة المحتوى
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link').getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(24);
    await expectFitsThePhone();
  },
};
