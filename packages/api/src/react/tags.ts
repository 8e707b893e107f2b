import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTags } from '../endpoints/tags';
import { apiKeys } from './keys';

/** The category tree; names follow the language, which refetches every query when it changes. */
export function tagsQueryOptions() {
  return queryOptions({
    queryKey: apiKeys.tags(),
    queryFn: ({ signal }) => getTags({ signal }),
    staleTime: 10 * 60_000,
    // The composer shows no failure of its own for the categories (the failure's toast says it): a composer
    // opened again asks again, rather than keep a failed list for the cache's lifetime.
    retryOnMount: true,
  });
}

export function useTags(options: { enabled?: boolean } = {}) {
  return useQuery({ ...tagsQueryOptions(), enabled: options.enabled ?? true });
}
