import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { toast, Toaster } from './toaster';

type DemoProps = { success: string; error: string; warning: string };

function ToastDemo({ success, error, warning }: DemoProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => toast.success(success)}>Success</Button>
      <Button variant="danger" onClick={() => toast.error(error)}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => toast.warn(warning)}>
        Warning
      </Button>
      {/* Expanded so a screenshot shows every toast, not a stack. */}
      <Toaster expand />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="min-h-64 p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    success: 'Deletion succeeded',
    error: 'Slow network. Please try again later',
    warning: 'The article has been deleted. Do not operate it again.',
  },
  // Toasts leave the page before the next story; nothing lingers between screenshots.
  beforeEach: () => () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    await expect(await screen.findByText('Deletion succeeded')).toBeInTheDocument();
  },
};

export const Error: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    await expect(await screen.findByText('Slow network. Please try again later')).toBeInTheDocument();
  },
};

export const Warning: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Warning' }));
    await expect(await screen.findByText(/has been deleted/)).toBeInTheDocument();
  },
};

/** Several at once stack in the one region. */
export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(await screen.findByText('Deletion succeeded')).toBeInTheDocument();
    await expect(await screen.findByText('Slow network. Please try again later')).toBeInTheDocument();
  },
};

export const Multilingual: Story = {
  args: {
    success: '删除成功',
    error: 'الشبكة بطيئة. يرجى المحاولة لاحقًا',
    warning: 'A very long warning that a server might send back, long enough to wrap onto a second and a third line.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Warning' }));
    await screen.findByText(/A very long warning/);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { success: 'تم الحذف بنجاح', error: 'الشبكة بطيئة. يرجى المحاولة لاحقًا', warning: 'تم حذف المقال بالفعل.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    await expect(await screen.findByText('تم الحذف بنجاح')).toBeInTheDocument();
  },
};
