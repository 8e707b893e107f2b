import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { paginationRange } from '../../lib/pagination-range';
import { messages } from './messages';

export type PaginationProps = Omit<ComponentProps<'nav'>, 'onChange'> & {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** Number of items across every page. */
  total: number;
  onPageChange: (page: number) => void;
  /** Shows "123 items" before the pages. */
  showTotal?: boolean;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  disabled?: boolean;
  /** Accessible name of the navigation landmark; "Pagination" by default. */
  label?: string;
};

const itemClass =
  'inline-flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40';

/** Page navigation: numbered pages with ellipses, previous and next (mirrored right to left). */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  showTotal = true,
  siblings = 1,
  disabled = false,
  label,
  className,
  ...props
}: PaginationProps) {
  const intl = useIntl();
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (next: number) => {
    if (!disabled && next !== current && next >= 1 && next <= pageCount) onPageChange(next);
  };

  return (
    <nav
      data-slot="pagination"
      aria-label={label ?? intl.formatMessage(messages.label)}
      className={cn('flex flex-wrap items-center justify-end gap-x-4 gap-y-2', className)}
      {...props}
    >
      {showTotal ? (
        <p data-slot="pagination-total" className="text-sm text-ink-muted">
          {/* Latin digits in every locale (contract.md): the count goes in as text. */}
          {intl.formatMessage(messages.total, { count: total, countText: String(total) })}
        </p>
      ) : null}
      <ul data-slot="pagination-pages" className="flex items-center gap-1">
        <li>
          <button
            type="button"
            data-slot="pagination-previous"
            aria-label={intl.formatMessage(messages.previous)}
            disabled={disabled || current <= 1}
            onClick={() => go(current - 1)}
            className={cn(itemClass, 'text-ink-muted hover:bg-surface-sunken')}
          >
            <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </button>
        </li>
        {paginationRange(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                data-slot="pagination-page"
                data-state={item === current ? 'active' : 'inactive'}
                aria-current={item === current ? 'page' : undefined}
                aria-label={intl.formatMessage(messages.page, { page: String(item) })}
                disabled={disabled}
                onClick={() => go(item)}
                className={cn(
                  itemClass,
                  item === current
                    ? 'bg-brand-600 font-medium text-ink-inverse'
                    : 'text-ink hover:bg-surface-sunken',
                )}
              >
                {item}
              </button>
            </li>
          ) : (
            <li
              key={item}
              data-slot="pagination-ellipsis"
              aria-hidden="true"
              className="px-1 text-sm text-ink-muted"
            >
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            data-slot="pagination-next"
            aria-label={intl.formatMessage(messages.next)}
            disabled={disabled || current >= pageCount}
            onClick={() => go(current + 1)}
            className={cn(itemClass, 'text-ink-muted hover:bg-surface-sunken')}
          >
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
