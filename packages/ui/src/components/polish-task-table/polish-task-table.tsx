import { TASK_THUMBS_PER_ROW } from '@creator/domain/limits';
import { lazy, Suspense, useState, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatDateTime, toIsoInstant } from '../../lib/format-date';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { EmptyState } from '../empty-state';
import type { HashtagFinder } from '../hashtag-text';
import { messages } from './messages';

// The dialog and the phone preview come with the first row opened: the table alone downloads neither.
const PolishTaskPreview = lazy(() => import('./polish-task-preview'));

export type PolishTaskTab = 'claimed' | 'pending' | 'published';

export interface PolishTaskRow {
  id: number;
  title?: string;
  /** Plain text of the task or the published post. */
  body?: string;
  images: readonly string[];
  /** Unix seconds: claimed_at (claimed), created_at (to be claimed) or publish_date (published). */
  time?: number;
}

export type PolishTaskTableProps = Omit<ComponentProps<'div'>, 'children'> & {
  tab: PolishTaskTab;
  rows: readonly PolishTaskRow[];
  onClaim?: (id: number) => void;
  onGiveUp?: (id: number) => void;
  onEdit?: (id: number) => void;
  /** Rows with a request under way; their buttons are busy. */
  pendingIds?: readonly number[];
  /** Replaces the content of the preview modal (a phone preview of the row by default). */
  renderPreview?: (row: PolishTaskRow) => ReactNode;
  /** The hashtag grammar the default preview highlights with (see PhonePreview's `findHashtags`). */
  findHashtags?: HashtagFinder;
  /** Ticked rows of the to-be-claimed tab (ids not among `rows` are ignored). */
  selectedIds?: readonly number[];
  /**
   * Turns on the tick column of the to-be-claimed tab. Tells the new selection: the ids of this page's
   * ticked rows in row order (select all: every row here; clear: `[]`).
   */
  onSelectedChange?: (ids: number[]) => void;
  /** Opens the preview of this row on mount (stories, screenshots). */
  defaultPreviewId?: number;
  timeZone?: string;
};

const TIME_LABEL = {
  claimed: messages.claimedAt,
  pending: messages.createdAt,
  published: messages.publishedAt,
} as const;

/**
 * The machine-generated task table: up to three 60-wide thumbnails (the last one marked '+n' when there are
 * more), title, time and the actions of the tab (claimed: give up and edit; to be claimed: claim; published:
 * none). A row opens a 600-wide mobile preview.
 */
