import { NOTICE_READ_DOT_DELAY_MS } from '@creator/domain/limits';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatDateTime, toIsoInstant } from '../../lib/format-date';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { LazyImagePreviewAt } from '../image-preview/lazy-image-preview';
import { messages } from './messages';

export type NoticeFormat = 'text' | 'html' | 'linked-html';

export interface NoticeData {
  id: number;
  /**
   * How the text is shown: `html` sanitised HTML (manual notices), `linked-html` sanitised HTML whose `{{…}}`
   * segment links to the preview of `targetId` (article notices), `text` plain text (everything else). The
   * portal maps the wire's notice type onto this (`noticeFormat` of `@creator/forms/rules/notices`).
   */
  format: NoticeFormat;
  content: string;
  /** Unix seconds. */
  createdAt: number;
  imageUrls?: readonly string[];
  /** The content an article notice is about; its `{{…}}` segment links to its preview. */
  targetId?: number;
  unread: boolean;
}

export type NoticeItemProps = Omit<ComponentProps<'article'>, 'children'> & {
  notice: NoticeData;
  /** Address of the preview of a content item, for the `{{…}}` link of a `linked-html` notice. */
  previewHref?: (targetId: number) => string;
  /** Fired once when an unread notice is at least half in view (the page then reports it read). */
  onSeen?: (id: number) => void;
  /** Lines shown before the text folds. */
  collapsedLines?: number;
  /** Time zone of the timestamp; the browser's by default. */
  timeZone?: string;
};

/**
 * `content` with each `{{…}}` segment (up to the nearest `}}`) replaced. Two searches instead of a lazy pattern:
 * `/\{\{[\s\S]*?\}\}/` rescans the rest of the text from every `{{` that has no `}}` after it.
 */
function replaceSegments(content: string, replace: (segment: string) => string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = content.indexOf('{{', from);
    const close = open < 0 ? -1 : content.indexOf('}}', open + 2);
    if (close < 0) return out + content.slice(from);
    out += content.slice(from, open) + replace(content.slice(open + 2, close));
    from = close + 2;
  }
}

const TAG = /<[^>]*>?/g;

