import { useMutation } from '@tanstack/react-query';
import { logout } from '../endpoints/auth';
import type { ApiMutationOptions } from './query-client';

/** Sign-out (`POST mp_logout`): code 0 clears the local session; the app then goes to /login after 500 ms. */
export function useSignOut(options: ApiMutationOptions = {}) {
  return useMutation({
    meta: options.meta,
    mutationFn: () => logout(),
  });
}
