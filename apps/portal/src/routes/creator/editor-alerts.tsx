import { Alert } from '@creator/ui/alert';
import { AlertDialog } from '@creator/ui/alert-dialog';
import { Button } from '@creator/ui/button';
import { useIntl } from 'react-intl';
import { messages } from './editor-messages';

/**
 * What the editor says above the form: another tab holds the article (edit here instead), and a restored draft
 * that can be undone.
 */
export function EditorAlerts({
  otherTab,
  onTakeOver,
  canUndo,
  onUndo,
}: {
  otherTab: boolean;
  onTakeOver: () => void;
  canUndo: boolean;
  onUndo: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      {otherTab ? (
        <ActionAlert tone="warning" action={intl.formatMessage(messages.takeOver)} onAction={onTakeOver}>
          {intl.formatMessage(messages.otherTab)}
        </ActionAlert>
      ) : null}
      {canUndo ? (
        <ActionAlert tone="info" action={intl.formatMessage(messages.undoRestore)} onAction={onUndo}>
          {intl.formatMessage(messages.restored)}
        </ActionAlert>
      ) : null}
    </>
  );
}

function ActionAlert({
  tone,
  action,
  onAction,
  children,
}: {
  tone: 'warning' | 'info';
  action: string;
  onAction: () => void;
  children: string;
}) {
  return (
    <Alert
      tone={tone}
      action={
        <Button variant="secondary" size="sm" onClick={onAction}>
          {action}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

/** Why a draft could not be saved (the server's draft limit), until the creator has read it. */
export function DraftLimitDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const intl = useIntl();
  if (message === null) return null;
  return (
    <AlertDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(messages.draftFailTitle)}
      message={message}
      acknowledgeLabel={intl.formatMessage(messages.known)}
    />
  );
}
