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
  void queryClient.prefetchQuery(query);
}

/** warmQuery for a paged list (useInfiniteQuery): its first page. */
export function warmInfiniteQuery<TData, TError, TKey extends QueryKey, TPageParam>(
  query: FetchInfiniteQueryOptions<TData, TError, TData, TKey, TPageParam>,
): void {
  void queryClient.prefetchInfiniteQuery(query);
}

/**
 * Forgets every query and mutation, and cancels those in flight. A page load starts from an empty cache;
 * the screen stories, which share this one client, call it so that each starts from one too.
 */
export function clearQueryCache(): void {
  queryClient.clear();
}
