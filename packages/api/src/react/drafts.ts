import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listDrafts, saveDraft } from '../endpoints/drafts';
import type { DraftListQuery } from '../schemas/drafts';
import { apiKeys } from './keys';
import { invalidateWritten, isQueued } from './outbox';
import { useQueueingSend } from './outbox-send';
import type { WriteOptions } from './publish';
import type { ApiMeta } from './query-client';

/** A page of the article drafts; `meta` says how a failure is shown. */
export function draftListQueryOptions(query: DraftListQuery, { meta }: { meta?: ApiMeta } = {}) {
  return queryOptions({
    queryKey: apiKeys.drafts.list(query),
    queryFn: ({ signal }) => listDrafts(query, { signal }),
    placeholderData: keepPreviousData,
    meta,
  });
}

/** The page of drafts (the options of draftListQueryOptions). */
export function useDrafts(query: DraftListQuery, options: { meta?: ApiMeta } = {}) {
  return useQuery(draftListQueryOptions(query, options));
}

/** Save an article draft (16016 when the draft limit is reached); one that gets no answer waits in the outbox. */
export function useSaveDraft(options: WriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: useQueueingSend('draft', saveDraft, { writtenAt: options.writtenAt }),
    onSuccess: (answer) => isQueued(answer) || invalidateWritten(queryClient, 'draft'),
  });
}
