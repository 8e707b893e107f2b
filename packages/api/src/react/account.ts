import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { newImageObjectName, uploadAvatar } from '../client/upload';
import { getAccount, getUserResources, updateAvatar, updateNickname } from '../endpoints/account';
import { apiKeys } from './keys';
import type { ApiMeta, ApiMutationOptions } from './query-client';

/** The signed-in account's query; `meta` says how a failure is shown. */
export function accountQueryOptions({ meta }: { meta?: ApiMeta } = {}) {
  return queryOptions({
    queryKey: apiKeys.account.detail(),
    queryFn: ({ signal }) => getAccount({ signal }),
    meta,
  });
}

/**
 * The signed-in account. `enabled: false` waits (a page open to visitors asks only when signed in); `meta`
 * says how a failure is shown.
 */
export function useAccount({ enabled = true, meta }: { enabled?: boolean; meta?: ApiMeta } = {}) {
  return useQuery({ ...accountQueryOptions({ meta }), enabled });
}

/** The access list the menu and the route guard filter by; `meta` says how a failure is shown. */
export function userResourcesQueryOptions({ meta }: { meta?: ApiMeta } = {}) {
  return queryOptions({
    queryKey: apiKeys.account.resources(),
    queryFn: ({ signal }) => getUserResources({ signal }),
    meta,
  });
}

/** The access list (the options of userResourcesQueryOptions). */
export function useUserResources(options: { meta?: ApiMeta } = {}) {
  return useQuery(userResourcesQueryOptions(options));
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

export interface AvatarImage {
  /** The cropped picture, JPEG or PNG. */
  blob: Blob;
  type: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/**
 * Avatar change, the whole flow: oss_sts signing with the file's SHA-256, the storage POST (its progress in
 * `progress`, 0 to 1, while it runs), then PUT mp_avatar with the stored address; the account is refetched for
 * its review state. A failure at any step leaves the avatar as it was.
 */
export function useChangeAvatar(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    meta: options.meta,
    mutationFn: async ({ blob, type, width, height }: AvatarImage) => {
      setProgress(0);
      const stored = await uploadAvatar(blob, newImageObjectName(type, width, height), {
        onProgress: ({ loaded, total }) => setProgress(total > 0 ? loaded / total : 0),
      });
      await updateAvatar(stored.url);
    },
    onSettled: () => setProgress(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeys.account.all }),
  });
  return { ...mutation, progress };
}
