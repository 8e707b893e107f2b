import { REDIRECT_DELAY_MS } from '@creator/domain/limits';
import { apiSession } from './config';
import type { ApiError } from './errors';
import { bearerToken } from './session';

// A 401 that ends the session (contract: HTTP 401 with a code of SESSION_END_CODES): request.ts raises it, the
// portal's frame listens (apps/portal/src/providers/app-frame.tsx), says so and goes to /login.

/**
 * Told when a 401 ends the session: `ended` settles once the session has been cleared, the contract's 500 ms
 * later, which is when the app goes to /login. One timer, here, for every caller.
 */
type SessionExpiredListener = (error: ApiError, ended: Promise<void>) => void;
const expiryListeners = new Set<SessionExpiredListener>();
/** The session whose expiry is under way, by the token its calls carried. */
let pendingExpiry: { token: string | null } | undefined;

/**
 * An expiry raised while nobody listened (a 401 to a call a route loader made before the app's frame had
 * rendered): kept for the first listener, so the app still says so and leaves for /login.
 */
let undelivered: { error: ApiError; ended: Promise<void>; token: string | null } | undefined;

/** Called when a 401 ends the session; the app shows the message at once and goes to /login once `ended` settles. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  expiryListeners.add(listener);
  const missed = undelivered;
  undelivered = undefined;
  // Not once another session has been signed in since: that one has not ended.
  const current = bearerToken(apiSession().get());
  if (missed && (current === null || current === missed.token)) listener(missed.error, missed.ended);
  return () => expiryListeners.delete(listener);
}

/**
 * Raises the session-expired event once for a burst of 401s and clears the session after the redirect delay.
 * `token` is the one the failed call was sent with (null: none): a 401 ends that session only.
 */
export function expireSession(error: ApiError, token: string | null): void {
  const session = apiSession();
  // A late answer to a session signed out or replaced since says nothing about the current one.
  if (bearerToken(session.get()) !== token) return;
  if (pendingExpiry?.token === token) return;
  const expiry = { token };
  pendingExpiry = expiry;
  const ended = new Promise<void>((resolve) => {
    setTimeout(() => {
      if (pendingExpiry === expiry) pendingExpiry = undefined;
      // Not a session signed in during the delay (in another tab, say).
      session.clearIf(token);
      resolve();
    }, REDIRECT_DELAY_MS);
  });
  if (expiryListeners.size === 0) undelivered = { error, ended, token };
  for (const listener of expiryListeners) listener(error, ended);
}
