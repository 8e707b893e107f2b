import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { StrictMode, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureApiClient } from '../client/config';
import { createSessionStore } from '../client/session';
import { handlers } from '../mocks/handlers';
import { createApiQueryClient, type ApiQueryClientOptions } from './query-client';

/**
 * For a test file of hooks: the mock server answering every route with its fixture, a fresh client per test
 * and the wrapper that provides it (in StrictMode, as the portal renders, when `strict`). The hooks a file
 * registers after this call run after this `beforeEach` and before this `afterEach`.
 */
export function setUpHookTests({ strict = false } = {}) {
  const server = setupServer(...handlers);
  let client: QueryClient;
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    // Same-origin relative paths: happy-dom would send CORS preflights to another origin.
    configureApiClient({ baseUrl: '', session: createSessionStore() });
    client = createApiQueryClient();
  });
  afterEach(() => {
    client.clear();
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  const wrapper = ({ children }: { children: ReactNode }) => {
    const provided = <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return strict ? <StrictMode>{provided}</StrictMode> : provided;
  };
  return {
    server,
    wrapper,
    /** The client of the running test (the one the wrapper provides). */
    client: () => client,
    /** For a test that needs a client of other options (its own `onError`, say): the wrapper provides it from now on. */
    replaceClient: (options: ApiQueryClientOptions) => {
      client.clear();
      client = createApiQueryClient(options);
      return client;
    },
  };
}
