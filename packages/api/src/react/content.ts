import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { deleteContent, getContentDetail, listContent } from '../endpoints/content';
import type { ContentListQuery } from '../schemas/content';
import { apiKeys } from './keys';
import type { ApiMeta, ApiMutationOptions } from './query-client';

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

/** A page of the list (the options of contentListQueryOptions), with the page after it fetched ahead. */
export function useContentList(query: ContentListQuery, options: { meta?: ApiMeta } = {}) {
  const queryClient = useQueryClient();
  const result = useQuery(contentListQueryOptions(query, options));
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? result.data?.page_size ?? 0;
  const hasNext = !result.isPlaceholderData && result.data !== undefined && page * pageSize < result.data.count;
  const next = hasNext ? { ...query, page: page + 1 } : undefined;
  const nextKey = next ? JSON.stringify(apiKeys.content.list(next)) : undefined;
  useEffect(() => {
    // The key stands for `next`: the effect runs once per page shown, not once per render.
    if (next) void queryClient.prefetchQuery(contentListQueryOptions(next, { meta: { display: 'silent' } }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, nextKey]);
  return result;
}

/**
 * The item for the preview and the editors. Edit and delete checks fetch it fresh (staleTime 0); `meta` says
 * how a failure is shown.
 */
export function contentDetailQueryOptions(contentId: number, { meta }: { meta?: ApiMeta } = {}) {
  return queryOptions({
    queryKey: apiKeys.content.detail(contentId),
    queryFn: ({ signal }) => getContentDetail(contentId, { signal }),
    staleTime: 0,
    meta,
  });
}

/** The item, once there is an id to ask for (the options of contentDetailQueryOptions). */
export function useContentDetail(contentId: number | undefined, options: { meta?: ApiMeta } = {}) {
  return useQuery({
    ...contentDetailQueryOptions(contentId ?? 0, options),
    enabled: contentId !== undefined && contentId > 0,
  });
}

/** Delete (content or draft): lists, drafts and home counts change. */
export function useDeleteContent(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: (contentId: number) => deleteContent(contentId),
    onSuccess: (_, contentId) => {
      queryClient.removeQueries({ queryKey: apiKeys.content.detail(contentId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeys.content.lists() }),
        queryClient.invalidateQueries({ queryKey: apiKeys.drafts.all }),
        queryClient.invalidateQueries({ queryKey: apiKeys.home() }),
      ]);
    },
  });
}
