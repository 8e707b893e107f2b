import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTags } from '../endpoints/tags';
import { apiKeys } from './keys';

/** The category tree; names follow the language, which refetches every query when it changes. */
export function tagsQueryOptions() {
  return queryOptions({
    queryKey: apiKeys.tags(),
    queryFn: ({ signal }) => getTags({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useTags(options: { enabled?: boolean } = {}) {
  return useQuery({ ...tagsQueryOptions(), enabled: options.enabled ?? true });
}
