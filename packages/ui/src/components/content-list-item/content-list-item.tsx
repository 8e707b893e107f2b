import BookOpen from 'lucide-react/icons/book-open';
import Eye from 'lucide-react/icons/eye';
import ImageOff from 'lucide-react/icons/image-off';
import Pencil from 'lucide-react/icons/pencil';
import ThumbsDown from 'lucide-react/icons/thumbs-down';
import ThumbsUp from 'lucide-react/icons/thumbs-up';
import Trash2 from 'lucide-react/icons/trash';
import { useId, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatDateTime, toIsoInstant } from '../../lib/format-date';
import { Button } from '../button';
import { Count } from '../count';
import { StatusTag, type ContentStatusName } from '../status-tag';
import { messages } from './messages';

export type ContentKind = 'short' | 'long';

export interface ContentListItemData {
  /**
   * `short` for a short post (a portrait 120×160 cover, the brief standing in for a missing title), `long` for
   * everything else (a landscape 150×100 cover). The portal maps the wire's show type onto this (`contentKind`
   * of `@creator/forms/rules/show-types`).
   */
  kind: ContentKind;
  title?: string;
  /** Shown instead of an empty title (short posts). */
  brief?: string;
  coverUrl?: string;
  status: ContentStatusName;
  /** Why it failed review or went offline. */
  reason?: string;
  /** Unix seconds. */
  publishDate?: number;
  /** Unix seconds. */
  updatedAt?: number;
  exposeCount: number;
  clickCount: number;
  likeCount: number;
  unlikeCount: number;
}

export type ContentListItemProps = Omit<ComponentProps<'article'>, 'children'> & {
  item: ContentListItemData;
  /** Opens the item (its preview, or the editor); the whole row is the target. */
  onOpen?: () => void;
  /** When given, the title is a link (a preview in a new tab, say) and `onOpen` still fires. */
  href?: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Hides a button the item's state does not allow. */
  canEdit?: boolean;
  canDelete?: boolean;
  /** Edits the item has left, shown beside Edit (left out: not shown). */
  remainingEdits?: number;
  /** The action being checked or carried out: its button spins and both stay disabled until it settles. */
  pendingAction?: 'edit' | 'delete';
  /** Time zone of the dates; the browser's by default. */
  timeZone?: string;
  /** Extra actions after edit and delete. */
  actions?: ReactNode;
};

const COVER_SIZE = {
  // Short posts are portrait, everything else landscape (spec: 120x160 and 150x100); on a phone a thumbnail of
  // the same shape leaves the title the rest of the line.
  short: 'h-24 w-18 sm:h-[160px] sm:w-[120px]',
  long: 'h-16 w-24 sm:h-[100px] sm:w-[150px]',
} as const;

const BUSY = (
  <span
    aria-hidden="true"
    data-slot="content-list-item-busy"
    className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
  />
);

/**
 * One row of the content lists: cover, title, time, status, four counters, edit and delete. From 640 px up they
 * stand side by side; on a phone the row is a card: the cover beside the title, then the status and time, the
 * counters with their names, and the actions, each on a line of its own.
 */
