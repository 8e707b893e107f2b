import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import {
  scrollableByKeyboard,
  SHEET_ACTIONS,
  SHEET_HEIGHT,
  SHEET_PANEL,
  useKeyboardInset,
} from '../dialog/sheet';
import { messages } from './messages';

export type ConfirmDialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (rendered as is). */
  trigger?: ReactNode;
  /**
   * Shown as given, in the direction of the UI. A user's or the server's text inside a sentence of the UI goes in
   * isolated, so that an English title keeps its order in the Arabic sentence and the other way round:
   * `formatMessage(messages.deleteTitle, { title: <bdi>{item.title}</bdi> })`. Text that is the user's or the
   * server's as a whole goes in an element of its own with `dir="auto"`.
   */
  title: ReactNode;
  /** Shown as given; the user's or the server's text in it goes in isolated, as for `title`. */
  description?: ReactNode;
  /** Extra content under the description. */
  children?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** `danger` paints the confirm button red (deleting, giving up). */
  tone?: 'default' | 'danger';
  /** Keeps the dialog open with a busy confirm button while the caller works. */
  loading?: boolean;
  onConfirm?: () => void;
  onCancel?: () => void;
  /** Hides the cancel button: a notice the user can only acknowledge. */
  hideCancel?: boolean;
  /**
   * Where the focus goes on closing when the element that had it before is gone (the row whose delete it
   * confirmed, say); without it the focus would fall to the page's body.
   */
  returnFocus?: () => HTMLElement | null | undefined;
  className?: string;
};

/**
 * A question that needs an answer before anything else (Radix alert dialog): it does not close on
 * an outside click, and focus starts on the cancel button so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  loading = false,
  onConfirm,
  onCancel,
  hideCancel = false,
  returnFocus,
  className,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const keyboard = useKeyboardInset();
  // Without a trigger (a question the app asks, such as leaving a page), closing returns the focus to where it
  // was when the dialog opened; Radix would return it to the missing trigger, which leaves it on the page body.
  const focusedBefore = useRef<HTMLElement | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const confirm = (
    <Button
      ref={confirmButton}
      data-slot="confirm-dialog-confirm"
      variant={tone === 'danger' ? 'danger' : 'primary'}
      loading={loading}
      onClick={onConfirm}
    >
      {confirmLabel ?? intl.formatMessage(messages.confirm)}
    </Button>
  );
  return (
    <AlertDialog.Root
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay
          data-slot="confirm-dialog-overlay"
          className="fixed inset-0 z-50 bg-surface-overlay data-[state=open]:animate-[ui-fade-in_150ms_ease-out]"
        />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            focusedBefore.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // Radix focuses the cancel button; a dialog without one focuses its only answer.
            if (!hideCancel) return;
            event.preventDefault();
            confirmButton.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            const back = focusedBefore.current?.isConnected ? focusedBefore.current : returnFocus?.();
            if (!back) return;
            event.preventDefault();
            back.focus();
          }}
          data-slot="confirm-dialog"
          data-tone={tone}
          className={cn(
            SHEET_PANEL,
            SHEET_HEIGHT.sheet,
            'w-full sm:w-[calc(100vw-2rem)] sm:max-w-md',
            className,
          )}
          style={keyboard}
        >
          {/* The question scrolls when it is long; the answers stay in view under it. */}
          <div
            ref={scrollableByKeyboard}
            data-slot="confirm-dialog-body"
            className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 pt-6 pb-4 focus-visible:-outline-offset-2 sm:p-6"
          >
            <AlertDialog.Title data-slot="confirm-dialog-title" className="text-lg font-semibold break-words">
              {title}
            </AlertDialog.Title>
            {description ? (
              <AlertDialog.Description
                data-slot="confirm-dialog-description"
                className="text-sm break-words text-ink-muted"
              >
                {description}
              </AlertDialog.Description>
            ) : null}
            {children}
          </div>
          <div data-slot="confirm-dialog-footer" className={cn(SHEET_ACTIONS, 'px-4 pb-4 sm:px-6 sm:pb-6')}>
            {hideCancel ? null : (
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" onClick={onCancel} disabled={loading}>
                  {cancelLabel ?? intl.formatMessage(messages.cancel)}
                </Button>
              </AlertDialog.Cancel>
            )}
            {open === undefined ? (
              <AlertDialog.Action asChild>{confirm}</AlertDialog.Action>
            ) : (
              // A controlled caller closes the dialog itself, after its request succeeds say.
              confirm
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
