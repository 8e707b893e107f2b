import type { ApiError } from './errors';
import { createSessionStore, type SessionStore } from './session';

/**
 * Runtime configuration of the client: the API base URL (default: same origin, relative paths) and the
 * session that supplies the contract's headers. One build serves every environment.
 */
export interface ApiClientConfig {
  baseUrl: string;
  session: SessionStore;
}

let current: ApiClientConfig | undefined;

export function apiClientConfig(): Readonly<ApiClientConfig> {
  current ??= { baseUrl: '', session: createSessionStore() };
  return current;
}

export function configureApiClient(next: Partial<ApiClientConfig>): void {
  const base = apiClientConfig();
  current = { ...base, ...next, baseUrl: (next.baseUrl ?? base.baseUrl).replace(/\/+$/u, '') };
}

/** The session the client reads its headers from. */
export function apiSession(): SessionStore {
  return apiClientConfig().session;
}

type SessionExpiredListener = (error: ApiError) => void;
const expiryListeners = new Set<SessionExpiredListener>();
let pendingExpiry: ReturnType<typeof setTimeout> | undefined;

/** Called when a 401 ends the session; the app shows the message and goes to /login. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/** Raises the session-expired event once for a burst of 401s and clears the session 500 ms later. */
export function expireSession(error: ApiError, delayMs: number): void {
  if (pendingExpiry !== undefined) return;
  for (const listener of expiryListeners) listener(error);
  pendingExpiry = setTimeout(() => {
    pendingExpiry = undefined;
    apiSession().clear();
  }, delayMs);
}
