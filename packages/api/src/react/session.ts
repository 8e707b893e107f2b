import { useSyncExternalStore } from 'react';
import { apiSession } from '../client/config';
import type { SessionSnapshot } from '../client/session';

/**
 * The local session as it is now, without subscribing: for code that reads it once per navigation (the route
 * guards; signing out and an expired session go to /login by themselves, the contract's 500 ms later).
 */
export function readSession(): SessionSnapshot {
  return apiSession().get();
}

/** The local session (token, region, language, consent), re-rendering on every change. */
export function useSession(): SessionSnapshot {
  const session = apiSession();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
