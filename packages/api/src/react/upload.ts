import { useMutation } from '@tanstack/react-query';
import { uploadAvatar, uploadImage, type UploadProgress } from '../client/upload';
import { copyImages } from '../endpoints/upload';
import type { ApiMutationOptions } from './query-client';

export interface UploadImageInput {
  file: Blob;
  /** `<id>_<width>_<height>.<ext>` (see newImageObjectName). */
  name: string;
  /** `avatar` signs with oss_sts, `image` (composer, editor) with upload_token. */
  kind: 'image' | 'avatar';
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** One image to storage: signing, then the multipart POST with progress; cancel through `signal`. */
export function useUploadImage(options: ApiMutationOptions = {}) {
  return useMutation({
    meta: options.meta,
    mutationFn: ({ file, name, kind, onProgress, signal }: UploadImageInput) =>
      (kind === 'avatar' ? uploadAvatar : uploadImage)(file, name, { onProgress, signal }),
  });
}

/** Pasted or foreign images copied onto the image host, in order. */
export function useCopyImages(options: ApiMutationOptions = {}) {
  return useMutation({
    meta: options.meta,
    mutationFn: (images: readonly string[]) => copyImages(images),
  });
}
