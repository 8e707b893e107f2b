import { NOTICE_NEXT_PAGE_DISTANCE_PX } from '@creator/domain/limits';
import { defaultRangeExtractor, useWindowVirtualizer, type Range, type Rect } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { EmptyState } from '../empty-state';
import { ErrorRetry } from '../error-retry';
import { NoticeItem, type NoticeData } from '../notice-item';
import { Skeleton } from '../skeleton';
import { Spinner } from '../spinner';
import { messages } from './messages';

export type NoticeFeedStatus = 'loading' | 'error' | 'ready';

export type NoticeFeedProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Every notice loaded so far, pages joined, newest first. */
  notices: readonly NoticeData[];
  /** How many notices there are in all (the answer's `count`), for `aria-setsize`; unknown by default. */
  total?: number;
  /** State of the first page. */
  status: NoticeFeedStatus;
  /** The first page failed and the reader asks again; give it whenever `status` can be `'error'`. */
  onRetry?: () => void;
  /** More pages wait on the server. */
  hasNextPage?: boolean;
  /** The next page is on its way: a spinner under the last notice. */
  fetchingNextPage?: boolean;
  /** The next page failed: a retry under the last notice; the loaded notices stay. */
  nextPageFailed?: boolean;
  /** Asked once per page when the reader comes within 30 px of the end of the list. */
  onLoadMore?: () => void;
  /** The retry of a failed next page; `onLoadMore` by default. */
  onRetryNextPage?: () => void;
  /** Passed to each NoticeItem: the preview address of a `linked-html` notice's `{{…}}` link. */
  previewHref?: (targetId: number) => string;
  /** Passed to each NoticeItem: an unread notice was at least half in view. Keep it stable (useCallback). */
  onSeen?: (id: number) => void;
  /** Passed to each NoticeItem: time zone of the timestamps. */
  timeZone?: string;
  /** Accessible name of the feed; "Notices" by default. */
  label?: string;
  /** The empty state's line; "No notices yet" by default. */
  emptyTitle?: ReactNode;
  /** Rows rendered beyond the window on either side. */
  overscan?: number;
};

/** A first guess of a row's height before it is measured: padding, up to three lines and the time, plus images. */
const ROW_ESTIMATE_PX = 120;
const IMAGES_ESTIMATE_PX = 88;
const SKELETON_ROWS = 4;
const FOCUS_RING = 'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500';

type RowProps = {
  notice: NoticeData;
  index: number;
  setSize: number;
  previewHref?: (targetId: number) => string;
  onSeen?: (id: number) => void;
  timeZone?: string;
};

/** One article of the feed; memoised so that a new range re-renders only the rows that arrive. */
const FeedRow = memo(function FeedRow({ notice, index, setSize, previewHref, onSeen, timeZone }: RowProps) {
  return (
    <NoticeItem
      notice={notice}
      previewHref={previewHref}
      onSeen={onSeen}
      timeZone={timeZone}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      tabIndex={0}
      className={FOCUS_RING}
    />
  );
});

/** The window's size, where there is one (without a DOM, the library's 0 × 0). */
function windowRect(): Rect | undefined {
  return typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight };
}

function rowIndexOf(list: HTMLElement, target: EventTarget | null): number | null {
  if (!(target instanceof Element) || !list.contains(target)) return null;
  const row = target.closest<HTMLElement>('[data-slot="notice-feed-row"]');
  return row ? Number(row.dataset.index) : null;
}

/**
 * The notices of the /notice page as an infinite, virtualised feed (WAI-ARIA feed pattern): only the rows near
 * the window are in the document, each measured as it renders (text folds, images); the next page is asked for
 * near the end; Page Down and Page Up move between notices. The window scrolls, not the feed.
 */
