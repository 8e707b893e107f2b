import { useMutation } from '@tanstack/react-query';
import { uploadImage, type UploadProgress } from '../client/upload';
import { copyImages } from '../endpoints/upload';
import type { ApiMutationOptions } from './query-client';

export interface UploadImageInput {
  file: Blob;
  /** `<id>_<width>_<height>.<ext>` (see newImageObjectName). */
  name: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * One image of the composer or the editor to storage: upload_token signing, then the multipart POST with
 * progress; cancel through `signal`. The avatar has its own flow (useChangeAvatar).
 */
export function useUploadImage(options: ApiMutationOptions = {}) {
  return useMutation({
    meta: options.meta,
    mutationFn: ({ file, name, onProgress, signal }: UploadImageInput) =>
      uploadImage(file, name, { onProgress, signal }),
  });
}

/** Pasted or foreign images copied onto the image host, in order. */
export function useCopyImages(options: ApiMutationOptions = {}) {
  return useMutation({
    meta: options.meta,
    mutationFn: (images: readonly string[]) => copyImages(images),
  });
}
