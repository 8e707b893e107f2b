import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadAvatar } from '../client/avatar-upload';
import { newImageObjectName } from '../client/upload';
import { updateAvatar, updateNickname } from '../endpoints/profile';
import { apiKeys } from './keys';
import type { ApiMutationOptions } from './query-client';

// Changing the account, apart from reading it (./account): the nickname rules and the upload client would
// otherwise ride along with every page that reads the account (the layout, sign-in).

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
