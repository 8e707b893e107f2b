import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { expectOwnDirection } from '../../lib/story-direction';
import { Button } from '../button/button';
import { Alert } from './alert';
import { messages } from './messages';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { tone: 'info', title: 'Nickname under review', children: 'Review takes about 3 working days.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Nickname under review');
  },
};
export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Password changed',
    children: 'Use the new password next time you sign in.',
  },
};
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Editing is limited',
    children: 'A published post can be edited 3 times, within 7 days.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};
export const Error: Story = {
  args: { tone: 'error', title: 'Could not load your account', children: undefined },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: localized(messages.dismiss) }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const WithAction: Story = {
  args: {
    tone: 'error',
    title: 'Request error, please retry.',
    children: undefined,
    action: <Button size="sm">Retry</Button>,
  },
};

export const Multilingual: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-3">
      <Alert title="昵称审核中">审核大约需要 3 个工作日。</Alert>
      <Alert tone="warning" title="التعديل محدود">
        يمكن تعديل المنشور ثلاث مرات خلال سبعة أيام من نشره.
      </Alert>
      <Alert
        tone="error"
        title="A very long title that a translation produced and that must wrap across lines"
        onDismiss={() => {}}
      >
        {'And a long explanation that goes on and on. '.repeat(5)}
      </Alert>
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    title: 'الاسم المستعار قيد المراجعة',
    children: 'تستغرق المراجعة نحو ثلاثة أيام عمل.',
    onDismiss: fn(),
  },
};

/** A message in its own direction: `dir="auto"` on its element, and the direction that follows from its text. */
/** The server's English sentence in the Arabic page: left to right, its full stop at its right end. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: {
    tone: 'error',
    title: 'Request failed.',
    children: 'Slow network. Please try again later.',
    onDismiss: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOwnDirection(canvas.getByText('Request failed.'), 'ltr');
    await expectOwnDirection(canvas.getByText('Slow network. Please try again later.'), 'ltr');
  },
};

/** An Arabic message in the English page: right to left. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { tone: 'warning', title: 'التعديل محدود.', children: 'الشبكة بطيئة. يرجى المحاولة لاحقًا.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOwnDirection(canvas.getByText('التعديل محدود.'), 'rtl');
    await expectOwnDirection(canvas.getByText('الشبكة بطيئة. يرجى المحاولة لاحقًا.'), 'rtl');
  },
};
