import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAccount, getUserResources, updateAvatar, updateNickname } from '../endpoints/account';
import { apiKeys } from './keys';
import type { ApiMeta, ApiMutationOptions } from './query-client';

export function accountQueryOptions() {
  return queryOptions({
    queryKey: apiKeys.account.detail(),
    queryFn: ({ signal }) => getAccount({ signal }),
  });
}

/**
 * The signed-in account. `enabled: false` waits (a page open to visitors asks only when signed in); `meta`
 * says how a failure is shown.
 */
export function useAccount({ enabled = true, meta }: { enabled?: boolean; meta?: ApiMeta } = {}) {
  return useQuery({ ...accountQueryOptions(), enabled, meta });
}

/** The access list the menu and the route guard filter by. */
export function userResourcesQueryOptions() {
  return queryOptions({
    queryKey: apiKeys.account.resources(),
    queryFn: ({ signal }) => getUserResources({ signal }),
  });
}

/** The access list; `meta` says how a failure is shown. */
export function useUserResources({ meta }: { meta?: ApiMeta } = {}) {
  return useQuery({ ...userResourcesQueryOptions(), meta });
}

/** Nickname change; the account is refetched for its review state. */
export function useUpdateNickname(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: (nickname: string) => updateNickname(nickname),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeys.account.all }),
  });
}

/** Avatar change with the address of an uploaded image (see useUploadImage). */
export function useUpdateAvatar(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: (url: string) => updateAvatar(url),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeys.account.all }),
  });
}
