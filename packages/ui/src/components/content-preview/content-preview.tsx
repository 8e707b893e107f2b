import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import FileX from 'lucide-react/icons/file-x';
import { useId, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ARTICLE_BODY, articleBodyHtml } from '../../lib/article-body';
import { cn } from '../../lib/cn';
import { formatDateTime, toIsoInstant } from '../../lib/format-date';
import { Avatar } from '../avatar';
import { BackToTop } from '../back-to-top';
import { EmptyState } from '../empty-state';
import { ErrorRetry } from '../error-retry';
import { HashtagText, type HashtagFinder } from '../hashtag-text';
import { LazyImagePreviewAt } from '../image-preview/lazy-image-preview';
import { Skeleton } from '../skeleton';
import { messages } from './messages';

export type ContentPreviewState = 'loading' | 'ready' | 'missing' | 'error';

export interface ContentPreviewPost {
  kind: 'post';
  title?: string;
  /** Plain text with hashtags; never read as HTML. */
  text?: string;
  /** The gallery, full-size addresses in order. */
  images?: readonly string[];
  /** Unix seconds. */
  publishDate: number;
}

export interface ContentPreviewArticle {
  kind: 'article';
  title: string;
  /** The body as stored; shown only after `sanitizeArticle` of the props has passed over it. */
  html: string;
  /**
   * The covers to show, already at their thumbnail addresses (`coverThumbnails` of
   * `@creator/forms/rules/thumbnails`, with the image host): their number decides the row's layout.
   */
  covers?: readonly string[];
  /** Width over height of the covers' variant (`coverThumbnailSize`), when it has both; their own otherwise. */
  coverAspect?: number;
  /** Unix seconds. */
  publishDate: number;
}

export type ContentPreviewContent = ContentPreviewPost | ContentPreviewArticle;

export interface ContentPreviewAuthor {
  /** The account's screen name. */
  name: string;
  avatar?: string | null;
}

export type ContentPreviewProps = Omit<ComponentProps<'div'>, 'children' | 'content'> & {
  /** `missing`: the item is unknown or deleted; `ready` without `content` shows the same. */
  state: ContentPreviewState;
  content?: ContentPreviewContent | null;
  author?: ContentPreviewAuthor | null;
  /**
   * The article allow-list, brought by the caller because packages/ui may not import the rules: in the portal
   * `(html) => sanitizeArticleHtml(getArticlePurifier(), html, { imageHost })` of
   * `@creator/forms/rules/article-html` and `@creator/ui/lib/sanitize-html`. Every article body goes through it
   * before it reaches the DOM. Keep it stable (a module function or `useCallback`): the body is sanitised again
   * whenever it changes. What it throws (HTML over the length limit, no DOM) reaches the route's error element.
   */
  sanitizeArticle: (html: string) => string;
  /** The hashtag grammar (`findHashtags` of `@creator/forms/rules/hashtag`); without it a post's text shows plain. */
  findHashtags?: HashtagFinder;
  /** Why the item could not be loaded (the request error's message), under the error state's title. */
  errorDescription?: ReactNode;
  /** The error state's Retry. */
  onRetry: () => void;
  retrying?: boolean;
  /** A way on from the missing state, e.g. a link home. */
  action?: ReactNode;
  /** Time zone of the publish time; the browser's by default. */
  timeZone?: string;
  /** The element that scrolls, for the back-to-top button; the window when left out. */
  scrollContainer?: HTMLElement | null;
};

const COVER_COLUMNS: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' };

const galleryButton =
  'absolute top-1/2 z-10 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-ink/70 text-ink-inverse transition-colors hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-30';

function AuthorLine({
  author,
  publishDate,
  timeZone,
}: {
  author: ContentPreviewAuthor | null | undefined;
  publishDate: number;
  timeZone: string | undefined;
}) {
  const intl = useIntl();
  return (
    <header data-slot="content-preview-author" className="flex items-center gap-3">
      <Avatar size="md" src={author?.avatar} name={author?.name} fallback="initials" decorative />
      <div className="flex min-w-0 flex-col">
        <span
          data-slot="content-preview-author-name"
          dir="auto"
          className="truncate text-sm font-medium text-ink"
        >
          {author?.name}
        </span>
        {publishDate > 0 ? (
          <time
            data-slot="content-preview-date"
            dateTime={toIsoInstant(publishDate)}
            dir="ltr"
            className="self-start text-xs text-ink-muted tabular-nums"
          >
            {formatDateTime(publishDate, intl.locale, timeZone ? { timeZone } : {})}
          </time>
        ) : null}
      </div>
    </header>
  );
}

