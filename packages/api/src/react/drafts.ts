import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listDrafts, saveDraft } from '../endpoints/drafts';
import type { DraftListQuery, DraftSaveBody } from '../schemas/drafts';
import { apiKeys } from './keys';
import type { ApiMutationOptions } from './query-client';

export function draftListQueryOptions(query: DraftListQuery) {
  return queryOptions({
    queryKey: apiKeys.drafts.list(query),
    queryFn: ({ signal }) => listDrafts(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDrafts(query: DraftListQuery) {
  return useQuery(draftListQueryOptions(query));
}

/** Save an article draft (16016 when the draft limit is reached). */
export function useSaveDraft(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: (body: DraftSaveBody) => saveDraft(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeys.drafts.all }),
  });
}