export function ContentListItem({
  item,
  onOpen,
  href,
  onEdit,
  onDelete,
  canEdit = true,
  canDelete = true,
  remainingEdits,
  pendingAction,
  timeZone,
  actions,
  className,
  ...props
}: ContentListItemProps) {
  const intl = useIntl();
  const titleId = useId();
  const editsLeftId = useId();
  const heading = item.title?.trim() || item.brief?.trim() || intl.formatMessage(messages.untitled);
  const time = item.status === 'scheduled' ? item.publishDate : item.updatedAt;
  const counters = [
    { key: 'impressions', icon: Eye, label: messages.impressions, value: item.exposeCount },
    { key: 'reads', icon: BookOpen, label: messages.reads, value: item.clickCount },
    { key: 'agrees', icon: ThumbsUp, label: messages.agrees, value: item.likeCount },
    { key: 'disagrees', icon: ThumbsDown, label: messages.disagrees, value: item.unlikeCount },
  ] as const;

  // The clamp sits on the text inside the button or link (a clamp on the heading around them clamps nothing and
  // clips their focus ring); nothing between the control and the row hides overflow, so the ring shows whole.
  const openClass =
    'block w-fit max-w-full rounded-sm text-start text-base font-medium text-ink hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 after:absolute after:inset-0 after:content-[""]';
  // The creator's own text: it takes the direction of its first letter, and its ellipsis falls at its own end.
  const headingText = (
    <span data-slot="content-list-item-title-text" dir="auto" className="line-clamp-2 break-words">
      {heading}
    </span>
  );
  // A pending action keeps its button focusable (a disabled button would drop the keyboard focus on the page):
  // it is marked busy and unavailable, and ignores presses.
  const busy = (action: 'edit' | 'delete', onPress: (() => void) | undefined) =>
    pendingAction === undefined
      ? { onClick: onPress }
      : { 'aria-disabled': true, 'aria-busy': pendingAction === action || undefined };
  const open = (event: MouseEvent) => {
    if (!href) event.preventDefault();
    onOpen?.();
  };

  return (
    <article
      data-slot="content-list-item"
      data-kind={item.kind}
      data-state={item.status}
      aria-labelledby={titleId}
      className={cn(
        'relative grid grid-cols-[auto_minmax(0,1fr)] gap-3 rounded-lg border border-line bg-surface p-4 transition-colors hover:bg-surface-sunken/60 sm:flex sm:gap-4',
        className,
      )}
      {...props}
    >
      <div
        data-slot="content-list-item-cover"
        className={cn('shrink-0 overflow-hidden rounded bg-surface-sunken', COVER_SIZE[item.kind])}
      >
        {item.coverUrl ? (
          <img src={item.coverUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <span className="flex size-full flex-col items-center justify-center gap-1 text-xs text-ink-muted">
            <ImageOff aria-hidden="true" className="size-6" />
            {intl.formatMessage(messages.noCover)}
          </span>
        )}
      </div>

      {/* On a phone its parts are cells of the row's grid (the title beside the cover, the rest full width). */}
      <div className="contents sm:flex sm:min-w-0 sm:flex-1 sm:flex-col sm:gap-2">
        <h3 id={titleId} data-slot="content-list-item-title" className="min-w-0 self-center sm:self-auto">
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" onClick={open} className={openClass}>
              {headingText}
            </a>
          ) : (
            <button type="button" onClick={open} className={openClass}>
              {headingText}
            </button>
          )}
        </h3>

        <div className="col-span-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          {/* Above the row's stretched link so the reason tooltip stays reachable. First on a phone's line: its
              tooltip opens from the tag's start, and there it has the screen's width to wrap in. */}
          <StatusTag
            status={item.status}
            reason={item.reason}
            publishDate={item.publishDate}
            timeZone={timeZone}
            className="relative z-10"
          />
          {time ? (
            <time
              data-slot="content-list-item-time"
              dateTime={toIsoInstant(time)}
              dir="ltr"
              className="tabular-nums sm:order-first"
            >
              {formatDateTime(time, intl.locale, timeZone ? { timeZone } : {})}
            </time>
          ) : null}
        </div>

        <ul
          data-slot="content-list-item-counters"
          aria-label={intl.formatMessage(messages.statistics)}
          className="col-span-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-ink-muted sm:mt-auto sm:flex sm:flex-wrap sm:gap-x-5"
        >
          {counters.map(({ key, icon: Icon, label, value }) => (
            <li
              key={key}
              data-slot="content-list-item-counter"
              data-counter={key}
              className="flex min-w-0 items-center gap-1.5"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {/* Named on a phone, where the icons stand in a grid with room for words; the desk's row of icons
                  says them to screen readers only. */}
              <span className="min-w-0 break-words sm:sr-only">{intl.formatMessage(label)}</span>
              <Count
                value={value}
                letterCase="lower"
                className="font-medium text-ink sm:font-normal sm:text-ink-muted"
              />
            </li>
          ))}
        </ul>
      </div>

      {canEdit || canDelete || actions ? (
        <div
          data-slot="content-list-item-actions"
          className="relative z-10 col-span-2 flex flex-wrap items-center justify-end gap-1 sm:flex-nowrap sm:shrink-0 sm:items-start sm:self-start"
        >
          {canEdit && remainingEdits !== undefined ? (
            <span
              id={editsLeftId}
              data-slot="content-list-item-edits-left"
              className="me-auto self-center text-xs whitespace-nowrap text-ink-muted sm:me-0"
            >
              {intl.formatMessage(messages.editsLeft, {
                count: remainingEdits,
                countText: String(remainingEdits),
              })}
            </span>
          ) : null}
          {canEdit ? (
            <Button
              variant="ghost"
              size="sm"
              {...busy('edit', onEdit)}
              aria-describedby={remainingEdits === undefined ? titleId : `${titleId} ${editsLeftId}`}
            >
              {pendingAction === 'edit' ? BUSY : <Pencil aria-hidden="true" className="size-4" />}
              {intl.formatMessage(messages.edit)}
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              variant="ghost"
              tone="danger"
              size="sm"
              {...busy('delete', onDelete)}
              aria-describedby={titleId}
            >
              {pendingAction === 'delete' ? BUSY : <Trash2 aria-hidden="true" className="size-4" />}
              {intl.formatMessage(messages.delete)}
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </article>
  );
}
