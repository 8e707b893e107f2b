import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { apiSession } from '../client/config';
import { logout } from '../endpoints/logout';
import type { ApiMutationOptions } from './query-client';

export interface SignOut {
  /**
   * Signs out: resolves true once the local session has ended, false for a press while one is on its way (it
   * sends nothing). Rejects only if the session could not be cleared; a later press then tries again.
   */
  run(): Promise<boolean>;
  /** From the press on: the page leaves for /login after a success, so nothing sets it back then. */
  busy: boolean;
}

/**
 * Sign-out (`POST mp_logout`), sent once however often it is pressed: the local session (and the query cache with
 * it) ends whatever the call answers; the app then goes to /login after 500 ms.
 */
export function useSignOut(options: ApiMutationOptions = {}): SignOut {
  const mutation = useMutation({
    meta: options.meta,
    // The server call is best-effort: a failed or aborted one must not leave the token in storage.
    mutationFn: () => logout().catch(() => apiSession().clear()),
  });
  const [busy, setBusy] = useState(false);
  // Read at the press: two presses within one render would both see `busy` false.
  const going = useRef(false);
  const run = async () => {
    if (going.current) return false;
    going.current = true;
    setBusy(true);
    try {
      await mutation.mutateAsync();
      return true;
    } catch (error) {
      going.current = false;
      setBusy(false);
      throw error;
    }
  };
  return { run, busy };
}
