import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import X from 'lucide-react/icons/x';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import { cn } from '../../lib/cn';
import { messages } from './messages';

export type NotificationTone = 'info' | 'success' | 'warning' | 'error';

export type NotificationProps = Omit<ComponentProps<'div'>, 'title'> & {
  tone?: NotificationTone;
  title: ReactNode;
  /** The body text (a server message, say). */
  description?: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
};

const tones = {
  info: { icon: Info, className: 'text-brand-600' },
  success: { icon: CircleCheck, className: 'text-success-700' },
  warning: { icon: TriangleAlert, className: 'text-warning-700' },
  error: { icon: CircleAlert, className: 'text-danger-600' },
} as const;

/**
 * The card of the "notification" display mode: a title and a text that stay until dismissed, in
 * the top corner — unlike a toast, a single line that fades away.
 */
export function Notification({
  tone = 'info',
  title,
  description,
  onDismiss,
  dismissLabel,
  className,
  ...props
}: NotificationProps) {
  const intl = useIntl();
  const Icon = tones[tone].icon;
  return (
    <div
      data-slot="notification"
      data-tone={tone}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cn(
        'flex w-full max-w-sm items-start gap-3 rounded-md border border-line bg-surface-raised p-4 text-sm text-ink shadow-overlay',
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', tones[tone].className)} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {/* A server's message keeps its own direction (an English sentence ends at its right in Arabic). */}
        <p data-slot="notification-title" dir="auto" className="font-medium break-words">
          {title}
        </p>
        {description ? (
          <p data-slot="notification-description" dir="auto" className="break-words text-ink-muted">
            {description}
          </p>
        ) : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          data-slot="notification-dismiss"
          aria-label={dismissLabel ?? intl.formatMessage(messages.dismiss)}
          onClick={onDismiss}
          className="-me-1 -mt-1 inline-flex size-7 shrink-0 items-center justify-center rounded text-ink-subtle hover:bg-surface-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}

export type NotifyOptions = Pick<NotificationProps, 'tone' | 'title' | 'description' | 'dismissLabel'> & {
  /** Milliseconds before it leaves by itself; stays until dismissed by default. */
  duration?: number;
};

/** Shows a notification through the app's `Toaster`, in the top corner at the end of the line. */
export function notify({ duration = Infinity, ...options }: NotifyOptions): string | number {
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return toast.custom((id) => <Notification {...options} onDismiss={() => toast.dismiss(id)} />, {
    duration,
    position: rtl ? 'top-left' : 'top-right',
    unstyled: true,
  });
}
