import { useMutation } from '@tanstack/react-query';
import { apiSession } from '../client/config';
import { logout } from '../endpoints/logout';
import type { ApiMutationOptions } from './query-client';

/**
 * Sign-out (`POST mp_logout`): the local session (and the query cache with it) ends whatever the call answers;
 * the app then goes to /login after 500 ms.
 */
export function useSignOut(options: ApiMutationOptions = {}) {
  return useMutation({
    meta: options.meta,
    // The server call is best-effort: a failed or aborted one must not leave the token in storage.
    mutationFn: () => logout().catch(() => apiSession().clear()),
  });
}
