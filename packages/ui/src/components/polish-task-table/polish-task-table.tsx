import { TASK_THUMBS_PER_ROW } from '@creator/domain/limits';
import { lazy, Suspense, useState, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatDateTime, toIsoInstant } from '../../lib/format-date';
import { useDeskLayout } from '../../lib/use-desk-layout';
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
  /** The level of each card's title on a phone: one below the page's heading of the tab. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  timeZone?: string;
};

const TIME_LABEL = {
  claimed: messages.claimedAt,
  pending: messages.createdAt,
  published: messages.publishedAt,
} as const;

/** What a row shows and does, in either form. */
interface RowParts {
  row: PolishTaskRow;
  /** The title, else the start of the text, else "Untitled". */
  heading: string;
  busy: boolean;
  ticked: boolean;
}

/**
 * The machine-generated task table: up to three thumbnails (the last one marked '+n' when there are more),
 * title, time and the actions of the tab (claimed: give up and edit; to be claimed: claim; published: none). A
 * row opens a 600-wide mobile preview. From 640 px up it is a table; on a phone, a list of cards titled by
 * headings, its buttons 44 px high.
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
  headingLevel = 3,
  timeZone,
  className,
  ...props
}: PolishTaskTableProps) {
  const intl = useIntl();
  const desk = useDeskLayout();
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
  const openFromRow = (event: MouseEvent<HTMLElement>, id: number) => {
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
  const selectAll = (checked: boolean) => onSelectedChange?.(checked ? rows.map((row) => row.id) : []);

  const parts = (row: PolishTaskRow): RowParts => ({
    row,
    heading: row.title?.trim() || row.body?.trim() || intl.formatMessage(messages.untitled),
    busy: pendingIds.includes(row.id),
    ticked: selectable && selected.has(row.id),
  });

  /** The row's element, a table row or a card: its state and its click. */
  const rowProps = ({ row, ticked }: RowParts) => ({
    'data-slot': 'polish-task-row',
    'data-state': ticked ? 'selected' : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => openFromRow(event, row.id),
  });

  const tickBox = ({ row, heading, ticked }: RowParts) => (
    <Checkbox
      aria-label={intl.formatMessage(messages.select, { title: heading })}
      checked={ticked}
      onCheckedChange={(checked) => tick(row.id, checked)}
    />
  );

  const title = ({ row, heading }: RowParts, className?: string) => (
    <button
      type="button"
      onClick={() => setPreviewId(row.id)}
      className={cn(
        'block min-h-6 w-fit max-w-full rounded-sm text-start text-ink hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      {/* The task's own text: its direction, and so the end its ellipsis falls at, follow its first letter. */}
      <span data-slot="polish-task-title" dir="auto" className="line-clamp-2 break-words">
        {heading}
      </span>
    </button>
  );

  const time = ({ row }: RowParts) =>
    row.time ? (
      <time dateTime={toIsoInstant(row.time)} dir="ltr">
        {formatDateTime(row.time, intl.locale, timeZone ? { timeZone } : {})}
      </time>
    ) : null;

  /** The tab's buttons; `className` sizes them for the form they are in. */
  const actions = ({ row, busy }: RowParts, size: 'sm' | 'md', className?: string) =>
    tab === 'claimed' ? (
      <>
        <Button
          variant="ghost"
          size={size}
          loading={busy}
          onClick={() => onGiveUp?.(row.id)}
          className={className}
        >
          {intl.formatMessage(messages.giveUp)}
        </Button>
        <Button
          variant="secondary"
          size={size}
          disabled={busy}
          onClick={() => onEdit?.(row.id)}
          className={className}
        >
          {intl.formatMessage(messages.edit)}
        </Button>
      </>
    ) : (
      <Button size={size} loading={busy} onClick={() => onClaim?.(row.id)} className={className}>
        {intl.formatMessage(messages.claim)}
      </Button>
    );

  const preview = previewOpened ? (
    <Suspense fallback={null}>
      <PolishTaskPreview
        row={previewRow}
        onClose={() => setPreviewId(undefined)}
        renderPreview={renderPreview}
        findHashtags={findHashtags}
        timeZone={timeZone}
      />
    </Suspense>
  ) : null;

  if (!desk) {
    const Heading = `h${headingLevel}` as const;
    return (
      <div
        data-slot="polish-task-table"
        data-tab={tab}
        data-layout="cards"
        className={cn('flex flex-col gap-3', className)}
        {...props}
      >
        {selectable ? (
          <label
            data-slot="polish-task-select"
            className="flex min-h-11 cursor-pointer items-center gap-3 self-start px-3 text-sm text-ink"
          >
            <Checkbox checked={allState} onCheckedChange={selectAll} />
            {intl.formatMessage(messages.selectAll)}
          </label>
        ) : null}
        {/* role="list": Safari drops the semantics of a list drawn without bullets. */}
        <ul role="list" className="flex flex-col gap-3">
          {rows.map((row) => {
            const part = parts(row);
            return (
              <li
                key={row.id}
                {...rowProps(part)}
                className="flex cursor-pointer flex-col gap-2 rounded-md border border-line bg-surface p-3 transition-colors hover:bg-surface-sunken/60 data-[state=selected]:border-brand-200 data-[state=selected]:bg-brand-50"
              >
                <div className="flex items-start gap-1">
                  {selectable ? (
                    <label
                      data-slot="polish-task-select"
                      className="-ms-3 -mt-3 flex size-11 shrink-0 cursor-pointer items-center justify-center"
                    >
                      {tickBox(part)}
                    </label>
                  ) : null}
                  <Thumbs images={row.images} size="card" />
                </div>
                <Heading className="text-base font-medium">{title(part, 'py-1')}</Heading>
                {row.time ? (
                  // The column's name and the time as a pair (the desk's header above its cells), not one sentence.
                  <dl className="flex flex-wrap gap-x-1.5 text-sm text-ink-muted tabular-nums">
                    <dt>{intl.formatMessage(TIME_LABEL[tab])}</dt>
                    <dd>{time(part)}</dd>
                  </dl>
                ) : null}
                {withActions ? (
                  <div className="flex gap-2 pt-1">{actions(part, 'md', 'grow basis-0')}</div>
                ) : null}
              </li>
            );
          })}
        </ul>
        {preview}
      </div>
    );
  }

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
                    onCheckedChange={selectAll}
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
            const part = parts(row);
            return (
              <tr
                key={row.id}
                {...rowProps(part)}
                className="cursor-pointer border-b border-line align-middle transition-colors hover:bg-surface-sunken/60 data-[state=selected]:bg-brand-50"
              >
                {selectable ? (
                  <td data-slot="polish-task-select" className="w-px p-0">
                    <label className="flex cursor-pointer items-center justify-center px-3 py-2">
                      {tickBox(part)}
                    </label>
                  </td>
                ) : null}
                <td className="px-3 py-2">
                  <Thumbs images={row.images} size="table" />
                </td>
                <td className="max-w-md px-3 py-2">{title(part)}</td>
                <td className="px-3 py-2 whitespace-nowrap text-ink-muted tabular-nums">{time(part)}</td>
                {withActions ? (
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-2">{actions(part, 'sm')}</div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      {preview}
    </div>
  );
}

/** Up to three thumbnails, the last one shown counting the pictures left out: 60 px in the table, 80 on a card. */
function Thumbs({ images, size }: { images: readonly string[]; size: 'table' | 'card' }) {
  const intl = useIntl();
  const hidden = images.length - TASK_THUMBS_PER_ROW;
  return (
    <div data-slot="polish-task-thumbs" className="flex items-center gap-1.5">
      {images.slice(0, TASK_THUMBS_PER_ROW).map((src, index) => (
        <span
          key={`${index}-${src}`}
          data-slot="polish-task-thumb"
          className={cn(
            'relative shrink-0 overflow-hidden rounded bg-surface-sunken',
            size === 'table' ? 'h-[60px] w-[60px]' : 'size-20',
          )}
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
  );
}
