import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

const spinnerVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-current border-e-transparent',
  {
    variants: {
      size: {
        sm: 'size-4 border-2',
        md: 'size-6 border-2',
        lg: 'size-10 border-[3px]',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** Accessible name (and visible text with `showLabel`); defaults to "Loading". */
    label?: string;
    showLabel?: boolean;
    /** Centres the spinner in the space it is given (a page or panel still loading). */
    block?: boolean;
  };

/**
 * The spinner's turning circle alone, hidden from assistive technology: for a control that says it is busy in
 * words of its own (a status elsewhere, its label).
 */
export function SpinnerCircle({
  size,
  className,
}: VariantProps<typeof spinnerVariants> & { className?: string }) {
  return (
    <span
      data-slot="spinner-circle"
      aria-hidden="true"
      className={cn(spinnerVariants({ size }), className)}
    />
  );
}

/** A busy indicator announced as a status. */
export function Spinner({
  size,
  label,
  showLabel = false,
  block = false,
  className,
  ...props
}: SpinnerProps) {
  const intl = useIntl();
  const name = label ?? intl.formatMessage(messages.loading);
  return (
    <div
      data-slot="spinner"
      data-size={size ?? 'md'}
      role="status"
      aria-label={showLabel ? undefined : name}
      className={cn(
        'items-center gap-2 text-brand-600',
        block ? 'flex min-h-32 w-full flex-col justify-center' : 'inline-flex',
        className,
      )}
      {...props}
    >
      <SpinnerCircle size={size} />
      {showLabel ? (
        <span data-slot="spinner-label" className="text-sm text-ink-muted">
          {name}
        </span>
      ) : null}
    </div>
  );
}
