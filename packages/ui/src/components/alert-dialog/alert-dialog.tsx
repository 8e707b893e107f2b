import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { messages } from './messages';

export type AlertDialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  /**
   * The message to acknowledge, often the server's own words (the draft limit, say): laid out in its own direction
   * (`dir="auto"`), so an English message from the server reads left to right in the Arabic UI.
   */
  message?: ReactNode;
  /** Label of the only button; "Got it" by default. */
  acknowledgeLabel?: ReactNode;
  onAcknowledge?: () => void;
  className?: string;
};

/** A message that needs acknowledging: a title, a text and a single "Got it" button. */
export function AlertDialog({
  acknowledgeLabel,
  message,
  onAcknowledge,
  onOpenChange,
  open,
  ...props
}: AlertDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      {...props}
      {...(open !== undefined ? { open } : {})}
      onOpenChange={onOpenChange}
      description={
        message ? (
          <span data-slot="alert-dialog-message" dir="auto" className="block">
            {message}
          </span>
        ) : undefined
      }
      hideCancel
      confirmLabel={acknowledgeLabel ?? intl.formatMessage(messages.acknowledge)}
      onConfirm={() => {
        onAcknowledge?.();
        // Acknowledging always closes, controlled or not.
        if (open !== undefined) onOpenChange?.(false);
      }}
    />
  );
}
