import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    defaultOpen: true,
    title: 'Delete this post?',
    description: 'Editing or deleting published content may affect its recommendation.',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    trigger: <Button variant="secondary">Delete</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    await expect(dialog).toHaveAccessibleDescription(/may affect its recommendation/);
    // Focus starts on Cancel, so Enter never confirms by accident.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const Danger: Story = { args: { tone: 'danger', confirmLabel: 'Delete' } };

export const ConfirmCloses: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
  },
};

export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
  },
};

/** Controlled and busy: the caller keeps it open while its request runs. */
export const Loading: Story = {
  args: { open: true, loading: true, tone: 'danger', confirmLabel: 'Delete' },
  play: async () => {
    const confirm = await screen.findByRole('button', { name: /Delete/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Multilingual: Story = {
  args: {
    title: '确定删除这篇文章吗？删除后将无法恢复，并且相关的所有数据都会一并清除。',
    description: 'قد يؤثر تعديل المحتوى المنشور أو حذفه على التوصية به. '.repeat(3),
    confirmLabel: 'A very long confirm label from a translation',
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { title: 'حذف هذا المنشور؟', description: 'قد يؤثر تعديل المحتوى المنشور أو حذفه على التوصية به.', tone: 'danger' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  },
};
