import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchHashtags } from '../endpoints/hashtags';
import { apiKeys } from './keys';

/**
 * Suggestions for the text after `#`. Each name is its own query: when a keystroke changes the name, the
 * older search loses its observer and TanStack aborts it through the signal, so it leaves no error and
 * its answer never shows under the newer name.
 */
export function hashtagSearchQueryOptions(name: string) {
  return queryOptions({
    queryKey: apiKeys.hashtags.search(name),
    queryFn: ({ signal }) => searchHashtags(name, { signal, display: 'silent' }),
    staleTime: 60_000,
    retry: false,
    meta: { display: 'silent' },
  });
}

export function useHashtagSearch(name: string) {
  return useQuery({ ...hashtagSearchQueryOptions(name), enabled: name.length > 0 });
}
