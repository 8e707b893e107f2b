import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { claimPolishTasks, giveUpPolishTasks, listPolishTasks } from '../endpoints/polish-tasks';
import type { PolishTaskListQuery } from '../schemas/polish-tasks';
import { apiKeys } from './keys';
import type { ApiMeta, ApiMutationOptions } from './query-client';

/** One page of a task list; the previous page stays on screen while the next loads. `meta` says how a failure is shown. */
export function polishTaskListQueryOptions(query: PolishTaskListQuery, { meta }: { meta?: ApiMeta } = {}) {
  return queryOptions({
    queryKey: apiKeys.polishTasks.list(query),
    queryFn: ({ signal }) => listPolishTasks(query, { signal }),
    // The previous page stays while the next loads, within one list: another tab's tasks never stand in.
    placeholderData: (previous, previousQuery) =>
      previousQuery && (previousQuery.queryKey[3] as PolishTaskListQuery | undefined)?.status === query.status
        ? keepPreviousData(previous)
        : undefined,
    meta,
  });
}

/** A page of a task list (the options of polishTaskListQueryOptions); nothing is asked while `enabled` is false. */
export function usePolishTasks(
  query: PolishTaskListQuery,
  { enabled = true, ...options }: { meta?: ApiMeta; enabled?: boolean } = {},
) {
  return useQuery({ ...polishTaskListQueryOptions(query, options), enabled });
}

/**
 * Claim (17001 over the limit with `data.max`, 17002 taken by someone else). Whatever the answer, the task
 * lists and the claims left are asked again: a refused claim may mean the list was stale.
 */
export function useClaimPolishTasks(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: (ids: number[]) => claimPolishTasks(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeys.polishTasks.all }),
  });
}

export function useGiveUpPolishTasks(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: (ids: number[]) => giveUpPolishTasks(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeys.polishTasks.all }),
  });
}
