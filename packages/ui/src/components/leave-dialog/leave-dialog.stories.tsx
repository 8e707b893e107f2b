import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { PHONE_VIEWPORT, STORY_VIEWPORTS } from '../../lib/story-viewports';
import { Button } from '../button/button';
import { expectASheet } from '../dialog/sheet-story';
import { LeaveDialog, type LeaveDialogProps } from './leave-dialog';
import { messages } from './messages';

function Stateful(args: LeaveDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Back to list
      </Button>
      <LeaveDialog
        {...args}
        open={open}
        onStay={() => {
          setOpen(false);
          args.onStay();
        }}
        onLeave={() => {
          setOpen(false);
          args.onLeave();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/LeaveDialog',
  component: LeaveDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  args: { open: true, onStay: fn(), onLeave: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof LeaveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: localized(messages.title) });
    await expect(dialog).toHaveAccessibleDescription(localized(messages.description));
    await waitFor(() => expect(screen.getByRole('button', { name: localized(messages.stay) })).toHaveFocus());
  },
};

export const EscapeStays: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await expect(args.onLeave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Back to list' }));
    await screen.findByRole('alertdialog');
  },
};

export const Leave: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: localized(messages.leave) }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Back to list' }));
    await screen.findByRole('alertdialog');
  },
};

export const Multilingual: Story = {
  args: {
    title: '确定离开此页面吗？',
    description:
      'لم يتم حفظ تغييراتك وستفقدها. And a very long English sentence that a translation might add to explain more.',
  },
  play: async () => {
    await screen.findByRole('alertdialog');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar-EG' },
  play: async () => {
    await screen.findByRole('alertdialog', { name: localized(messages.title) });
  },
};

/** A 360 px phone: a sheet, staying first in the reading order and holding the focus. */
export const Phone: Story = {
  tags: ['viewport-narrow'],
  globals: PHONE_VIEWPORT,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: localized(messages.title) });
    await waitFor(() => expect(screen.getByRole('button', { name: localized(messages.stay) })).toHaveFocus());
    await expectASheet(dialog);
  },
};
