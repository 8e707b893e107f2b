import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { apiSession } from '../client/config';
import { describeError, isApiError, type DisplayMode, type ErrorDisplay } from '../client/errors';
import type { SessionStore } from '../client/session';
import { apiKeys } from './keys';

/** `meta` of a query or mutation: how its failure is shown. */
export interface ApiMeta extends Record<string, unknown> {
  display?: DisplayMode;
}

/**
 * The options of a query whose page shows its failure in place (with its retry), so not also in a toast: the
 * same object for the page's hook and its route loader.
 */
export const SHOWN_IN_PLACE: { meta: ApiMeta } = { meta: { display: 'silent' } };

/** What every mutation hook of this package accepts: how its failure is shown. */
export interface ApiMutationOptions {
  meta?: ApiMeta;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiMeta;
    mutationMeta: ApiMeta;
  }
}

export interface ApiQueryClientOptions {
  /** Where the UI renders an error (toast, notification, /exception). Aborted calls never get here. */
  onError?: (display: ErrorDisplay, error: unknown) => void;
  /** The session whose changes reset the cache (the client's own by default). */
  session?: SessionStore;
}

/** Only a slow network is worth another try; business, contract and session errors would fail the same way. */
function retryQuery(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.kind === 'network' && failureCount < 1;
}

/**
 * The QueryClient of the portal: errors go through describeError with the mode of `meta.display` (or the
 * call's own), a language change refetches everything, and signing out forgets everything but the
 * configuration.
 */
export function createApiQueryClient(options: ApiQueryClientOptions = {}): QueryClient {
  const report = (error: unknown, display: DisplayMode | undefined) => {
    const described = describeError(error, display);
    if (described.mode !== 'silent') options.onError?.(described, error);
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta?.display) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => report(error, mutation.meta?.display),
    }),
    defaultOptions: {
      queries: { retry: retryQuery, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const session = options.session ?? apiSession();
  let previous = session.get();
  session.subscribe((next) => {
    if (previous.signedIn && !next.signedIn) {
      client.removeQueries({ predicate: (query) => query.queryKey[1] !== apiKeys.config()[1] });
    } else if (previous.clang !== next.clang) {
      void client.invalidateQueries({ queryKey: apiKeys.all });
    }
    previous = next;
  });
  return client;
}
