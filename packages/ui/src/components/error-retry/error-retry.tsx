import CloudOff from 'lucide-react/icons/cloud-off';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { messages } from './messages';

export type ErrorRetryProps = Omit<ComponentProps<'div'>, 'title'> & {
  onRetry: () => void;
  /** A retry is running: the button is busy. */
  retrying?: boolean;
  title?: ReactNode;
  /** What went wrong, e.g. the request error's message. */
  description?: ReactNode;
  retryLabel?: ReactNode;
  /** `page` fills the content area (the layout when access cannot load); `inline` sits in a panel. */
  variant?: 'page' | 'inline';
};

/** Something failed to load: says so and offers to try again. */
export function ErrorRetry({
  onRetry,
  retrying = false,
  title,
  description,
  retryLabel,
  variant = 'inline',
  className,
  ...props
}: ErrorRetryProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="error-retry"
      data-variant={variant}
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-center',
        variant === 'page'
          ? 'min-h-[60vh] px-6 py-16'
          : 'rounded-md border border-line bg-surface px-6 py-10',
        className,
      )}
      {...props}
    >
      <CloudOff
        aria-hidden="true"
        className={cn('text-ink-subtle', variant === 'page' ? 'size-16' : 'size-10')}
        strokeWidth={1.25}
      />
      {/* The description is often the server's message: each line in its own direction. */}
      <p
        data-slot="error-retry-title"
        dir="auto"
        className="max-w-lg text-base font-medium break-words text-ink"
      >
        {title ?? intl.formatMessage(messages.title)}
      </p>
      {description ? (
        <p
          data-slot="error-retry-description"
          dir="auto"
          className="max-w-lg text-sm break-words text-ink-muted"
        >
          {description}
        </p>
      ) : null}
      <Button variant="secondary" onClick={onRetry} loading={retrying} className="mt-1">
        {retrying ? null : <RefreshCw aria-hidden="true" className="size-4" />}
        {retryLabel ?? intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
