import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  claimPolishTasks,
  getPolishTask,
  giveUpPolishTasks,
  listPolishTasks,
} from '../endpoints/polish-tasks';
import type { PolishTaskListQuery } from '../schemas/polish-tasks';
import { apiKeys } from './keys';
import type { ApiMutationOptions } from './query-client';

export function polishTaskListQueryOptions(query: PolishTaskListQuery) {
  return queryOptions({
    queryKey: apiKeys.polishTasks.list(query),
    queryFn: ({ signal }) => listPolishTasks(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePolishTasks(query: PolishTaskListQuery) {
  return useQuery(polishTaskListQueryOptions(query));
}

export function polishTaskQueryOptions(id: number) {
  return queryOptions({
    queryKey: apiKeys.polishTasks.detail(id),
    queryFn: ({ signal }) => getPolishTask(id, { signal }),
  });
}

export function usePolishTask(id: number | undefined) {
  return useQuery({ ...polishTaskQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
}

/** Claim (17001 over the limit with `data.max`, 17002 taken by someone else): every task list changes. */
export function useClaimPolishTasks(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: (ids: number[]) => claimPolishTasks(ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeys.polishTasks.all }),
  });
}

export function useGiveUpPolishTasks(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: (ids: number[]) => giveUpPolishTasks(ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeys.polishTasks.all }),
  });
}
