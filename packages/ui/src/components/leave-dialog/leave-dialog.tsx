import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { messages } from './messages';

export type LeaveDialogProps = {
  open: boolean;
  /** Stay on the page (also Escape and closing the dialog). */
  onStay: () => void;
  /** Leave and lose what was not saved. */
  onLeave: () => void;
  title?: ReactNode;
  description?: ReactNode;
  stayLabel?: ReactNode;
  leaveLabel?: ReactNode;
};

/**
 * Asks before leaving a page with unsaved changes. Staying is the safe answer, so it has the focus
 * and Escape means stay.
 */
export function LeaveDialog({
  open,
  onStay,
  onLeave,
  title,
  description,
  stayLabel,
  leaveLabel,
}: LeaveDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title={title ?? intl.formatMessage(messages.title)}
      description={description ?? intl.formatMessage(messages.description)}
      cancelLabel={stayLabel ?? intl.formatMessage(messages.stay)}
      confirmLabel={leaveLabel ?? intl.formatMessage(messages.leave)}
      tone="danger"
      onConfirm={onLeave}
    />
  );
}
