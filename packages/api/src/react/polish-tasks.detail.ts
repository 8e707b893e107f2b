import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPolishTask } from '../endpoints/polish-tasks.detail';
import { apiKeys } from './keys';
import type { ApiMeta } from './query-client';

// Apart from the lists and the claims (./polish-tasks): the task editor downloads only this.

/** The task the editor polishes; `meta` says how a failure is shown. */
export function polishTaskQueryOptions(id: number, { meta }: { meta?: ApiMeta } = {}) {
  return queryOptions({
    queryKey: apiKeys.polishTasks.detail(id),
    queryFn: ({ signal }) => getPolishTask(id, { signal }),
    staleTime: 0,
    meta,
  });
}

/** The task, once there is an id to ask for (the options of polishTaskQueryOptions). */
export function usePolishTask(id: number | undefined, options: { meta?: ApiMeta } = {}) {
  return useQuery({ ...polishTaskQueryOptions(id ?? 0, options), enabled: id !== undefined && id > 0 });
}
