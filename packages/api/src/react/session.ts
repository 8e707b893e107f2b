import { useSyncExternalStore } from 'react';
import { apiSession } from '../client/config';
import type { SessionSnapshot } from '../client/session';

/**
 * The local session as it is now, without subscribing: for code that reads it once per render or navigation
 * (the route guards, which let a signed-out page stay for the contract's 500 ms before going to /login).
 */
export function readSession(): SessionSnapshot {
  return apiSession().get();
}

/** The local session (token, region, language, consent), re-rendering on every change. */
export function useSession(): SessionSnapshot {
  const session = apiSession();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
