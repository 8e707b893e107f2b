// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/errors';
import { memoryStorage } from '@creator/domain/storage';
import { createSessionStore } from '../client/session';
import {
  keepLastSeen,
  LAST_SEEN_MAX_AGE_MS,
  LAST_SEEN_RESTORE_MAX_MS,
  ownerOf,
  showsFailure,
  useLastSeen,
  type LastSeenRecord,
  type LastSeenStore,
} from './last-seen';

/** The device's storage, as a variable; `written` settles on its next write. */
function memoryStore(): LastSeenStore & { record: LastSeenRecord | undefined; written: Promise<void> } {
  let settle = () => {};
  const next = () =>
    new Promise<void>((resolve) => {
      settle = resolve;
    });
  const store = {
    record: undefined as LastSeenRecord | undefined,
    written: next(),
    read: () => Promise.resolve(store.record),
    write: (record: LastSeenRecord) => {
      store.record = record;
      settle();
      store.written = next();
      return Promise.resolve();
    },
    clear: () => {
      store.record = undefined;
      return Promise.resolve();
    },
  };
  return store;
}

function signedIn(token = 'token-a') {
  const session = createSessionStore(memoryStorage());
  session.signIn({ authentication_token: token, uregion: 'sg', country: 'ID' });
  return session;
}

const ACCOUNT = ['api', 'account'];
const SEEN_AT = Date.UTC(2026, 10, 30, 8, 5);

/** A client that saw the account answer at SEEN_AT and wrote it to `store`. */
async function seenBefore(store: ReturnType<typeof memoryStore>, session = signedIn()) {
  const client = new QueryClient();
  keepLastSeen(client, { session, build: 'build-1', store, online: () => true, now: () => SEEN_AT });
  const written = store.written;
  client.setQueryData(ACCOUNT, { screen_name: 'Ayu' }, { updatedAt: SEEN_AT });
  await written;
  return session;
}

describe('keepLastSeen', () => {
  it('writes the answers a burst brings once, never the token itself', async () => {
    const store = memoryStore();
    const write = vi.spyOn(store, 'write');
    const client = new QueryClient();
    keepLastSeen(client, { session: signedIn(), build: 'b', store, online: () => true });
    const written = store.written;
    await client.fetchQuery({ queryKey: ['api', 'a'], queryFn: () => Promise.resolve(1) });
    await client.fetchQuery({ queryKey: ['api', 'b'], queryFn: () => Promise.resolve(2) });
    await written;
    expect(write).toHaveBeenCalledTimes(1);
    expect(store.record!.state.queries.map((query) => query.queryKey)).toEqual([
      ['api', 'a'],
      ['api', 'b'],
    ]);
    expect(JSON.stringify(store.record)).not.toContain('token-a');
  });

  it('brings the answers back, with the time they were given, when the portal starts offline', async () => {
    const store = memoryStore();
    const session = await seenBefore(store);
    const client = new QueryClient();
    const { restored } = keepLastSeen(client, {
      session,
      build: 'build-1',
      store,
      online: () => false,
      now: () => SEEN_AT + 3600_000,
    });
    await restored;
    expect(client.getQueryData(ACCOUNT)).toEqual({ screen_name: 'Ayu' });
    expect(client.getQueryState(ACCOUNT)?.dataUpdatedAt).toBe(SEEN_AT);
    // Stale at once, however young: asked again as soon as the network is back.
    expect(client.getQueryState(ACCOUNT)?.isInvalidated).toBe(true);
  });

  it('asks the server as always when the portal starts online', async () => {
    const store = memoryStore();
    const session = await seenBefore(store);
    const client = new QueryClient();
    await keepLastSeen(client, { session, build: 'build-1', store, online: () => true }).restored;
    expect(client.getQueryData(ACCOUNT)).toBeUndefined();
  });

  it.each<[string, { token?: string; build?: string; now?: number }]>([
    ['another creator', { token: 'token-b' }],
    ['another build', { build: 'build-2' }],
    ['answers older than the limit', { now: SEEN_AT + LAST_SEEN_MAX_AGE_MS + 1 }],
  ])('shows nothing of %s', async (_, change) => {
    const store = memoryStore();
    const session = await seenBefore(store);
    const client = new QueryClient();
    await keepLastSeen(client, {
      session: change.token ? signedIn(change.token) : session,
      build: change.build ?? 'build-1',
      store,
      online: () => false,
      now: () => change.now ?? SEEN_AT,
    }).restored;
    expect(client.getQueryData(ACCOUNT)).toBeUndefined();
    // Nor does it stay on the device.
    expect(store.record).toBeUndefined();
  });

  it('forgets them when the creator signs out', async () => {
    const store = memoryStore();
    const session = signedIn();
    const client = new QueryClient();
    keepLastSeen(client, { session, build: 'b', store, online: () => true });
    store.record = {
      owner: (await ownerOf(session.get()))!,
      build: 'b',
      savedAt: 0,
      state: { queries: [], mutations: [] },
    };
    session.clear();
    await Promise.resolve();
    expect(store.record).toBeUndefined();
  });

  it('opens without answers when the device’s storage does not answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const store = memoryStore();
      store.read = () => new Promise(() => {});
      const client = new QueryClient();
      const { restored } = keepLastSeen(client, {
        session: signedIn(),
        build: 'b',
        store,
        online: () => false,
      });
      let settled = false;
      void restored.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(LAST_SEEN_RESTORE_MAX_MS);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the portal working when the device refuses to store', async () => {
    const store = memoryStore();
    store.read = () => Promise.reject(new Error('QuotaExceededError'));
    const client = new QueryClient();
    await expect(
      keepLastSeen(client, { session: signedIn(), build: 'b', store, online: () => false }).restored,
    ).resolves.toBeUndefined();
  });
});

