import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listContent } from '../endpoints/content';
import type { ContentListQuery } from '../schemas/content';
import { apiKeys } from './keys';
import { whenIdle } from './when-idle';
import type { ApiMeta } from './query-client';

// Apart from ./content (an item, its deletion), which the preview loads: it shows no list.

/**
 * One page of the content list; the previous page stays on screen while the next loads. A request the list no
 * longer wants (the creator typed on, or paged on, before it answered) is aborted: TanStack Query cancels a
 * query whose last observer leaves while it runs, since the call takes its signal. `meta` says how a failure
 * is shown.
 */
export function contentListQueryOptions(query: ContentListQuery, { meta }: { meta?: ApiMeta } = {}) {
  return queryOptions({
    queryKey: apiKeys.content.list(query),
    queryFn: ({ signal }) => listContent(query, { signal }),
    placeholderData: keepPreviousData,
    meta,
  });
}

/**
 * A page of the list (the options of contentListQueryOptions), with the page after it fetched ahead once the
 * browser is idle. Nothing is asked while `enabled` is false (the page does not know yet which list it shows).
 */
export function useContentList(
  query: ContentListQuery,
  { enabled = true, ...options }: { meta?: ApiMeta; enabled?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const result = useQuery({ ...contentListQueryOptions(query, options), enabled });
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? result.data?.page_size ?? 0;
  const hasNext =
    !result.isPlaceholderData && result.data !== undefined && page * pageSize < result.data.count;
  const next = hasNext ? { ...query, page: page + 1 } : undefined;
  const nextKey = next ? JSON.stringify(apiKeys.content.list(next)) : undefined;
  useEffect(() => {
    // The key stands for `next`: the effect runs once per page shown, not once per render. Once the browser is
    // idle: on a slow network the page shown, its pictures first, takes the bandwidth.
    if (!next) return;
    return whenIdle(
      () => void queryClient.prefetchQuery(contentListQueryOptions(next, { meta: { display: 'silent' } })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, nextKey]);
  return result;
}