function escapeText(value: string): string {
  return value
    .replace(/&(?![#\w]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The notice body as safe HTML, or null for plain-text types. The `{{…}}` segment is the title of the content the
 * notice is about: its text (any markup in it dropped) becomes the link, or `untitled` when it has none, so the link
 * always has a name. The title is isolated in its own direction (`dir="auto"`), so an English title in an Arabic
 * notice, or the reverse, keeps its words in order and leaves the sentence around it in place.
 */
export function noticeHtml(
  notice: Pick<NoticeData, 'format' | 'content' | 'targetId'>,
  previewHref?: (id: number) => string,
  untitled = '',
) {
  if (notice.format === 'html') return sanitizeHtml(notice.content);
  if (notice.format !== 'linked-html') return null;
  const href = notice.targetId !== undefined && previewHref ? previewHref(notice.targetId) : undefined;
  const linked = replaceSegments(notice.content, (segment) => {
    const title = escapeText(segment.replace(TAG, '').trim()) || escapeText(untitled);
    return href ? `<a href="${escapeAttribute(href)}" dir="auto">${title}</a>` : `<bdi>${title}</bdi>`;
  });
  // The link is built before sanitising, so the whole result still passes through DOMPurify.
  return sanitizeHtml(linked);
}

/**
 * One notice: its text (plain, or sanitised HTML), images that open in a lightbox, the time, an unread
 * dot that fades half a second after the notice is read, and fold/unfold for long text.
 */
export function NoticeItem({
  notice,
  previewHref,
  onSeen,
  collapsedLines = 3,
  timeZone,
  className,
  ...props
}: NoticeItemProps) {
  const intl = useIntl();
  const contentId = useId();
  const articleRef = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(false);
  const [dotFaded, setDotFaded] = useState(!notice.unread);
  const [preview, setPreview] = useState<number | null>(null);
  const untitled = intl.formatMessage(messages.untitled);
  const { format, content, targetId } = notice;
  // Sanitised once per body, not on every render (the dot's fade, the fold, a feed's refetch re-render it).
  const html = useMemo(
    () => noticeHtml({ format, content, targetId }, previewHref, untitled),
    [format, content, targetId, previewHref, untitled],
  );
  const images = notice.imageUrls ?? [];
  const dotVisible = notice.unread || !dotFaded;

  useEffect(() => {
    if (notice.unread) return;
    const timer = window.setTimeout(() => setDotFaded(true), NOTICE_READ_DOT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [notice.unread]);

  useEffect(() => {
    const element = articleRef.current;
    if (!element || !notice.unread || !onSeen || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          onSeen(notice.id);
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [notice.id, notice.unread, onSeen]);

  // Whether the folded text hides anything; measured only while folded, again when the box resizes.
  useLayoutEffect(() => {
    const element = contentRef.current;
    if (!element || expanded) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, html, notice.content]);

  const textClass =
    'text-sm leading-6 break-words text-ink [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_img]:my-2 [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:ps-5 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:ps-5';

  return (
    <article
      ref={articleRef}
      data-slot="notice-item"
      data-state={notice.unread ? 'unread' : 'read'}
      className={cn('relative flex gap-3 border-b border-line py-4 ps-5 pe-2', className)}
      {...props}
    >
      <span
        data-slot="notice-item-dot"
        data-state={dotVisible ? 'visible' : 'hidden'}
        aria-hidden="true"
        className={cn(
          'absolute start-1 top-6 size-2 rounded-full bg-danger-600 transition-opacity duration-300 motion-reduce:transition-none',
          dotVisible ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {notice.unread ? <span className="sr-only">{intl.formatMessage(messages.unread)}</span> : null}
        <div
          ref={contentRef}
          id={contentId}
          data-slot="notice-item-content"
          // A notice is written in whatever language its sender chose: its direction follows its text.
          dir="auto"
          data-state={expanded ? 'expanded' : 'collapsed'}
          style={expanded ? undefined : { WebkitLineClamp: collapsedLines }}
          className={cn(
            textClass,
            !expanded && 'overflow-hidden [display:-webkit-box] [-webkit-box-orient:vertical]',
            html === null && 'whitespace-pre-line',
          )}
          {...(html === null ? { children: notice.content } : { dangerouslySetInnerHTML: { __html: html } })}
        />
        {overflowing || expanded ? (
          // A 24 px target (WCAG 2.5.8) in the line-high space the text leaves it: the 2 px above and below reach
          // into the gaps, so the notice keeps its height.
          <button
            type="button"
            data-slot="notice-item-toggle"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded((value) => !value)}
            className="-my-0.5 inline-flex min-h-6 items-center gap-1 self-start rounded-sm text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {intl.formatMessage(expanded ? messages.collapse : messages.expand)}
            <ChevronDown
              aria-hidden="true"
              className={cn(
                'size-4 transition-transform motion-reduce:transition-none',
                expanded && 'rotate-180',
              )}
            />
          </button>
        ) : null}
        {images.length > 0 ? (
          <ul
            data-slot="notice-item-images"
            aria-label={intl.formatMessage(messages.images)}
            className="flex flex-wrap gap-2"
          >
            {images.map((src, index) => (
              <li key={`${index}-${src}`}>
                <button
                  type="button"
                  aria-label={intl.formatMessage(messages.openImage, {
                    index: String(index + 1),
                    count: String(images.length),
                  })}
                  onClick={() => setPreview(index)}
                  className="block size-20 overflow-hidden rounded border border-line bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  <img src={src} alt="" loading="lazy" className="size-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <time
          data-slot="notice-item-time"
          dateTime={toIsoInstant(notice.createdAt)}
          dir="ltr"
          className="self-start text-xs text-ink-muted tabular-nums"
        >
          {formatDateTime(notice.createdAt, intl.locale, timeZone ? { timeZone } : {})}
        </time>
      </div>
      {images.length > 0 ? (
        <LazyImagePreviewAt
          sources={images}
          at={preview}
          onAtChange={setPreview}
          title={intl.formatMessage(messages.previewTitle)}
        />
      ) : null}
    </article>
  );
}
