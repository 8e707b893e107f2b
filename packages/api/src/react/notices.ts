import { NOTICE_READ_BATCH_MS } from '@creator/domain/limits';
import { ReadStatus } from '@creator/domain/notices';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { listNotices, markNoticesRead } from '../endpoints/notices';
import type { Notice, NoticeListAnswer } from '../schemas/notices';
import { apiKeys } from './keys';
import type { ApiMeta, ApiMutationOptions } from './query-client';

export type NoticePages = InfiniteData<NoticeListAnswer, number>;

/**
 * The notices of every page loaded, each once. The contract promises no order that holds between pages: a notice
 * that arrives while the creator scrolls shifts the later pages by one, and the next page repeats the last notice
 * of the one before. The first copy stays.
 */
export function uniqueNotices(pages: readonly NoticeListAnswer[]): Notice[] {
  const seen = new Set<number>();
  const list: Notice[] = [];
  for (const page of pages)
    for (const notice of page.list) {
      if (seen.has(notice.id)) continue;
      seen.add(notice.id);
      list.push(notice);
    }
  return list;
}

/**
 * Notices page by page (the server sets the size); the next page exists while fewer than `count` distinct
 * notices are loaded and the last page brought new ones. `meta` says how a failure is shown.
 */
export function noticesInfiniteQueryOptions({ meta }: { meta?: ApiMeta } = {}) {
  return infiniteQueryOptions({
    queryKey: apiKeys.notices.list(),
    meta,
    queryFn: ({ pageParam, signal }) => listNotices({ page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = uniqueNotices(pages).length;
      // A page of repeats only (a backend that ignores `page`) ends the list as an empty one does.
      const grew = pages.length === 1 || loaded > uniqueNotices(pages.slice(0, -1)).length;
      return last.list.length > 0 && grew && loaded < last.count ? lastPage + 1 : undefined;
    },
  });
}

/** The notices, page by page (the options of noticesInfiniteQueryOptions). */
export function useNotices(options: { meta?: ApiMeta } = {}) {
  return useInfiniteQuery(noticesInfiniteQueryOptions(options));
}

/** Read report: the notices turn read in the cache at once and the unread count is refetched. */
export function useMarkNoticesRead(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: (ids: number[]) => markNoticesRead(ids),
    onSuccess: (_, ids) => {
      const read = new Set(ids);
      queryClient.setQueryData<NoticePages>(
        apiKeys.notices.list(),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              list: page.list.map((notice) =>
                read.has(notice.id) ? { ...notice, status: ReadStatus.read } : notice,
              ),
            })),
          },
      );
      return queryClient.invalidateQueries({ queryKey: apiKeys.notices.unread() });
    },
  });
}

/**
 * Read on view: call the returned function with the id of each unread notice that came into view. The ids
 * seen within NOTICE_READ_BATCH_MS go in one report, each id once while its report runs and never again once it
 * is reported (a page of the feed fetched while the report ran can bring the notice back unread into the cache);
 * an id whose report failed stays unread in the cache and goes again with the next report (or when the notice is
 * seen again). What is still waiting when the page goes is reported then. The function keeps its identity.
 */
export function useReadOnView(): (id: number) => void {
  const { mutateAsync } = useMarkNoticesRead({ meta: { display: 'silent' } });
  const state = useRef({
    waiting: new Set<number>(),
    failed: new Set<number>(),
    sent: new Set<number>(),
    reported: new Set<number>(),
    timer: 0,
  });

  const flush = useCallback(() => {
    const { waiting, failed, sent } = state.current;
    state.current.timer = 0;
    const ids = [...waiting, ...failed].filter((id) => !sent.has(id));
    waiting.clear();
    failed.clear();
    if (ids.length === 0) return;
    for (const id of ids) sent.add(id);
    mutateAsync(ids)
      .then(() => {
        for (const id of ids) state.current.reported.add(id);
      })
      .catch(() => {
        for (const id of ids) state.current.failed.add(id);
      })
      .finally(() => {
        for (const id of ids) sent.delete(id);
      });
  }, [mutateAsync]);

  useEffect(
    () => () => {
      window.clearTimeout(state.current.timer);
      if (state.current.waiting.size > 0) flush();
    },
    [flush],
  );

  return useCallback(
    (id: number) => {
      const current = state.current;
      if (current.sent.has(id) || current.reported.has(id)) return;
      current.waiting.add(id);
      if (current.timer === 0) current.timer = window.setTimeout(flush, NOTICE_READ_BATCH_MS);
    },
    [flush],
  );
}
