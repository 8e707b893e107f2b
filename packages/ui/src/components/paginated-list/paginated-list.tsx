import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Plus from 'lucide-react/icons/plus';
import type { ComponentProps, Key, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { Pagination } from '../pagination';
import { Skeleton } from '../skeleton';
import { messages } from './messages';

export type PaginatedListStatus = 'loading' | 'error' | 'success';

export type PaginatedListProps<T> = Omit<ComponentProps<'section'>, 'children'> & {
  status: PaginatedListStatus;
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => Key;
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** Items across every page; shown as the total count. */
  total: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the list ("Short posts", say). */
  label: string;
  /** What went wrong, e.g. the server's message; a generic text by default. */
  errorMessage?: ReactNode;
  onRetry?: () => void;
  /** The empty state's text. */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  /** Shows a create button in the empty state (left out when the creator may not create this kind). */
  onCreate?: () => void;
  createLabel?: ReactNode;
  /** Placeholder rows while loading. */
  skeletonRows?: number;
};

/** A list with its four states (loading, error with retry, empty with create, items) and pagination. */
export function PaginatedList<T>({
  status,
  items,
  renderItem,
  getKey,
  page,
  pageSize,
  total,
  onPageChange,
  label,
  errorMessage,
  onRetry,
  emptyTitle,
  emptyDescription,
  onCreate,
  createLabel,
  skeletonRows = 3,
  className,
  ...props
}: PaginatedListProps<T>) {
  const intl = useIntl();
  const state = status === 'success' && items.length === 0 ? 'empty' : status;

  let body: ReactNode;
  if (state === 'loading') {
    body = (
      <div data-slot="paginated-list-loading" className="flex flex-col gap-3">
        <span role="status" className="sr-only">
          {intl.formatMessage(messages.loading)}
        </span>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <div key={index} className="flex gap-4 rounded-lg border border-line bg-surface p-4">
            <Skeleton shape="cover" className="shrink-0" />
            <Skeleton lines={3} />
          </div>
        ))}
      </div>
    );
  } else if (state === 'error') {
    body = (
      <div
        data-slot="paginated-list-error"
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg border border-danger-500/40 bg-danger-50 px-6 py-10 text-center"
      >
        <CircleAlert aria-hidden="true" className="size-8 text-danger-600" />
        <p className="max-w-md text-sm break-words text-danger-700">
          {errorMessage ?? intl.formatMessage(messages.error)}
        </p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        ) : null}
      </div>
    );
  } else if (state === 'empty') {
    body = (
      <EmptyState
        data-slot="paginated-list-empty"
        title={emptyTitle ?? intl.formatMessage(messages.empty)}
        description={emptyDescription}
        action={
          onCreate ? (
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" className="size-4" />
              {createLabel ?? intl.formatMessage(messages.create)}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <ul data-slot="paginated-list-items" aria-label={label} className="flex flex-col gap-3">
        {items.map((item, index) => (
          <li key={getKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
    );
  }

  return (
    <section
      data-slot="paginated-list"
      data-state={state}
      aria-label={label}
      aria-busy={state === 'loading' || undefined}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      {body}
      {state === 'success' ? (
        <Pagination page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />
      ) : null}
    </section>
  );
}
