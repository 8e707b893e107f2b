import { PREVIEW_DIALOG_WIDTH_PX, TASK_THUMBS_PER_ROW } from '@creator/domain/limits';
import { useState, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatDateTime, toIsoInstant } from '../../lib/format-date';
import { Button } from '../button';
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '../dialog';
import { EmptyState } from '../empty-state';
import type { HashtagFinder } from '../hashtag-text';
import { PhonePreview } from '../phone-preview';
import { messages } from './messages';

export type AigcTab = 'claimed' | 'pending' | 'published';

export interface AigcTaskRow {
  id: number;
  title?: string;
  /** Plain text of the task or the published post. */
  body?: string;
  images: readonly string[];
  /** Unix seconds: claimed_at (claimed), created_at (to be claimed) or publish_date (published). */
  time?: number;
}

export type AigcTaskTableProps = Omit<ComponentProps<'div'>, 'children'> & {
  tab: AigcTab;
  rows: readonly AigcTaskRow[];
  onClaim?: (id: number) => void;
  onGiveUp?: (id: number) => void;
  onEdit?: (id: number) => void;
  /** Rows with a request under way; their buttons are busy. */
  pendingIds?: readonly number[];
  /** Replaces the content of the preview modal (a phone preview of the row by default). */
  renderPreview?: (row: AigcTaskRow) => ReactNode;
  /** The hashtag grammar the default preview highlights with (see PhonePreview's `findHashtags`). */
  findHashtags?: HashtagFinder;
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
 * The machine-generated task table: up to three 60-wide thumbnails and a '+n' marker, title, time and
 * the actions of the tab (claimed: give up and edit; to be claimed: claim; published: none). A row
 * opens a 600-wide mobile preview.
 */
export function AigcTaskTable({
  tab,
  rows,
  onClaim,
  onGiveUp,
  onEdit,
  pendingIds = [],
  renderPreview,
  findHashtags,
  defaultPreviewId,
  timeZone,
  className,
  ...props
}: AigcTaskTableProps) {
  const intl = useIntl();
  const [previewId, setPreviewId] = useState<number | undefined>(defaultPreviewId);
  const previewRow = rows.find((row) => row.id === previewId);
  const withActions = tab !== 'published';

  if (rows.length === 0) {
    return (
      <EmptyState
        data-slot="aigc-task-table"
        title={intl.formatMessage(messages.empty)}
        className={className}
      />
    );
  }

  // A click anywhere on the row opens the preview, except on its buttons.
  const openFromRow = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    if ((event.target as HTMLElement).closest('button, a')) return;
    setPreviewId(id);
  };

  return (
    <div data-slot="aigc-task-table" data-tab={tab} className={cn('overflow-x-auto', className)} {...props}>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-line bg-surface-sunken text-start text-ink-muted">
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
            return (
              <tr
                key={row.id}
                data-slot="aigc-task-row"
                onClick={(event) => openFromRow(event, row.id)}
                className="cursor-pointer border-b border-line align-middle transition-colors hover:bg-surface-sunken/60"
              >
                <td className="px-3 py-2">
                  <div className="flex items-center gap-1.5">
                    {row.images.slice(0, TASK_THUMBS_PER_ROW).map((src, index) => (
                      <img
                        key={`${index}-${src}`}
                        src={src}
                        alt=""
                        loading="lazy"
                        className="h-[60px] w-[60px] shrink-0 rounded bg-surface-sunken object-cover"
                      />
                    ))}
                    {hidden > 0 ? (
                      <span
                        data-slot="aigc-task-more"
                        className="inline-flex h-[60px] w-[60px] shrink-0 items-center justify-center rounded bg-surface-sunken text-sm font-medium text-ink-muted"
                      >
                        <span aria-hidden="true" dir="ltr">
                          +{hidden}
                        </span>
                        <span className="sr-only">
                          {intl.formatMessage(messages.more, { count: hidden, shown: String(hidden) })}
                        </span>
                      </span>
                    ) : null}
                  </div>
                </td>
                <td className="max-w-md px-3 py-2">
                  <button
                    type="button"
                    onClick={() => setPreviewId(row.id)}
                    className="line-clamp-2 rounded-sm text-start break-words text-ink hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    {heading}
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
      <Dialog open={previewRow !== undefined} onOpenChange={(open) => !open && setPreviewId(undefined)}>
        {previewRow ? (
          <DialogContent width={PREVIEW_DIALOG_WIDTH_PX} data-slot="aigc-task-preview" aria-describedby={undefined}>
            <DialogHeader>
              <DialogTitle>{intl.formatMessage(messages.preview)}</DialogTitle>
            </DialogHeader>
            <DialogBody className="flex justify-center">
              {renderPreview ? (
                renderPreview(previewRow)
              ) : (
                <PhonePreview
                  title={previewRow.title}
                  content={previewRow.body}
                  findHashtags={findHashtags}
                  images={previewRow.images}
                  publishDate={previewRow.time}
                  timeZone={timeZone}
                  defaultTab="details"
                />
              )}
            </DialogBody>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
