import ImageOff from 'lucide-react/icons/image-off';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatDateTime, toIsoInstant } from '../../lib/format-date';
import { Button, buttonClassName } from '../button';
import { messages } from './messages';

/** What `renderLink` gets: spread it on the router's link (with the editor's address as its `to`). */
export type DraftListItemLinkProps = {
  href: string | undefined;
  className: string;
  'aria-label': string;
  children: ReactNode;
};

export type DraftListItemProps = Omit<ComponentProps<'article'>, 'children' | 'title'> & {
  /** May be empty: the brief, or "Untitled draft", stands in. */
  title?: string;
  brief?: string;
  /** The first cover (its list thumbnail); a placeholder without it. */
  coverUrl?: string;
  /** When it was last saved, in milliseconds since the epoch (the wire's `updated_at` × 1000). */
  updatedAt: number;
  /** Time zone of the time shown; the browser's by default. */
  timeZone?: string;
  /** The editor's address for this draft, for a plain link; or give `renderLink`. */
  href?: string;
  /** Renders the Edit link (a router link); a plain `<a href>` by default. The whole row opens it. */
  renderLink?: (props: DraftListItemLinkProps) => ReactNode;
  /** Asks to delete (the caller confirms first). */
  onDelete: () => void;
  /** The deletion is under way: Delete spins and takes no second press. */
  deleting?: boolean;
};

/**
 * One of the creator's saved article drafts: cover, title (or brief), when it was saved, Edit and Delete. From
 * 640 px up they stand side by side; on a phone the cover sits beside the title, and the brief, the time and the
 * actions each take a line of their own below.
 */
export function DraftListItem({
  title,
  brief,
  coverUrl,
  updatedAt,
  timeZone,
  href,
  renderLink,
  onDelete,
  deleting = false,
  className,
  ...props
}: DraftListItemProps) {
  const intl = useIntl();
  const titleId = useId();
  const named = title?.trim() || brief?.trim();
  const heading = named || intl.formatMessage(messages.untitled);
  const seconds = Math.floor(updatedAt / 1000);

  const link: DraftListItemLinkProps = {
    href,
    'aria-label': intl.formatMessage(messages.editNamed, { title: heading }),
    // The link covers the row (its ::after), so the whole row opens the draft; Delete sits above it.
    className: buttonClassName(
      { variant: 'ghost', tone: 'brand', size: 'sm' },
      'after:absolute after:inset-0 after:rounded-lg after:content-[""]',
    ),
    children: (
      <>
        <Pencil aria-hidden="true" className="size-4" />
        {intl.formatMessage(messages.edit)}
      </>
    ),
  };

  return (
    <article
      data-slot="draft-list-item"
      data-state={deleting ? 'deleting' : 'idle'}
      aria-labelledby={titleId}
      aria-busy={deleting || undefined}
      className={cn(
        'relative grid grid-cols-[auto_minmax(0,1fr)] gap-3 rounded-lg border border-line bg-surface p-4 transition-colors hover:bg-surface-sunken/60 sm:flex sm:gap-4',
        className,
      )}
      {...props}
    >
      <div
        data-slot="draft-list-item-cover"
        // Only a picture fades while deleting: faded text (the placeholder's too) would fall below the contrast
        // the text needs.
        className={cn(
          'h-16 w-24 shrink-0 overflow-hidden rounded bg-surface-sunken transition-opacity sm:h-[100px] sm:w-[150px]',
          deleting && coverUrl && 'opacity-50',
        )}
      >
        {coverUrl ? (
          <img src={coverUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <span className="flex size-full flex-col items-center justify-center gap-1 text-xs text-ink-muted">
            <ImageOff aria-hidden="true" className="size-6" />
            {intl.formatMessage(messages.noCover)}
          </span>
        )}
      </div>

      {/* On a phone its parts are cells of the row's grid (the title beside the cover, the rest full width). */}
      <div className="contents sm:flex sm:min-w-0 sm:flex-1 sm:flex-col sm:gap-1.5">
        {/* The creator's own text takes the direction of its first letter, and its ellipsis falls at its own end. */}
        <h3
          id={titleId}
          data-slot="draft-list-item-title"
          dir={named ? 'auto' : undefined}
          className={cn(
            'line-clamp-2 self-center text-base font-medium break-words sm:self-auto',
            named ? 'text-ink' : 'text-ink-muted',
          )}
        >
          {heading}
        </h3>
        {title?.trim() && brief?.trim() ? (
          <p
            data-slot="draft-list-item-brief"
            dir="auto"
            className="col-span-2 line-clamp-2 text-sm break-words text-ink-muted"
          >
            {brief}
          </p>
        ) : null}
        <time
          data-slot="draft-list-item-time"
          dateTime={toIsoInstant(seconds)}
          className="col-span-2 text-sm text-ink-muted tabular-nums sm:mt-auto"
        >
          {intl.formatMessage(messages.savedAt, {
            // Isolated left to right, so that an Arabic sentence keeps the date and the time in their order.
            time: `\u2066${formatDateTime(seconds, intl.locale, timeZone ? { timeZone } : {})}\u2069`,
          })}
        </time>
      </div>

      <div
        data-slot="draft-list-item-actions"
        className="col-span-2 flex items-center justify-end gap-1 sm:shrink-0 sm:items-start sm:self-start"
      >
        {renderLink ? renderLink(link) : <a {...link} />}
        <Button
          variant="ghost"
          tone="danger"
          size="sm"
          className="relative z-10"
          loading={deleting}
          aria-label={intl.formatMessage(messages.deleteNamed, { title: heading })}
          onClick={onDelete}
        >
          {deleting ? null : <Trash2 aria-hidden="true" className="size-4" />}
          {intl.formatMessage(messages.delete)}
        </Button>
      </div>
    </article>
  );
}
