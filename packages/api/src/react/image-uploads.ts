import { useEffect, useState, useSyncExternalStore } from 'react';
import { ImageUploadQueue, type UploadQueueOptions } from '../client/upload-queue';

// Apart from ./upload: the composer's first load holds the queue, not the storage client (fetched with the
// first picture).

/**
 * The composer's images as state: an `ImageUploadQueue` for this composer, read with `useSyncExternalStore`;
 * leaving cancels what is still uploading.
 */
export function useImageUploadQueue({
  stored,
  ...options
}: UploadQueueOptions & { stored?: readonly string[] } = {}) {
  const [queue] = useState(() => {
    const created = new ImageUploadQueue(options);
    if (stored?.length) created.setStored(stored);
    return created;
  });
  useEffect(() => {
    queue.resume();
    return () => queue.dispose();
  }, [queue]);
  const images = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return { queue, images };
}
