import { useMutation } from '@tanstack/react-query';
import { encryptPasswords } from '../endpoints/config';
import { changePassword } from '../endpoints/password';
import type { ApiMutationOptions } from './query-client';

/** /account/password: both passwords encrypted before they leave. */
export function useChangePassword(options: ApiMutationOptions = {}) {
  return useMutation({
    meta: options.meta,
    mutationFn: async (input: { oldPassword: string; newPassword: string }) => {
      const [old_password, new_password] = await encryptPasswords([input.oldPassword, input.newPassword]);
      return changePassword({ old_password: old_password!, new_password: new_password! });
    },
  });
}