export function NoticeFeed({
  notices,
  total,
  status,
  onRetry,
  hasNextPage = false,
  fetchingNextPage = false,
  nextPageFailed = false,
  onLoadMore,
  onRetryNextPage,
  previewHref,
  onSeen,
  timeZone,
  label,
  emptyTitle,
  overscan = 6,
  className,
  ...props
}: NoticeFeedProps) {
  const intl = useIntl();
  const state = status === 'ready' && notices.length === 0 ? 'empty' : status;

  let body: ReactNode;
  if (state === 'loading') {
    body = (
      <div data-slot="notice-feed-loading" aria-busy="true">
        <span role="status" className="sr-only">
          {intl.formatMessage(messages.loading)}
        </span>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className="flex flex-col gap-2 border-b border-line py-4 ps-5 pe-2">
            <Skeleton lines={2} />
            <Skeleton width="2/5" />
          </div>
        ))}
      </div>
    );
  } else if (state === 'error') {
    body = <ErrorRetry title={intl.formatMessage(messages.error)} onRetry={onRetry ?? (() => undefined)} />;
  } else if (state === 'empty') {
    body = <EmptyState title={emptyTitle ?? intl.formatMessage(messages.empty)} />;
  } else {
    body = (
      <FeedList
        notices={notices}
        setSize={total ?? (hasNextPage ? -1 : notices.length)}
        label={label ?? intl.formatMessage(messages.label)}
        hasNextPage={hasNextPage}
        fetchingNextPage={fetchingNextPage}
        nextPageFailed={nextPageFailed}
        onLoadMore={onLoadMore}
        onRetryNextPage={onRetryNextPage ?? onLoadMore}
        previewHref={previewHref}
        onSeen={onSeen}
        timeZone={timeZone}
        overscan={overscan}
      />
    );
  }

  return (
    <div data-slot="notice-feed" data-state={state} className={cn('flex flex-col', className)} {...props}>
      {body}
    </div>
  );
}

type FeedListProps = Pick<
  NoticeFeedProps,
  'onLoadMore' | 'onRetryNextPage' | 'previewHref' | 'onSeen' | 'timeZone'
> & {
  notices: readonly NoticeData[];
  setSize: number;
  label: string;
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  nextPageFailed: boolean;
  overscan: number;
};

