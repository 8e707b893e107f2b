import { useSyncExternalStore } from 'react';
import { apiSession } from '../client/config';
import type { SessionSnapshot } from '../client/session';

/** The local session (token, region, language, consent), re-rendering on every change. */
export function useSession(): SessionSnapshot {
  const session = apiSession();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
