import { useMutation } from '@tanstack/react-query';
import { copyImages } from '../endpoints/upload';
import type { ApiMutationOptions } from './query-client';

/** Pasted or foreign images copied onto the image host, in order. */
export function useCopyImages(options: ApiMutationOptions = {}) {
  return useMutation({
    meta: options.meta,
    mutationFn: (images: readonly string[]) => copyImages(images),
  });
}
