import CloudUpload from 'lucide-react/icons/cloud-upload';
import { useId, useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatDateTime, type DateFormatOptions } from '../../lib/format-date';
import { Button } from '../button/button';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { messages } from './messages';

/** One write waiting on the device: what it is, its title and the start of its text, since when, and a refusal. */
export interface OutboxPanelItem {
  id: string;
  kind: 'post' | 'article' | 'draft' | 'polish';
  /** The creator's title (empty: "Untitled"). */
  title: string;
  /** The start of its text, shown under the title. */
  excerpt?: string;
  /** When it was asked for (Unix seconds). */
  queuedAt: number;
  /** The server's reason, when it refused the write: it then waits for the creator, not for the network. */
  refusal?: string;
}

export type OutboxPanelProps = Omit<ComponentProps<'section'>, 'children'> & {
  items: readonly OutboxPanelItem[];
  /** Takes the item back into its page, to change it (it leaves the panel). */
  onEdit: (id: string) => void;
  /** Drops the item, once the creator confirmed. */
  onCancel: (id: string) => void;
  /** Sends what waits now; no button without it (offline, there is nothing to try). */
  onSendNow?: () => void;
  /** A send is under way. */
  sending?: boolean;
  /** The item whose Edit is under way (it waits for a send first): its button is busy. */
  opening?: string;
  /** The zone of the times (stories and tests pin it); the browser's by default. */
  timeZone?: DateFormatOptions['timeZone'];
};

/**
 * The writes that wait on the device for the network (the outbox): each with its kind, title, the start of its
 * text and since when, or the server's refusal; Edit and Cancel (asked first) on each, and Try now. The heading
 * counts the writes waiting for the network; refused ones wait for the creator, and are told apart.
 */
export function OutboxPanel({
  items,
  onEdit,
  onCancel,
  onSendNow,
  sending = false,
  opening,
  timeZone,
  className,
  ...props
}: OutboxPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const [cancelling, setCancelling] = useState<OutboxPanelItem | null>(null);
  if (items.length === 0) return null;
  // The heading counts what waits for the network; with nothing left but refusals, it says they were not sent.
  const waiting = items.filter((item) => item.refusal === undefined).length;
  const titleOf = (item: OutboxPanelItem) => item.title.trim() || intl.formatMessage(messages.untitled);
  return (
    <section
      data-slot="outbox-panel"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-warning-500/50 bg-warning-50 p-4',
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <CloudUpload aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-700" />
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
          <h2 id={titleId} className="text-base font-semibold text-ink">
            {waiting > 0
              ? intl.formatMessage(messages.title, { count: waiting })
              : intl.formatMessage(messages.refusedTitle, { count: items.length })}
          </h2>
          <p className="text-sm text-ink-muted">
            {intl.formatMessage(waiting > 0 ? messages.text : messages.refusedText)}
          </p>
        </div>
        {onSendNow ? (
          <Button size="sm" variant="secondary" loading={sending} onClick={onSendNow}>
            {intl.formatMessage(messages.sendNow)}
          </Button>
        ) : null}
      </div>
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li
            key={item.id}
            data-slot="outbox-item"
            data-state={item.refusal === undefined ? 'waiting' : 'refused'}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md bg-surface p-3 shadow-card"
          >
            <div className="flex min-w-0 flex-1 basis-56 flex-col gap-0.5">
              <p className="text-xs font-medium text-ink-muted">{intl.formatMessage(messages[item.kind])}</p>
              <p id={`${titleId}-${item.id}`} dir="auto" className="truncate text-sm font-medium text-ink">
                {titleOf(item)}
              </p>
              {item.excerpt ? (
                <p dir="auto" className="line-clamp-2 break-words text-sm text-ink-muted">
                  {item.excerpt}
                </p>
              ) : null}
              {item.refusal === undefined ? (
                <p className="text-xs text-ink-muted">
                  {intl.formatMessage(messages.queuedAt, {
                    // An isolate (LRI … PDI): the date and the time read left to right in an Arabic line.
                    time: `\u2066${formatDateTime(item.queuedAt, intl.locale, { timeZone })}\u2069`,
                  })}
                </p>
              ) : (
                <p className="text-sm break-words text-danger-700">
                  {intl.formatMessage(messages.refused, { reason: `\u2068${item.refusal}\u2069` })}
                </p>
              )}
            </div>
            <div className="flex shrink-0 gap-2">
              <Button
                size="sm"
                variant="secondary"
                aria-describedby={`${titleId}-${item.id}`}
                loading={opening === item.id}
                onClick={() => onEdit(item.id)}
              >
                {intl.formatMessage(messages.edit)}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                tone="danger"
                aria-describedby={`${titleId}-${item.id}`}
                onClick={() => setCancelling(item)}
              >
                {intl.formatMessage(messages.cancel)}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={intl.formatMessage(messages.cancelTitle, {
          title: `\u2068${cancelling ? titleOf(cancelling) : ''}\u2069`,
        })}
        description={intl.formatMessage(messages.cancelText)}
        confirmLabel={intl.formatMessage(messages.cancelConfirm)}
        cancelLabel={intl.formatMessage(messages.cancelKeep)}
        tone="danger"
        onConfirm={() => {
          if (cancelling) onCancel(cancelling.id);
          setCancelling(null);
        }}
        returnFocus={() => document.querySelector<HTMLElement>('[data-slot="outbox-panel"] button')}
      />
    </section>
  );
}
