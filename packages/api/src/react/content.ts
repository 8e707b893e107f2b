import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteContent, getContentDetail } from '../endpoints/content';
import { apiKeys } from './keys';
import type { ApiMeta, ApiMutationOptions } from './query-client';

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
