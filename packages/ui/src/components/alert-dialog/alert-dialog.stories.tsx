import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { AlertDialog, type AlertDialogProps } from './alert-dialog';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    defaultOpen: true,
    title: 'Draft limit reached',
    message: 'You can keep at most 20 drafts. Delete an old draft before saving a new one.',
    onAcknowledge: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The draft-limit modal: title, the server's message and a single button. */
export const DraftLimit: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Draft limit reached' });
    await expect(dialog).toHaveAccessibleDescription(/at most 20 drafts/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus());
    await expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  },
};

function Controlled(args: AlertDialogProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Save draft</Button>
      <AlertDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    </>
  );
}

export const AcknowledgeCloses: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Got it' }));
    await expect(args.onAcknowledge).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByRole('alertdialog');
  },
};

export const CustomLabel: Story = { args: { acknowledgeLabel: 'Known' } };

export const Multilingual: Story = {
  args: {
    title: '草稿数量已达上限，请先删除旧的草稿后再保存新的草稿',
    message: 'يمكنك الاحتفاظ بعشرين مسودة كحد أقصى. احذف مسودة قديمة قبل حفظ مسودة جديدة. '.repeat(2),
  },
  play: async () => {
    await screen.findByRole('alertdialog');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  args: { title: 'تم بلوغ حد المسودات', message: 'يمكنك الاحتفاظ بعشرين مسودة كحد أقصى.' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'حسنًا، فهمت' })).toBeInTheDocument();
  },
};
