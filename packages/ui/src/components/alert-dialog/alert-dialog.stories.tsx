import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { PHONE_VIEWPORT, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { Button } from '../button/button';
import { messages as confirmMessages } from '../confirm-dialog/messages';
import { expectASheet } from '../dialog/sheet-story';
import { AlertDialog, type AlertDialogProps } from './alert-dialog';
import { messages } from './messages';

const TITLE = 'Draft limit reached';
const MESSAGE = 'You can keep at most 20 drafts. Delete an old draft before saving a new one.';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  args: {
    defaultOpen: true,
    title: TITLE,
    message: MESSAGE,
    onAcknowledge: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The draft-limit modal: title, the server's message and a single button. */
export const DraftLimit: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    await expect(dialog).toHaveAccessibleDescription(MESSAGE);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: localized(messages.acknowledge) })).toHaveFocus(),
    );
    await expect(
      screen.queryByRole('button', { name: localized(confirmMessages.cancel) }),
    ).not.toBeInTheDocument();
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
    await userEvent.click(await screen.findByRole('button', { name: localized(messages.acknowledge) }));
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
    await expect(
      await screen.findByRole('button', { name: localized(messages.acknowledge) }),
    ).toBeInTheDocument();
  },
};

/** The server's message as it is laid out: the element that holds it, and its direction on the screen. */
async function serverMessage(text: string) {
  const dialog = await screen.findByRole('alertdialog');
  await expect(dialog).toHaveAccessibleDescription(text);
  const message = dialog.querySelector<HTMLElement>('[data-slot="alert-dialog-message"]');
  await expect(message).toHaveTextContent(text);
  await expect(message).toHaveAttribute('dir', 'auto');
  return getComputedStyle(message!);
}

/** The server answered in English in the Arabic UI: its message reads left to right. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { title: 'تم بلوغ حد المسودات', message: 'You can keep at most 20 drafts (limit: 20).' },
  play: async ({ args }) => {
    const style = await serverMessage(String(args.message));
    await expect(style.direction).toBe('ltr');
  },
};

/** An Arabic message from the server in the English UI reads right to left. */
export const MixedDirectionArabicInEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { title: TITLE, message: 'يمكنك الاحتفاظ بعشرين مسودة كحد أقصى (الحد: 20).' },
  play: async ({ args }) => {
    const style = await serverMessage(String(args.message));
    await expect(style.direction).toBe('rtl');
  },
};

/** A 360 px phone: a sheet whose one answer spans its width. */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    const answer = within(dialog).getByRole('button', { name: localized(messages.acknowledge) });
    await expectASheet(dialog);
    await expect(answer.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth / 2);
  },
};
