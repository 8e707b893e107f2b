import { cva } from 'class-variance-authority';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import X from 'lucide-react/icons/x';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

const alertVariants = cva('flex w-full items-start gap-3 rounded-md border p-4 text-sm', {
  variants: {
    tone: {
      info: 'border-brand-200 bg-brand-50 text-ink',
      success: 'border-success-500/40 bg-success-50 text-ink',
      warning: 'border-warning-500/50 bg-warning-50 text-ink',
      error: 'border-danger-500/40 bg-danger-50 text-ink',
    },
  },
  defaultVariants: { tone: 'info' },
});

const icons = {
  info: { Icon: Info, className: 'text-brand-700' },
  success: { Icon: CircleCheck, className: 'text-success-700' },
  warning: { Icon: TriangleAlert, className: 'text-warning-700' },
  error: { Icon: CircleAlert, className: 'text-danger-700' },
} as const;

export type AlertTone = keyof typeof icons;

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> & {
  tone?: AlertTone;
  title?: ReactNode;
  /** Buttons or links at the end of the alert. */
  action?: ReactNode;
  /** Shows a dismiss button. */
  onDismiss?: () => void;
  dismissLabel?: string;
};

/**
 * A message in the page flow. Errors and warnings are announced at once (role alert); info and
 * success politely (role status).
 */
export function Alert({
  tone = 'info',
  title,
  action,
  onDismiss,
  dismissLabel,
  className,
  children,
  ...props
}: AlertProps) {
  const intl = useIntl();
  const { Icon, className: iconClass } = icons[tone];
  return (
    <div
      data-slot="alert"
      data-tone={tone}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconClass)} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title ? (
          // The title and the text may be the server's: each in its own direction (dir="auto").
          <p data-slot="alert-title" dir="auto" className="font-medium break-words">
            {title}
          </p>
        ) : null}
        {children ? (
          <div data-slot="alert-description" dir="auto" className="break-words text-ink-muted">
            {children}
          </div>
        ) : null}
        {action ? (
          <div data-slot="alert-action" className="mt-2 flex flex-wrap gap-2">
            {action}
          </div>
        ) : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          data-slot="alert-dismiss"
          aria-label={dismissLabel ?? intl.formatMessage(messages.dismiss)}
          onClick={onDismiss}
          className="-me-1 -mt-1 inline-flex size-7 shrink-0 items-center justify-center rounded text-ink-muted hover:bg-surface/60 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