describe('ownerOf', () => {
  it('is no one when signed out, and differs by token and by language', async () => {
    const session = createSessionStore(memoryStorage());
    expect(await ownerOf(session.get())).toBeNull();
    const a = await ownerOf(signedIn('one').get());
    const b = await ownerOf(signedIn('two').get());
    expect(a).not.toBe(b);
    const chinese = signedIn('one');
    chinese.setLanguage('zh-Hans-CN');
    expect(await ownerOf(chinese.get())).not.toBe(a);
  });
});

describe('showsFailure', () => {
  const noAnswer = new ApiError('network', 'Slow network');
  const refused = new ApiError('business', 'Account frozen', { code: 1 });
  it('offline, hides a failure to reach the server behind an answer last seen', () => {
    expect(showsFailure({ isError: true, error: noAnswer, data: { a: 1 } }, false)).toBe(false);
  });
  it('offline, shows it when there is no answer to show', () => {
    expect(showsFailure({ isError: true, error: noAnswer, data: undefined }, false)).toBe(true);
  });
  it('online, shows every failure over an older answer: a 5xx never leaves it passing for fresh', () => {
    expect(showsFailure({ isError: true, error: noAnswer, data: { a: 1 } }, true)).toBe(true);
  });
  it('never hides what the server said behind an older answer', () => {
    expect(showsFailure({ isError: true, error: refused, data: { a: 1 } }, false)).toBe(true);
  });
  it('shows nothing of a query that did not fail', () => {
    expect(showsFailure({ isError: false, error: null, data: { a: 1 } }, true)).toBe(false);
  });
});

describe('useLastSeen', () => {
  function Probe({ online }: { online: boolean }) {
    const at = useLastSeen(online);
    return <output>{at === null ? 'none' : new Date(at).toISOString()}</output>;
  }

  it('is the oldest answer on the screen while offline, and nothing online', async () => {
    const client = new QueryClient();
    client.setQueryData(['api', 'old'], 1, { updatedAt: SEEN_AT });
    client.setQueryData(['api', 'new'], 2, { updatedAt: SEEN_AT + 60_000 });
    // Kept, but on no screen: not counted.
    client.setQueryData(['api', 'unseen'], 3, { updatedAt: SEEN_AT - 60_000 });
    const observers = [
      ['api', 'old'],
      ['api', 'new'],
    ].map((queryKey) => new QueryObserver(client, { queryKey, enabled: false }));
    const stops = observers.map((observer) => observer.subscribe(() => undefined));
    const view = render(
      <QueryClientProvider client={client}>
        <Probe online={false} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('2026-11-30T08:05:00.000Z');
    view.rerender(
      <QueryClientProvider client={client}>
        <Probe online />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('none');
    act(() => stops.forEach((stop) => stop()));
  });
});
