import CloudOff from 'lucide-react/icons/cloud-off';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatDateTime, type DateFormatOptions } from '../../lib/format-date';
import { messages } from './messages';

export type OfflineNoticeProps = Omit<ComponentProps<'div'>, 'title' | 'children'> & {
  /** The browser is offline (`useOnline()` of `@creator/api/react/online`, negated); online, nothing is drawn. */
  offline: boolean;
  /** Replaces the default title, "You are offline". */
  title?: ReactNode;
  /** Replaces the default text, which says that typing is kept and sending waits for the network. */
  text?: ReactNode;
  /**
   * When what the page shows was answered (Unix seconds), if it was kept from before: the bar says "last seen at"
   * that time, so that an old answer is never taken for a fresh one (`useLastSeen` of `@creator/api`).
   */
  lastSeen?: number;
  /** The zone of `lastSeen`'s time (stories and tests pin it); the browser's by default. */
  timeZone?: DateFormatOptions['timeZone'];
};

/** A slim bar across the page while the browser is offline, announced politely. */
export function OfflineNotice({
  offline,
  title,
  text,
  lastSeen,
  timeZone,
  className,
  ...props
}: OfflineNoticeProps) {
  const intl = useIntl();
  if (!offline) return null;
  return (
    <div
      data-slot="offline-notice"
      data-state="offline"
      role="status"
      aria-live="polite"
      className={cn(
        'flex w-full items-start gap-2 border-b border-warning-500/50 bg-warning-50 px-4 py-2 text-sm text-ink',
        className,
      )}
      {...props}
    >
      <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning-700" />
      <p className="flex min-w-0 flex-1 flex-wrap gap-x-2 break-words">
        <span data-slot="offline-notice-title" className="font-medium">
          {title ?? intl.formatMessage(messages.title)}
        </span>{' '}
        <span data-slot="offline-notice-text" className="min-w-0 text-ink-muted">
          {text ?? intl.formatMessage(messages.text)}
        </span>
        {lastSeen !== undefined ? (
          <span data-slot="offline-notice-last-seen" className="min-w-0 text-ink">
            {intl.formatMessage(messages.lastSeen, {
              // An isolate (LRI … PDI): the date and the time read left to right, date first, in an Arabic line.
              time: `\u2066${formatDateTime(lastSeen, intl.locale, { timeZone })}\u2069`,
            })}
          </span>
        ) : null}
      </p>
    </div>
  );
}
