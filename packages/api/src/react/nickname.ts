import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateNickname } from '../endpoints/profile';
import { apiKeys } from './keys';
import type { ApiMutationOptions } from './query-client';

// Its own entry, apart from ./account: the nickname rules it validates with would otherwise ride along with
// every page that reads the account (the layout, sign-in).

/** Nickname change; the account is refetched for its review state. */
export function useUpdateNickname(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: (nickname: string) => updateNickname(nickname),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeys.account.all }),
  });
}
