// @vitest-environment node
import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/errors';
import { createSessionStore } from '../client/session';
import { apiKeys } from './keys';
import { createApiQueryClient } from './query-client';

function setup() {
  const session = createSessionStore();
  session.signIn({ authentication_token: 't', uregion: 'sg', country: 'ID' });
  const onError = vi.fn();
  const client = createApiQueryClient({ onError, session });
  return { session, onError, client };
}

const business = new ApiError('business', 'Draft limit reached', { code: 16016 });

describe('createApiQueryClient', () => {
  it('reports a failed query as an error toast with the server text', async () => {
    const { client, onError } = setup();
    await client
      .fetchQuery({ queryKey: ['api', 'x'], queryFn: () => Promise.reject(business) })
      .catch(() => undefined);
    expect(onError).toHaveBeenCalledWith(
      { mode: 'error', message: 'Draft limit reached', sessionExpired: false },
      business,
    );
  });

  it('uses the display mode of a mutation’s meta', async () => {
    const { client, onError } = setup();
    const observer = new MutationObserver(client, {
      mutationFn: () => Promise.reject(business),
      meta: { display: 'notification' },
    });
    await observer.mutate().catch(() => undefined);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ mode: 'notification' }), business);
  });

  it('never reports an aborted or silenced call', async () => {
    const { client, onError } = setup();
    await client
      .fetchQuery({
        queryKey: ['api', 'a'],
        queryFn: () => Promise.reject(new ApiError('aborted', 'aborted')),
      })
      .catch(() => undefined);
    await client
      .fetchQuery({
        queryKey: ['api', 'b'],
        queryFn: () => Promise.reject(business),
        meta: { display: 'silent' },
      })
      .catch(() => undefined);
    expect(onError).not.toHaveBeenCalled();
  });

  it('retries a query once on a slow network, never on a business error', async () => {
    const { client } = setup();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const network = vi.fn(() => Promise.reject(new ApiError('network', 'slow', { status: 502 })));
    await client.fetchQuery({ queryKey: ['api', 'n'], queryFn: network }).catch(() => undefined);
    expect(network).toHaveBeenCalledTimes(2);
    const refused = vi.fn(() => Promise.reject(business));
    await client.fetchQuery({ queryKey: ['api', 'r'], queryFn: refused }).catch(() => undefined);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when a page mounts on a query that failed with a business code', async () => {
    const { client } = setup();
    const home = vi.fn(() =>
      Promise.reject(new ApiError('business', 'Figures are being rebuilt', { code: 19999 })),
    );
    // The route loader warms the query; the page mounts after its failure.
    await client.prefetchQuery({ queryKey: ['api', 'home'], queryFn: home });
    const observer = new QueryObserver(client, { queryKey: ['api', 'home'], queryFn: home });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', fetchStatus: 'idle' });
    expect(observer.getCurrentResult().error).toMatchObject({ message: 'Figures are being rebuilt' });
    expect(home).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  describe('offline', () => {
    afterEach(() => onlineManager.setOnline(true));

    it('knows a page opened offline is offline, so that the network’s return asks again', () => {
      vi.stubGlobal('navigator', { onLine: false });
      try {
        setup();
        // TanStack's default is online: the `online` event would then change nothing.
        expect(onlineManager.isOnline()).toBe(false);
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('sends a mutation at once and fails it as no answer, never pausing it', async () => {
      const { client, onError } = setup();
      onlineManager.setOnline(false);
      const send = vi.fn(() =>
        Promise.reject(new ApiError('network', 'Slow network. Please try again later')),
      );
      const observer = new MutationObserver(client, { mutationFn: send });
      await expect(observer.mutate()).rejects.toMatchObject({ kind: 'network' });
      expect(send).toHaveBeenCalledTimes(1);
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ mode: 'error' }), expect.anything());
    });

    it('runs a query and settles it with its failure, never leaving it paused', async () => {
      const { client } = setup();
      client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
      onlineManager.setOnline(false);
      const read = vi.fn(() =>
        Promise.reject(new ApiError('network', 'Slow network. Please try again later')),
      );
      await expect(client.fetchQuery({ queryKey: ['api', 'offline'], queryFn: read })).rejects.toMatchObject({
        kind: 'network',
      });
      expect(client.getQueryState(['api', 'offline'])).toMatchObject({
        status: 'error',
        fetchStatus: 'idle',
      });
    });

    it('asks again, back online, for a read on screen that failed offline', async () => {
      const { client } = setup();
      client.mount();
      client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
      onlineManager.setOnline(false);
      const read = vi.fn(() =>
        Promise.reject(new ApiError('network', 'Slow network. Please try again later')),
      );
      const observer = new QueryObserver(client, { queryKey: ['api', 'back'], queryFn: read });
      const unsubscribe = observer.subscribe(() => undefined);
      await expect.poll(() => observer.getCurrentResult().status).toBe('error');
      expect(read).toHaveBeenCalledTimes(1);
      onlineManager.setOnline(true);
      await expect.poll(() => read).toHaveBeenCalledTimes(2);
      unsubscribe();
      client.unmount();
    });
  });

  it('forgets everything but the configuration when the session ends', () => {
    const { client, session } = setup();
    client.setQueryData(apiKeys.config(), { community_config: { web_api: {} } });
    client.setQueryData(apiKeys.account.detail(), { user_id: 1 });
    client.setQueryData(apiKeys.content.detail(5), { content_id: 5 });
    session.clear();
    expect(client.getQueryData(apiKeys.config())).toBeDefined();
    expect(client.getQueryData(apiKeys.account.detail())).toBeUndefined();
    expect(client.getQueryData(apiKeys.content.detail(5))).toBeUndefined();
  });

  it('marks every query stale when the language changes', () => {
    const { client, session } = setup();
    client.setQueryData(apiKeys.tags(), []);
    session.setLanguage('ar-EG', 'العربية (مصر)');
    expect(client.getQueryState(apiKeys.tags())?.isInvalidated).toBe(true);
  });
});
