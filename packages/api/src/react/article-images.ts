import { useEffect, useRef } from 'react';
import type { ApiError } from '../client/errors';
import { useImageUploadQueue } from './upload';

// Apart from ./upload: the composer does not download the editor's way of using the queue.

export interface ArticleImageHandlers {
  /** An image is stored: its placeholder in the body becomes the address. */
  onStored: (id: string, url: string, size: { width?: number; height?: number }) => void;
  /** An image failed: its placeholder goes, and the page says why. */
  onFailed: (id: string, error: ApiError | undefined) => void;
}

/**
 * The article editor's uploads: files picked, pasted or dropped go through the same queue as the composer's
 * (three at a time, signed names carrying the size); each one is reported once, stored or failed, and leaves
 * the queue. Returns `add` (the ids of the files, for their placeholders) and how many are still on their way.
 */
export function useArticleImageUploads(handlers: ArticleImageHandlers) {
  const { queue, images } = useImageUploadQueue();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  // One settled picture at a time: its removal from the queue renders again, and the next one is told then. The
  // body's editor takes one change per render (several replaced in one go kept only the last: the queue's changes
  // render together since they render as a transition).
  useEffect(() => {
    const image = images.find(
      (candidate) => (candidate.status === 'done' && candidate.url) || candidate.status === 'error',
    );
    if (!image) return;
    queue.remove(image.id);
    if (image.status === 'done') {
      latest.current.onStored(image.id, image.url!, { width: image.width, height: image.height });
    } else latest.current.onFailed(image.id, image.error);
  }, [images, queue]);
  return { add: (files: readonly Blob[]) => queue.add(files), pending: images.length };
}
