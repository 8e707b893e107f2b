import type { ConfirmedAction } from '@creator/api/react/confirmed-action';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LazyConfirmDialog } from './lazy-confirm-dialog';

/** The question a list asks before an action (delete, give up): its words, and its tone. */
export interface ActionQuestion {
  title: MessageDescriptor;
  description: MessageDescriptor;
  confirmLabel: MessageDescriptor;
  /** `danger` paints the confirm button red (an action that cannot be undone). */
  tone?: 'default' | 'danger';
}

interface Props<T> {
  /** The flow of useConfirmedAction: what is asked about, busy, where the focus goes. */
  action: ConfirmedAction<T>;
  question: ActionQuestion;
  /** Fetch the dialog already, while the item is checked before the question. */
  load?: boolean;
}

/** The dialog of a confirmed action: open while it asks, busy while it runs, closed only when it may. */
export function ConfirmedActionDialog<T>({ action, question, load }: Props<T>) {
  const intl = useIntl();
  return (
    <LazyConfirmDialog
      load={load}
      open={action.asking !== undefined}
      onOpenChange={(open) => !open && action.dismiss()}
      tone={question.tone}
      title={intl.formatMessage(question.title)}
      description={intl.formatMessage(question.description)}
      confirmLabel={intl.formatMessage(question.confirmLabel)}
      loading={action.busy}
      returnFocus={action.returnFocus}
      onConfirm={() => void action.confirm()}
    />
  );
}
