import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePassword, resetPassword } from '../endpoints/password';
import { encryptWithConfiguredKey } from './auth';
import type { ApiMutationOptions } from './query-client';

/** Forgotten password, step 3: the new password, encrypted here. */
export function useResetPassword(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: async (input: { email: string; password: string; ticket: string }) =>
      resetPassword({
        email: input.email,
        ticket: input.ticket,
        password: await encryptWithConfiguredKey(queryClient, input.password),
      }),
  });
}

/** /account/password: both passwords encrypted here. */
export function useChangePassword(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: async (input: { oldPassword: string; newPassword: string }) => {
      const [old_password, new_password] = await Promise.all([
        encryptWithConfiguredKey(queryClient, input.oldPassword),
        encryptWithConfiguredKey(queryClient, input.newPassword),
      ]);
      return changePassword({ old_password, new_password });
    },
  });
}
