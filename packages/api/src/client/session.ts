import { localeOf, type Locale } from '@creator/domain/locales';
import { browserStorage, memoryStorage, type KeyValueStorage } from '@creator/domain/storage';
import { dropEarlyCalls } from './early-calls';

/** The local storage keys of the contract ("Local session"). */
export const SESSION_KEYS = {
  token: 'authentication_token',
  uregion: 'uregion',
  country: 'country',
  clang: 'clang',
  clangEntry: 'clang_entry',
  clientId: 'client_id',
  cookieAccepted: 'cookie_accepted',
} as const;

/**
 * The portal's own key beside the contract's: the signed-in creator's screen name as the account last gave it,
 * for index.html's first paint of the home page's greeting (apps/portal/src/first-paint/). Forgotten with the
 * session.
 */
export const REMEMBERED_NAME_KEY = 'portal_screen_name';

/** The longest screen name remembered, and read back, for the first paint: every input is bounded. */
export const REMEMBERED_NAME_MAX = 256;

/**
 * The session's rule on the values stored under the keys: a token, with `uregion` and `country` present (the
 * contract lets them be empty). Self-contained: index.html's first paint runs it as written (apps/portal/src/
 * first-paint/).
 */
export function hasSession(token: string | null, uregion: string | null, country: string | null): boolean {
  return Boolean(token) && uregion !== null && country !== null;
}

/**
 * The contract's headers from the session's values (the token only when signed in). Self-contained:
 * index.html's first paint runs it as written, for the calls it sends before the bundle (client/early-calls.ts).
 */
export function contractHeaders(
  token: string | null,
  uregion: string,
  country: string,
  clang: string,
  clientId: string,
): Record<string, string> {
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    uregion,
    country,
    clang,
    'x-client-id': clientId,
  };
}

export interface SessionSnapshot {
  token: string | null;
  uregion: string;
  country: string;
  clang: Locale;
  clangEntry: string | null;
  clientId: string;
  cookieAccepted: boolean;
  /** All three keys the access guard needs are present. */
  signedIn: boolean;
}

export interface SignInData {
  authentication_token: string;
  uregion: string;
  country: string;
}

/** The token the contract's headers carry for this session: none unless signed in. */
export function bearerToken(snapshot: SessionSnapshot): string | null {
  return snapshot.signedIn ? snapshot.token : null;
}

export interface SessionStore {
  get(): SessionSnapshot;
  signIn(data: SignInData): void;
  /** Forgets the credentials; the language, client id and cookie consent stay. */
  clear(): void;
  /**
   * Forgets the credentials only if storage still holds the session of `token` (null: the signed-out one), so
   * that a late answer to an older session leaves a newer one alone. True if it cleared.
   */
  clearIf(token: string | null): boolean;
  setLanguage(clang: Locale, entry?: string): void;
  acceptCookies(): void;
  /**
   * Remembers the creator's screen name for the next first paint, if storage still holds the session of `token`
   * (the one the account was asked with): a late answer for an ended session writes nothing.
   */
  rememberName(name: string, token: string | null): void;
  /** The contract's headers for a call to the API origin. */
  headers(): Record<string, string>;
  subscribe(listener: (snapshot: SessionSnapshot) => void): () => void;
}

function newClientId(): string {
  return `web-${crypto.randomUUID()}`;
}

/** A session over local storage (an in-memory map where there is none), shared by every tab through `storage` events. */
export function createSessionStore(
  storage: KeyValueStorage = browserStorage() ?? memoryStorage(),
): SessionStore {
  const listeners = new Set<(snapshot: SessionSnapshot) => void>();
  let cached: SessionSnapshot | undefined;

  const read = (key: string) => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // A full or blocked storage leaves the session as it was; the next read tells the truth.
    }
  };

  const clientId = () => {
    const existing = read(SESSION_KEYS.clientId);
    if (existing) return existing;
    const created = newClientId();
    write(SESSION_KEYS.clientId, created);
    return created;
  };

  const snapshot = (): SessionSnapshot => {
    const token = read(SESSION_KEYS.token);
    const uregion = read(SESSION_KEYS.uregion);
    const country = read(SESSION_KEYS.country);
    return {
      token: token || null,
      uregion: uregion ?? '',
      country: country ?? '',
      clang: localeOf(read(SESSION_KEYS.clang)),
      clangEntry: read(SESSION_KEYS.clangEntry),
      clientId: clientId(),
      cookieAccepted: read(SESSION_KEYS.cookieAccepted) === 'true',
      signedIn: hasSession(token, uregion, country),
    };
  };

  const changed = () => {
    cached = snapshot();
    for (const listener of listeners) listener(cached);
  };

  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) changed();
    });
  }

  const clear = () => {
    // What index.html asked for the session that ends is no one's answer now.
    dropEarlyCalls();
    write(SESSION_KEYS.token, null);
    write(SESSION_KEYS.uregion, null);
    write(SESSION_KEYS.country, null);
    write(REMEMBERED_NAME_KEY, null);
    changed();
  };

  return {
    // The same object until something changes, so that React's useSyncExternalStore can use it directly.
    get: () => (cached ??= snapshot()),
    signIn(data) {
      dropEarlyCalls();
      // Another account's name is not this one's.
      write(REMEMBERED_NAME_KEY, null);
      write(SESSION_KEYS.token, data.authentication_token);
      write(SESSION_KEYS.uregion, data.uregion);
      write(SESSION_KEYS.country, data.country);
      changed();
    },
    clear,
    clearIf(token) {
      // Storage itself, not the cached snapshot: another tab's sign-in shows there before its storage event.
      if (bearerToken(snapshot()) !== token) return false;
      clear();
      return true;
    },
    setLanguage(clang, entry) {
      write(SESSION_KEYS.clang, clang);
      write(SESSION_KEYS.clangEntry, entry ?? null);
      changed();
    },
    acceptCookies() {
      write(SESSION_KEYS.cookieAccepted, 'true');
      changed();
    },
    rememberName(name, token) {
      const current = snapshot();
      if (!current.signedIn || bearerToken(current) !== token) return;
      write(REMEMBERED_NAME_KEY, name && name.length <= REMEMBERED_NAME_MAX ? name : null);
    },
    headers() {
      const current = (cached ??= snapshot());
      return contractHeaders(
        bearerToken(current),
        current.signedIn ? current.uregion : '',
        current.signedIn ? current.country : '',
        current.clang,
        current.clientId,
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
