import { useEffect, useState, useSyncExternalStore } from 'react';
import { LazyImageUploadQueue } from '../client/lazy-upload-queue';
import type { UploadQueueOptions } from '../client/upload-queue';

// The queue itself (client/upload-queue) comes with the first picture (or at once for pictures already stored),
// and the storage client (client/upload) with the first upload: a creator who only types downloads neither.

/**
 * The composer's (and the editor's) images as state: an upload queue for this composer, read with
 * `useSyncExternalStore`; leaving cancels what is still uploading.
 */
export function useImageUploadQueue({
  stored,
  ...options
}: UploadQueueOptions & { stored?: readonly string[] } = {}) {
  const [queue] = useState(() => {
    const created = new LazyImageUploadQueue(options);
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
