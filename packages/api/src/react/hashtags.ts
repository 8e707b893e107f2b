import { HASHTAG_SEARCH_DELAY_MS } from '@creator/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

/**
 * The suggestions for what is typed after `#` (null: the caret is in no hashtag), asked once typing has paused
 * for `HASHTAG_SEARCH_DELAY_MS` (200 ms). A search the creator has typed past is aborted and its answer ignored.
 */
export function useHashtagSuggestions(query: string | null) {
  const [name, setName] = useState('');
  useEffect(() => {
    if (!query) return;
    const timer = setTimeout(() => setName(query), HASHTAG_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  // Out of a hashtag, or in another one than the last asked, nothing is asked (a search under way is dropped,
  // and so aborted); while the same hashtag grows, the last search stays until the next is due.
  const search = useHashtagSearch(query && name && query.startsWith(name) ? name : '');
  const current = Boolean(query) && name === query;
  return {
    suggestions: current ? (search.data ?? []) : [],
    loading: Boolean(query) && (!current || search.isFetching),
  };
}
