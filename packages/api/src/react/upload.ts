import { startTransition, useEffect, useState } from 'react';
import { LazyImageUploadQueue } from '../client/lazy-upload-queue';
import type { UploadQueueOptions } from '../client/upload-queue';

// The queue itself (client/upload-queue) comes with the first picture (or at once for pictures already stored),
// and the storage client (client/upload) with the first upload: a creator who only types downloads neither.

/**
 * The composer's (and the editor's) images as state: an upload queue for this composer; leaving cancels what is
 * still uploading. Its changes render as a transition, never in the task that made them: ten pictures picked at
 * once change the queue dozens of times in a second (measured, prepared, each upload's progress), and each render
 * of the whole composer in the queue's own task made one task of 50–75 ms on a slow link (decision 0031). A
 * transition batches the changes of a frame into one render, in slices that give the main thread back.
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
  const [images, setImages] = useState(queue.getSnapshot);
  useEffect(() => {
    const update = () => startTransition(() => setImages(queue.getSnapshot()));
    update();
    return queue.subscribe(update);
  }, [queue]);
  return { queue, images };
}
