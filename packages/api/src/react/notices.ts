import { ReadStatus } from '@creator/domain/notice';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { getUnreadCount, listNotices, markNoticesRead } from '../endpoints/notices';
import { type NoticeListAnswer } from '../schemas/notices';
import { apiKeys } from './keys';
import type { ApiMutationOptions } from './query-client';

/** Notices page by page (the server sets the size); the next page exists while fewer than `count` are loaded. */
export function noticesInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: apiKeys.notices.list(),
    queryFn: ({ pageParam, signal }) => listNotices({ page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = pages.reduce((total, page) => total + page.list.length, 0);
      return last.list.length > 0 && loaded < last.count ? lastPage + 1 : undefined;
    },
  });
}

export function useNotices() {
  return useInfiniteQuery(noticesInfiniteQueryOptions());
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: apiKeys.notices.unread(),
    queryFn: ({ signal }) => getUnreadCount({ signal }),
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}

/** Read report: the notices turn read in the cache at once and the unread count is refetched. */
export function useMarkNoticesRead(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: (ids: number[]) => markNoticesRead(ids),
    onSuccess: (_, ids) => {
      const read = new Set(ids);
      queryClient.setQueryData<InfiniteData<NoticeListAnswer, number>>(
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