/**
 * One image a view, swiped natively (CSS scroll snap, no library), with previous and next buttons and a
 * position; an image opens the lightbox at its place.
 */
function PostGallery({ images }: { images: readonly string[] }) {
  const intl = useIntl();
  const scroller = useRef<HTMLUListElement | null>(null);
  const [current, setCurrent] = useState(0);
  const [preview, setPreview] = useState<number | null>(null);
  const count = images.length;
  const shown = Math.min(current, count - 1);

  // The image most in view: scrollLeft runs negative right to left, hence the absolute value.
  const onScroll = () => {
    const element = scroller.current;
    if (!element || element.clientWidth === 0) return;
    const index = Math.round(Math.abs(element.scrollLeft) / element.clientWidth);
    setCurrent(Math.min(count - 1, Math.max(0, index)));
  };

  const go = (index: number, smooth = true) => {
    const element = scroller.current;
    if (!element || index < 0 || index >= count) return;
    const sign = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({
      left: sign * index * element.clientWidth,
      behavior: smooth && !reduce ? 'smooth' : 'instant',
    });
  };

  // The image opened is settled in view first: a swipe cut short by the lightbox would otherwise stay between two.
  const open = (index: number) => {
    go(index, false);
    setPreview(index);
  };

  return (
    <section
      data-slot="content-preview-gallery"
      aria-label={intl.formatMessage(messages.images)}
      className="flex flex-col items-center gap-2"
    >
      <div className="relative w-full">
        <ul
          ref={scroller}
          data-slot="content-preview-track"
          onScroll={onScroll}
          className="flex w-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-md bg-ink/5 [scrollbar-width:none]"
        >
          {images.map((src, index) => (
            <li
              key={`${index}-${src}`}
              data-slot="content-preview-slide"
              data-state={index === shown ? 'current' : 'other'}
              aria-current={index === shown || undefined}
              className="w-full shrink-0 snap-center snap-always"
            >
              <button
                type="button"
                aria-label={intl.formatMessage(messages.openImage, {
                  index: String(index + 1),
                  count: String(count),
                })}
                onClick={() => open(index)}
                className="block w-full cursor-zoom-in rounded-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
              >
                <img
                  src={src}
                  alt=""
                  draggable={false}
                  className="aspect-[4/3] w-full object-contain select-none"
                />
              </button>
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <>
            <button
              type="button"
              data-slot="content-preview-previous"
              aria-label={intl.formatMessage(messages.previous)}
              // aria-disabled keeps the focus on the button at either end.
              aria-disabled={shown === 0 || undefined}
              onClick={() => go(shown - 1)}
              className={cn(galleryButton, 'start-2')}
            >
              <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </button>
            <button
              type="button"
              data-slot="content-preview-next"
              aria-label={intl.formatMessage(messages.next)}
              aria-disabled={shown === count - 1 || undefined}
              onClick={() => go(shown + 1)}
              className={cn(galleryButton, 'end-2')}
            >
              <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <p
          data-slot="content-preview-position"
          dir="ltr"
          aria-live="polite"
          className="text-xs text-ink-muted tabular-nums"
        >
          {intl.formatMessage(messages.position, { current: String(shown + 1), total: String(count) })}
        </p>
      ) : null}
      <LazyImagePreviewAt
        sources={images}
        at={preview}
        onAtChange={setPreview}
        title={intl.formatMessage(messages.previewTitle)}
      />
    </section>
  );
}

function PostView({
  post,
  author,
  findHashtags,
  timeZone,
}: {
  post: ContentPreviewPost;
  author: ContentPreviewAuthor | null | undefined;
  findHashtags: HashtagFinder | undefined;
  timeZone: string | undefined;
}) {
  const intl = useIntl();
  const headingId = useId();
  const title = post.title?.trim();
  const images = post.images ?? [];
  return (
    <article data-slot="content-preview-post" aria-labelledby={headingId} className="flex flex-col gap-4">
      {title ? null : (
        <h1 id={headingId} className="sr-only">
          {intl.formatMessage(messages.postHeading, { name: author?.name ?? '' })}
        </h1>
      )}
      <AuthorLine author={author} publishDate={post.publishDate} timeZone={timeZone} />
      {images.length > 0 ? <PostGallery images={images} /> : null}
      {title ? (
        <h1
          id={headingId}
          data-slot="content-preview-title"
          dir="auto"
          className="text-xl font-semibold break-words text-ink"
        >
          {title}
        </h1>
      ) : null}
      {post.text ? <HashtagText text={post.text} findHashtags={findHashtags} /> : null}
    </article>
  );
}

function ArticleView({
  article,
  author,
  sanitizeArticle,
  timeZone,
}: {
  article: ContentPreviewArticle;
  author: ContentPreviewAuthor | null | undefined;
  sanitizeArticle: (html: string) => string;
  timeZone: string | undefined;
}) {
  const headingId = useId();
  const covers = article.covers ?? [];
  const body = useMemo(() => articleBodyHtml(sanitizeArticle(article.html)), [article.html, sanitizeArticle]);
  return (
    <article data-slot="content-preview-article" aria-labelledby={headingId} className="flex flex-col gap-5">
      <h1
        id={headingId}
        data-slot="content-preview-title"
        dir="auto"
        className="text-3xl font-semibold break-words text-ink"
      >
        {article.title}
      </h1>
      <AuthorLine author={author} publishDate={article.publishDate} timeZone={timeZone} />
      {covers.length > 0 ? (
        // The covers are pictures of the body, shown again: decorative here.
        <div
          data-slot="content-preview-covers"
          data-count={covers.length}
          className={cn('grid gap-2', COVER_COLUMNS[Math.min(covers.length, 3)])}
        >
          {covers.map((src, index) => (
            <img
              key={`${index}-${src}`}
              src={src}
              alt=""
              // The variant's shape, so that a backend serving originals still shows an even row.
              style={article.coverAspect ? { aspectRatio: article.coverAspect } : undefined}
              className="h-auto w-full rounded-md bg-surface-sunken object-cover"
            />
          ))}
        </div>
      ) : null}
      {/* The author's text, in the direction of its own first letter whatever the page's. */}
      <div
        data-slot="content-preview-body"
        dir="auto"
        className={ARTICLE_BODY}
        dangerouslySetInnerHTML={{ __html: body }}
      />
    </article>
  );
}

/**
 * The content detail of /preview: a short post (gallery, text with hashtags) or a titled article (covers and its
 * sanitised HTML) under the account's avatar, screen name and publish time, with a back-to-top button; or the
 * loading, missing (unknown or deleted) and error states.
 */
export function ContentPreview({
  state,
  content,
  author,
  sanitizeArticle,
  findHashtags,
  errorDescription,
  onRetry,
  retrying,
  action,
  timeZone,
  scrollContainer,
  className,
  ...props
}: ContentPreviewProps) {
  const intl = useIntl();
  const shown: ContentPreviewState = state === 'ready' && !content ? 'missing' : state;
  const pageHeading =
    shown === 'ready' ? null : <h1 className="sr-only">{intl.formatMessage(messages.heading)}</h1>;

  return (
    <div
      data-slot="content-preview"
      data-state={shown}
      aria-busy={shown === 'loading' || undefined}
      className={cn('mx-auto w-full max-w-[720px]', className)}
      {...props}
    >
      {pageHeading}
      {shown === 'loading' ? (
        <div role="status" data-slot="content-preview-loading" className="flex flex-col gap-4">
          <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
          <span aria-hidden="true" className="flex items-center gap-3">
            <Skeleton shape="circle" />
            <span className="flex flex-1 flex-col gap-2">
              <Skeleton width="2/5" />
              <Skeleton width="1/2" />
            </span>
          </span>
          <Skeleton shape="rect" width="full" className="min-h-72" />
          <Skeleton lines={4} />
        </div>
      ) : null}
      {shown === 'missing' ? (
        <EmptyState
          icon={<FileX />}
          title={intl.formatMessage(messages.missing)}
          description={intl.formatMessage(messages.missingHint)}
          action={action}
          className="min-h-[60vh]"
        />
      ) : null}
      {shown === 'error' ? (
        <ErrorRetry
          variant="page"
          title={intl.formatMessage(messages.error)}
          description={errorDescription}
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : null}
      {shown === 'ready' && content ? (
        <>
          {content.kind === 'post' ? (
            <PostView post={content} author={author} findHashtags={findHashtags} timeZone={timeZone} />
          ) : (
            <ArticleView
              article={content}
              author={author}
              sanitizeArticle={sanitizeArticle}
              timeZone={timeZone}
            />
          )}
          <BackToTop container={scrollContainer} />
        </>
      ) : null}
    </div>
  );
}