function FeedList({
  notices,
  setSize,
  label,
  hasNextPage,
  fetchingNextPage,
  nextPageFailed,
  onLoadMore,
  onRetryNextPage,
  previewHref,
  onSeen,
  timeZone,
  overscan,
}: FeedListProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLDivElement | null>(null);
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The article that holds the focus (or is about to): kept mounted even when scrolled far away, so the focus
  // is never lost to virtualisation and Page Down goes on from it.
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const pendingFocus = useRef<number | null>(null);
  const askedAt = useRef<number | null>(null);
  const wasFetching = useRef(false);

  const count = notices.length;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex === null || activeIndex >= range.count || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );

  // Stable between renders: the virtualizer recomputes every row's offset when these change.
  const estimateSize = useCallback(
    (index: number) => ROW_ESTIMATE_PX + (notices[index]?.imageUrls?.length ? IMAGES_ESTIMATE_PX : 0),
    [notices],
  );
  const getItemKey = useCallback((index: number) => notices[index]?.id ?? index, [notices]);

  // The window's size as the list first renders, so that this render has the rows the window shows. With the
  // library's 0 × 0 it had none: they came in a render of their own, synchronous, inside the first commit, their
  // HTML sanitised there (decision 0029). Read once: the library keeps its first size until the window's own.
  const [initialRect] = useState(windowRect);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count,
    estimateSize,
    getItemKey,
    overscan,
    scrollMargin,
    rangeExtractor,
    initialRect,
  });

  // Where the list starts in the document, measured after every render (what lies above it may have changed:
  // tabs, a banner) and when the window resizes. Not with a ResizeObserver on the body: the body grows with
  // every row measured, and observing it raises the "ResizeObserver loop" error.
  const measureScrollMargin = useCallback(() => {
    const list = listRef.current;
    if (list) setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY));
  }, []);
  useLayoutEffect(measureScrollMargin);
  useEffect(() => {
    window.addEventListener('resize', measureScrollMargin);
    return () => window.removeEventListener('resize', measureScrollMargin);
  }, [measureScrollMargin]);

  // Asks for the next page when the end of the list is within 30 px of the window's bottom edge: once per page
  // (again only when the list has grown or the request has settled), never while one loads, and a failed page
  // only through its retry. The distance is read at the moment of asking, so a page that has just arrived and
  // pushed the end away asks for nothing more.
  const loadMoreIfNear = useEffectEvent(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage || fetchingNextPage || nextPageFailed || !onLoadMore) return;
    if (askedAt.current === count) return;
    if (sentinel.getBoundingClientRect().top - window.innerHeight > NOTICE_NEXT_PAGE_DISTANCE_PX) return;
    askedAt.current = count;
    onLoadMore();
  });

  useEffect(() => {
    if (wasFetching.current && !fetchingNextPage) askedAt.current = null;
    wasFetching.current = fetchingNextPage;
    loadMoreIfNear();
  }, [count, hasNextPage, fetchingNextPage, nextPageFailed]);

  // Scrolling: a line at the bottom of the list, watched within 30 px beyond the window's bottom edge.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreIfNear();
      },
      { root: sentinel.ownerDocument, rootMargin: `0px 0px ${NOTICE_NEXT_PAGE_DISTANCE_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);

  // Moves the focus to the article asked for by the keyboard once it is rendered.
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const article = listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"] > article`);
    if (!article) return;
    pendingFocus.current = null;
    article.focus({ preventScroll: true });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
    const list = listRef.current;
    const from = list ? rowIndexOf(list, event.target) : null;
    if (from === null) return;
    const to = from + (event.key === 'PageDown' ? 1 : -1);
    if (to < 0 || to >= count) return;
    event.preventDefault();
    pendingFocus.current = to;
    virtualizer.scrollToIndex(to, { align: 'auto' });
    const article = list?.querySelector<HTMLElement>(`[data-index="${to}"] > article`);
    if (article) {
      pendingFocus.current = null;
      article.focus({ preventScroll: true });
    } else {
      setActiveIndex(to);
    }
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const list = listRef.current;
    const index = list ? rowIndexOf(list, event.target) : null;
    if (index !== null) setActiveIndex(index);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && pendingFocus.current === null) {
      setActiveIndex(null);
    }
  };

  let footer: ReactNode = null;
  if (nextPageFailed) {
    footer = (
      <ErrorRetry
        title={intl.formatMessage(messages.nextPageError)}
        onRetry={() => onRetryNextPage?.()}
        className="w-full"
      />
    );
  } else if (fetchingNextPage) {
    footer = <Spinner size="sm" showLabel label={intl.formatMessage(messages.loadingMore)} />;
  } else if (!hasNextPage) {
    footer = <p className="text-sm text-ink-muted">{intl.formatMessage(messages.end)}</p>;
  }

  return (
    <>
      <div
        ref={listRef}
        role="feed"
        aria-label={label}
        aria-busy={fetchingNextPage}
        data-slot="notice-feed-list"
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const notice = notices[item.index];
          if (!notice) return null;
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-slot="notice-feed-row"
              data-index={item.index}
              className="absolute inset-x-0 top-0"
              style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
            >
              <FeedRow
                notice={notice}
                index={item.index}
                setSize={setSize}
                previewHref={previewHref}
                onSeen={onSeen}
                timeZone={timeZone}
              />
            </div>
          );
        })}
        <div ref={sentinelRef} aria-hidden="true" className="absolute inset-x-0 bottom-0 h-px" />
      </div>
      {footer ? (
        <div
          data-slot="notice-feed-footer"
          className="flex min-h-16 items-center justify-center py-4 text-center"
        >
          {footer}
        </div>
      ) : null}
    </>
  );
}