export function PolishTaskTable({
  tab,
  rows,
  onClaim,
  onGiveUp,
  onEdit,
  pendingIds = [],
  selectedIds = [],
  onSelectedChange,
  renderPreview,
  findHashtags,
  defaultPreviewId,
  timeZone,
  className,
  ...props
}: PolishTaskTableProps) {
  const intl = useIntl();
  const [previewId, setPreviewId] = useState<number | undefined>(defaultPreviewId);
  const previewRow = rows.find((row) => row.id === previewId);
  // Once opened, the preview stays mounted (so that it animates closed).
  const [previewOpened, setPreviewOpened] = useState(previewId !== undefined);
  if (previewId !== undefined && !previewOpened) setPreviewOpened(true);
  const withActions = tab !== 'published';
  const selectable = tab === 'pending' && onSelectedChange !== undefined;
  const selected = new Set(selectedIds);
  const ticked = rows.filter((row) => selected.has(row.id)).length;
  const allState: boolean | 'indeterminate' =
    ticked === 0 ? false : ticked === rows.length ? true : 'indeterminate';

  if (rows.length === 0) {
    return (
      // With the caller's props (its ref and tabIndex take the focus when the last row goes).
      <EmptyState
        data-slot="polish-task-table"
        title={intl.formatMessage(messages.empty)}
        className={className}
        {...props}
      />
    );
  }

  // A click anywhere on the row opens the preview, except on its buttons, links and tick cell.
  const openFromRow = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    if (
      (event.target as HTMLElement).closest(
        'button, a, input, label, [role="checkbox"], [data-slot="polish-task-select"]',
      )
    ) {
      return;
    }
    setPreviewId(id);
  };

  const tick = (id: number, checked: boolean) =>
    onSelectedChange?.(
      rows.filter((row) => (row.id === id ? checked : selected.has(row.id))).map((row) => row.id),
    );

  return (
    <div data-slot="polish-task-table" data-tab={tab} className={cn('overflow-x-auto', className)} {...props}>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-line bg-surface-sunken text-start text-ink-muted">
            {selectable ? (
              <th scope="col" data-slot="polish-task-select" className="w-px p-0">
                <label className="flex cursor-pointer items-center justify-center px-3 py-2">
                  <Checkbox
                    aria-label={intl.formatMessage(messages.selectAll)}
                    checked={allState}
                    onCheckedChange={(checked) =>
                      onSelectedChange?.(checked ? rows.map((row) => row.id) : [])
                    }
                  />
                </label>
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {intl.formatMessage(messages.images)}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {intl.formatMessage(messages.title)}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium whitespace-nowrap">
              {intl.formatMessage(TIME_LABEL[tab])}
            </th>
            {withActions ? (
              <th scope="col" className="px-3 py-2 text-end font-medium">
                {intl.formatMessage(messages.actions)}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const heading = row.title?.trim() || row.body?.trim() || intl.formatMessage(messages.untitled);
            const hidden = row.images.length - TASK_THUMBS_PER_ROW;
            const busy = pendingIds.includes(row.id);
            const isSelected = selectable && selected.has(row.id);
            return (
              <tr
                key={row.id}
                data-slot="polish-task-row"
                data-state={isSelected ? 'selected' : undefined}
                onClick={(event) => openFromRow(event, row.id)}
                className="cursor-pointer border-b border-line align-middle transition-colors hover:bg-surface-sunken/60 data-[state=selected]:bg-brand-50"
              >
                {selectable ? (
                  <td data-slot="polish-task-select" className="w-px p-0">
                    <label className="flex cursor-pointer items-center justify-center px-3 py-2">
                      <Checkbox
                        aria-label={intl.formatMessage(messages.select, { title: heading })}
                        checked={isSelected}
                        onCheckedChange={(checked) => tick(row.id, checked)}
                      />
                    </label>
                  </td>
                ) : null}
                <td className="px-3 py-2">
                  <div data-slot="polish-task-thumbs" className="flex items-center gap-1.5">
                    {row.images.slice(0, TASK_THUMBS_PER_ROW).map((src, index) => (
                      <span
                        key={`${index}-${src}`}
                        data-slot="polish-task-thumb"
                        className="relative h-[60px] w-[60px] shrink-0 overflow-hidden rounded bg-surface-sunken"
                      >
                        <img src={src} alt="" loading="lazy" className="size-full object-cover" />
                        {/* The pictures left out are counted on the last one shown, not in a column of their own. */}
                        {hidden > 0 && index === TASK_THUMBS_PER_ROW - 1 ? (
                          <span
                            data-slot="polish-task-more"
                            className="absolute inset-0 flex items-center justify-center bg-ink/70 text-base font-semibold text-ink-inverse"
                          >
                            <span aria-hidden="true" dir="ltr">
                              +{hidden}
                            </span>
                            <span className="sr-only">
                              {intl.formatMessage(messages.more, { count: hidden, shown: String(hidden) })}
                            </span>
                          </span>
                        ) : null}
                      </span>
                    ))}
                  </div>
                </td>
                <td className="max-w-md px-3 py-2">
                  <button
                    type="button"
                    onClick={() => setPreviewId(row.id)}
                    className="block w-fit max-w-full rounded-sm text-start text-ink hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    {/* The task's own text: its direction, and so the end its ellipsis falls at, follow its first letter. */}
                    <span data-slot="polish-task-title" dir="auto" className="line-clamp-2 break-words">
                      {heading}
                    </span>
                  </button>
                </td>
                <td className="px-3 py-2 whitespace-nowrap text-ink-muted tabular-nums">
                  {row.time ? (
                    <time dateTime={toIsoInstant(row.time)} dir="ltr">
                      {formatDateTime(row.time, intl.locale, timeZone ? { timeZone } : {})}
                    </time>
                  ) : null}
                </td>
                {withActions ? (
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-2">
                      {tab === 'claimed' ? (
                        <>
                          <Button variant="ghost" size="sm" loading={busy} onClick={() => onGiveUp?.(row.id)}>
                            {intl.formatMessage(messages.giveUp)}
                          </Button>
                          <Button
                            variant="secondary"
                            size="sm"
                            disabled={busy}
                            onClick={() => onEdit?.(row.id)}
                          >
                            {intl.formatMessage(messages.edit)}
                          </Button>
                        </>
                      ) : (
                        <Button size="sm" loading={busy} onClick={() => onClaim?.(row.id)}>
                          {intl.formatMessage(messages.claim)}
                        </Button>
                      )}
                    </div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      {previewOpened ? (
        <Suspense fallback={null}>
          <PolishTaskPreview
            row={previewRow}
            onClose={() => setPreviewId(undefined)}
            renderPreview={renderPreview}
            findHashtags={findHashtags}
            timeZone={timeZone}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
