import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getUnreadCount } from '../endpoints/notices';
import { apiKeys } from './keys';
import type { NoticePages } from './notices';

// What the top bar's bell needs, apart from ./notices (the feed's infinite list, its read reports), which only
// the notices page loads.

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: apiKeys.notices.unread(),
    queryFn: ({ signal }) => getUnreadCount({ signal }),
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}

/**
 * Refresh from the top (the bell on /notice): the list keeps its first page on screen while that page and
 * the unread count are asked again, rather than refetching every page loaded so far.
 */
export function useRefreshNotices(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    queryClient.setQueryData<NoticePages>(
      apiKeys.notices.list(),
      (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    );
    await queryClient.invalidateQueries({ queryKey: apiKeys.notices.all });
  }, [queryClient]);
}
