import { apiSession } from '@creator/api/client/config';
import { keepLastSeen } from '@creator/api/react/last-seen';
import { createApiQueryClient } from '@creator/api/react/query-client';
import {
  QueryClientProvider,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { showError } from './report-error';

// Created in a lazy chunk (the layout and /forgot), so that TanStack Query never loads with /login.
const queryClient = createApiQueryClient({ onError: (display) => showError(display) });

/**
 * Settles once a start without network has its last-seen answers back (at once online, and in the first paint's
 * renderer, which has no browser): the signed-in frame's loader waits for it, and so does every query a loader
 * starts, so that none asks the network before it (decision 0032). The answers kept are for the running build,
 * named by the address of its first script (hashed: it changes with any file the build holds).
 */
export const lastSeenRestored: Promise<void> =
  typeof document === 'undefined'
    ? Promise.resolve()
    : keepLastSeen(queryClient, {
        session: apiSession(),
        build: document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? 'development',
      }).restored;

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * Starts a query a page is about to ask for, from its route loader: the router runs it before the page's
 * first render, so the request does not wait for the page to mount. Nothing waits for it and nothing is
 * thrown; the page's own hook, with the same options, shows loading and failure as usual.
 */
export function warmQuery<TData, TError, TSelected, TKey extends QueryKey>(
  query: FetchQueryOptions<TData, TError, TSelected, TKey>,
): void {
  void lastSeenRestored.then(() => queryClient.prefetchQuery(query));
}

/** warmQuery for a paged list (useInfiniteQuery): its first page. */
export function warmInfiniteQuery<TData, TError, TKey extends QueryKey, TPageParam>(
  query: FetchInfiniteQueryOptions<TData, TError, TData, TKey, TPageParam>,
): void {
  void lastSeenRestored.then(() => queryClient.prefetchInfiniteQuery(query));
}

/**
 * Forgets every query and mutation, and cancels those in flight. A page load starts from an empty cache;
 * the screen stories, which share this one client, call it so that each starts from one too.
 */
export function clearQueryCache(): void {
  queryClient.clear();
}
