/**
 * The answers a creator last saw, kept on the device for a start without network (decision 0032). TanStack's own
 * `dehydrate`/`hydrate` carry the cache; IndexedDB (through idb) holds it. They are kept for the session that saw
 * them and the build that read them: signing out, another creator or another build forgets them. They come back
 * only when the portal starts offline, with the time each was answered, so that the page can say how old they
 * are (`useLastSeen`); online, every page asks the server as always. The database is client/device-db.ts.
 */
import { browserNetwork } from '@creator/domain/network';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { deviceDb } from '../client/device-db';
import { isApiError } from '../client/errors';
import type { SessionSnapshot, SessionStore } from '../client/session';

/** Answers older than this are not shown, even offline. */
export const LAST_SEEN_MAX_AGE_MS = 7 * 24 * 3600_000;

/** The longest a start waits for the device's storage to give the answers back. */
export const LAST_SEEN_RESTORE_MAX_MS = 3_000;

/** How long after an answer the cache is written: a burst of answers is written once. */
export const LAST_SEEN_WRITE_DELAY_MS = 1_000;

export interface LastSeenRecord {
  /** Whose answers (a digest of the session's token, with its language). */
  owner: string;
  /** The build that read them: another build may read answers differently. */
  build: string;
  savedAt: number;
  state: DehydratedState;
}

/** Where the record lives: IndexedDB in the browser (`indexedDbStore`), a map in tests. */
export interface LastSeenStore {
  read(): Promise<LastSeenRecord | undefined>;
  write(record: LastSeenRecord): Promise<void>;
  clear(): Promise<void>;
}

const KEY = 'answers';

/** The record in the portal's IndexedDB database (client/device-db.ts). */
export function indexedDbStore(): LastSeenStore {
  return {
    read: async () => (await deviceDb()).get('last-seen', KEY) as Promise<LastSeenRecord | undefined>,
    write: async (record) => {
      await (await deviceDb()).put('last-seen', record, KEY);
    },
    clear: async () => {
      await (await deviceDb()).delete('last-seen', KEY);
    },
  };
}

/** Whose answers these are: a SHA-256 digest of the token (the token itself is never written), and the language. */
export async function ownerOf(snapshot: SessionSnapshot): Promise<string | null> {
  if (!snapshot.signedIn || !snapshot.token) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(snapshot.token));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex}:${snapshot.clang}`;
}

export interface KeepLastSeenOptions {
  session: SessionStore;
  /** The running build (any string that changes with it). */
  build: string;
  store?: LastSeenStore;
  /** Whether the browser is online now (`navigator.onLine`). */
  online?: () => boolean;
  now?: () => number;
}

/**
 * Keeps `client`'s answers for the next start without network, and brings them back now if this start has none.
 * `restored` settles once that is done (at once online); a failure of the device's storage only means nothing is
 * kept.
 */
export function keepLastSeen(client: QueryClient, options: KeepLastSeenOptions): { restored: Promise<void> } {
  const store = options.store ?? indexedDbStore();
  const now = options.now ?? Date.now;
  const online = options.online ?? browserNetwork.online;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Bumped by every change of session: a write begun for an older one is dropped rather than outlive its clear.
  let generation = 0;

  const write = async () => {
    timer = undefined;
    const begun = generation;
    const owner = await ownerOf(options.session.get());
    if (!owner || begun !== generation) return;
    const state = dehydrate(client);
    if (state.queries.length === 0) return;
    await store.write({ owner, build: options.build, savedAt: now(), state });
  };

  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || timer !== undefined) return;
    timer = setTimeout(() => void write().catch(() => undefined), LAST_SEEN_WRITE_DELAY_MS);
  });

  let previous = options.session.get();
  options.session.subscribe((next) => {
    const changed = previous.token !== next.token || previous.clang !== next.clang;
    previous = next;
    if (!changed) return;
    generation += 1;
    clearTimeout(timer);
    timer = undefined;
    void store.clear().catch(() => undefined);
  });

  if (online()) return { restored: Promise.resolve() };
  const restore = async () => {
    const [record, owner] = await Promise.all([store.read(), ownerOf(options.session.get())]);
    if (!record) return;
    const usable =
      owner !== null &&
      record.owner === owner &&
      record.build === options.build &&
      now() - record.savedAt <= LAST_SEEN_MAX_AGE_MS;
    // Another creator's, another build's or too old: nothing of it is shown, and nothing of it stays.
    if (!usable) return store.clear();
    hydrate(client, record.state);
    // Each is asked again as soon as it can be, back online too, however young: it is an old answer.
    await client.invalidateQueries({ refetchType: 'none' });
  };
  // A device whose storage does not answer (a database held by an old tab, say) delays a start by no more than
  // this: the page then opens without answers last seen, and says what failed as usual.
  let ceiling: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    ceiling = setTimeout(resolve, LAST_SEEN_RESTORE_MAX_MS);
  });
  return {
    restored: Promise.race([restore().catch(() => undefined), late]).finally(() => clearTimeout(ceiling)),
  };
}

/**
 * When the oldest answer on the screen was given (ms since the epoch), while offline; null online or when nothing
 * shown came from the server. What a creator sees offline is what was last seen, and the page says since when.
 */
export function useLastSeen(online: boolean): number | null {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const oldest = useCallback(() => {
    if (online) return null;
    let at: number | null = null;
    for (const query of cache.getAll()) {
      const answered = query.state.dataUpdatedAt;
      if (query.getObserversCount() > 0 && query.state.data !== undefined && answered > 0)
        at = at === null ? answered : Math.min(at, answered);
    }
    return at;
  }, [cache, online]);
  return useSyncExternalStore(subscribe, oldest, oldest);
}

/**
 * Whether a query's failure is what the page shows: yes, unless the device is offline, the query holds an answer
 * and the failure is only that none came. Then the page shows the answer last seen, and the offline bar says when
 * it was. Online, every failure shows, over an older answer too: an answer kept through a server's failure would
 * pass for a fresh one.
 */
export function showsFailure(
  query: { isError: boolean; data: unknown; error: unknown },
  online: boolean = browserNetwork.online(),
): boolean {
  if (!query.isError) return false;
  const lastSeen = query.data !== undefined && isApiError(query.error) && query.error.kind === 'network';
  return online || !lastSeen;
}
