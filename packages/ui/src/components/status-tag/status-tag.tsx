import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format-date';
import { Tooltip } from '../tooltip';
import { messages } from './messages';

/**
 * The content states a creator sees, by name. The widget knows no wire number: the portal maps the wire's
 * status onto these names with `contentStatusName` of `@creator/forms/rules/content-status`.
 */
export type ContentStatusName =
  'published' | 'pending-review' | 'in-review' | 'unapproved' | 'offline' | 'scheduled' | 'draft' | 'deleted';

type Tone = 'pending' | 'failed' | 'published' | 'offline';

const TONES: Record<ContentStatusName, Tone> = {
  published: 'published',
  'pending-review': 'pending',
  'in-review': 'pending',
  scheduled: 'pending',
  unapproved: 'failed',
  offline: 'offline',
  draft: 'offline',
  deleted: 'offline',
};

const LABELS = {
  published: messages.published,
  'pending-review': messages.pendingReview,
  'in-review': messages.inReview,
  unapproved: messages.unapproved,
  offline: messages.offline,
  scheduled: messages.scheduled,
  draft: messages.draft,
  deleted: messages.deleted,
} as const;

export const statusTagVariants = cva(
  'inline-flex max-w-full shrink-0 items-center gap-1 rounded-sm px-2 py-0.5 text-xs font-medium whitespace-nowrap',
  {
    variants: {
      tone: {
        pending: 'bg-status-pending-bg text-status-pending-fg',
        failed: 'bg-status-failed-bg text-status-failed-fg',
        published: 'bg-status-published-bg text-status-published-fg',
        offline: 'bg-status-offline-bg text-status-offline-fg',
      },
    },
    defaultVariants: { tone: 'offline' },
  },
);

export type StatusTagProps = Omit<ComponentProps<'span'>, 'children'> & {
  status: ContentStatusName;
  /** Why the item failed review or went offline; shown on hover and on keyboard focus. */
  reason?: string;
  /** For a scheduled item: its publish_date (Unix seconds), shown on hover and focus. */
  publishDate?: number;
  /** Time zone of the publish date; the browser's by default. */
  timeZone?: string;
  /** Replaces the label of the status. */
  label?: ReactNode;
};

/**
 * The coloured status of a content item: scheduled and pending review pink, unapproved red, published
 * green, offline grey. A failure or offline reason and a scheduled time open in a tooltip.
 */
export function StatusTag({
  status,
  reason,
  publishDate,
  timeZone,
  label,
  className,
  ...props
}: StatusTagProps) {
  const intl = useIntl();
  const tone = TONES[status];
  // The reviewer's reason is isolated in its own direction inside the sentence (an English reason in Arabic, or
  // the reverse), and the date left to right, so that its date and time keep their order in an Arabic sentence.
  let hint: ReactNode;
  if ((status === 'unapproved' || status === 'offline') && reason?.trim()) {
    hint = intl.formatMessage(messages.reason, {
      reason: <bdi data-slot="status-tag-reason">{reason.trim()}</bdi>,
    });
  } else if (status === 'scheduled' && publishDate) {
    hint = intl.formatMessage(messages.scheduledFor, {
      date: <bdi dir="ltr">{formatDateTime(publishDate, intl.locale, timeZone ? { timeZone } : {})}</bdi>,
    });
  }
  const text = label ?? intl.formatMessage(LABELS[status]);
  const shared = {
    'data-slot': 'status-tag',
    'data-state': status,
    'data-tone': tone,
  } as const;

  if (!hint) {
    return (
      <span {...shared} className={cn(statusTagVariants({ tone }), className)} {...props}>
        {text}
      </span>
    );
  }
  return (
    // The tooltip keeps the hint inside the screen, wherever the tag stands.
    <Tooltip content={hint}>
      {/* A button, so keyboard users reach the reason too; it has no action of its own. It is a target of
          24 × 24 px at least (WCAG 2.5.8) around a tag drawn as small as the tags that explain nothing. */}
      <button
        type="button"
        {...shared}
        className={cn(
          'inline-flex max-w-full min-h-6 min-w-6 shrink-0 cursor-help items-center justify-center rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          className,
        )}
        {...(props as ComponentProps<'button'>)}
      >
        <span
          data-slot="status-tag-label"
          className={cn(statusTagVariants({ tone }), 'underline decoration-dotted underline-offset-2')}
        >
          {text}
        </span>
      </button>
    </Tooltip>
  );
}
