import { browserNetwork } from '@creator/domain/network';
import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
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

/**
 * Only no answer (or a 5xx) is worth another try: a business code, a 4xx, an answer off the contract or an ended
 * session would fail the same way, and a second try would hide the server's message.
 */
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
      // networkMode 'always': a call made offline is sent and fails at once as "no answer" (the spec's 'Slow
      // network. Please try again later'), where TanStack's default would pause it, and the creator would
      // watch a spinner that never ends. A query that failed (in its route loader, say) is not asked again
      // because a page mounted: the page shows the failure with its retry, and a business code's message
      // is never replaced by a second answer the creator did not ask for.
      queries: {
        retry: retryQuery,
        retryOnMount: false,
        networkMode: 'always',
        // Back online, what is on screen and failed (or went stale) is asked again. TanStack turns this off
        // by default with networkMode 'always'.
        refetchOnReconnect: true,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // TanStack takes the device to be online until it hears otherwise: a page opened offline would hear only the
  // `online` event, see no change, and ask nothing again when the network came back.
  if (!browserNetwork.online()) onlineManager.setOnline(false);
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
