import { UNREAD_BADGE_CAP } from '@creator/domain/limits';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatExactCount } from '../../lib/format-count';
import { messages } from './messages';

export const unreadBadgeVariants = cva(
  // No `leading-*`: the line height is left to the size's text class, which would set it a second time.
  'inline-flex items-center justify-center rounded-full bg-danger-600 font-medium text-ink-inverse tabular-nums',
  {
    variants: {
      size: {
        sm: 'h-4 min-w-4 px-1 text-[0.625rem]',
        md: 'h-5 min-w-5 px-1.5 text-xs',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type UnreadBadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof unreadBadgeVariants> & {
    /** Number of unread items; nothing renders at 0 or below. */
    count: number;
    /** Above this the badge shows `max+` (the spec caps notices at 99). */
    max?: number;
    /** Replaces the text read by screen readers, e.g. "5 unread notices". */
    label?: ReactNode;
  };

/** A red pill with the unread count, capped at `99+`. */
export function UnreadBadge({
  count,
  max = UNREAD_BADGE_CAP,
  label,
  size,
  className,
  ...props
}: UnreadBadgeProps) {
  const intl = useIntl();
  if (!(count > 0)) return null;
  const capped = count > max;
  const maxText = formatExactCount(max, intl.locale);
  const shown = capped
    ? intl.formatMessage(messages.overflow, { max: maxText })
    : formatExactCount(count, intl.locale);
  return (
    <span
      data-slot="unread-badge"
      data-state={capped ? 'capped' : 'exact'}
      data-size={size ?? 'md'}
      className={cn(unreadBadgeVariants({ size }), className)}
      {...props}
    >
      <span aria-hidden="true" dir="ltr">
        {shown}
      </span>
      <span className="sr-only">
        {label ?? intl.formatMessage(messages.label, { count, shown: formatExactCount(count, intl.locale) })}
      </span>
    </span>
  );
}
