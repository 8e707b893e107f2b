import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from 'sonner';
import { Button } from '../button/button';
import { localized } from '../../lib/story-intl';
import { expectOwnDirection } from '../../lib/story-direction';
import { Toaster } from '../toast/toaster';
import { messages } from './messages';
import { Notification, notify } from './notification';

const meta = {
  title: 'Feedback/Notification',
  component: Notification,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    title: 'Nickname under review',
    description: 'Review takes about 3 working days. We will let you know the result.',
    onDismiss: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof Notification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: localized(messages.dismiss) }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
export const Success: Story = {
  args: { tone: 'success', title: 'Published', description: 'Your post is live.' },
};
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Draft limit reached',
    description: 'Delete a draft before saving a new one.',
  },
};
export const Error: Story = {
  args: { tone: 'error', title: 'Upload failed', description: 'Failed to upload image, please try again.' },
};
export const WithoutDescription: Story = { args: { description: undefined } };

/** Through the app's Toaster: stays in the top corner until dismissed. */
export const ThroughToaster: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="min-h-64 p-4">
      <Button onClick={() => notify({ tone: args.tone, title: args.title, description: args.description })}>
        Notify
      </Button>
      <Toaster />
    </div>
  ),
  beforeEach: () => () => {
    toast.dismiss();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    await expect(await screen.findByText('Nickname under review')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: localized(messages.dismiss) }));
    await waitFor(() => expect(screen.queryByText('Nickname under review')).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify' }));
    await screen.findByText('Nickname under review');
  },
};

export const Multilingual: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Notification
        {...args}
        title="昵称审核中"
        description="审核大约需要 3 个工作日，结果会通过通知告诉你。"
      />
      <Notification
        {...args}
        tone="error"
        title="فشل الرفع"
        description="تعذر رفع الصورة، يرجى المحاولة مرة أخرى."
      />
      <Notification
        {...args}
        tone="warning"
        title="A very long notification title that a translation produced and that wraps"
        description={'A long server message. '.repeat(8)}
      />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { title: 'الاسم المستعار قيد المراجعة', description: 'تستغرق المراجعة نحو ثلاثة أيام عمل.' },
};

/** A message in its own direction: `dir="auto"` on its element, and the direction that follows from its text. */
/** The server's English sentence in the Arabic page: left to right, its full stop at its right end. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { tone: 'error', title: 'فشل الطلب', description: 'Slow network. Please try again later.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOwnDirection(canvas.getByText('فشل الطلب'), 'rtl');
    await expectOwnDirection(canvas.getByText('Slow network. Please try again later.'), 'ltr');
  },
};

/** An Arabic message in the English page: right to left. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { tone: 'error', title: 'Request failed', description: 'الشبكة بطيئة. يرجى المحاولة لاحقًا.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOwnDirection(canvas.getByText('Request failed'), 'ltr');
    await expectOwnDirection(canvas.getByText('الشبكة بطيئة. يرجى المحاولة لاحقًا.'), 'rtl');
  },
};
