import type { ImageSize } from '@creator/forms/rules/image-size';
import { PREPARED_QUALITY, preparedSize } from '@creator/forms/rules/image-preparation';
import type { PrepareJob, PrepareResult } from './image-worker';

/** A picture ready for a slow link: its new file and upright size. */
export interface PreparedImage extends ImageSize {
  file: Blob;
}

let worker: Worker | undefined;
let lastJob = 0;
const waiting = new Map<number, (blob: Blob | null) => void>();

function imageWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./image-worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = ({ data }: MessageEvent<PrepareResult>) => {
    waiting.get(data.id)?.('blob' in data ? data.blob : null);
    waiting.delete(data.id);
  };
  // A worker that cannot start (or dies) sends every picture as picked; the next one starts a new worker.
  started.onerror = () => {
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
    worker = undefined;
  };
  worker = started;
  return started;
}

/**
 * A picked picture of `size` (upright) made ready for a slow link in a worker: turned upright, at most
 * PREPARED_MAX_EDGE on its long edge, re-encoded (decision 0031). Null when it goes as picked: a GIF, a type or a
 * browser the preparation does not serve, a failure, or a result no smaller than the picture.
 */
export async function prepareImage(file: Blob, size: ImageSize, type: string): Promise<PreparedImage | null> {
  const target = preparedSize(size, type);
  if (!target || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  lastJob += 1;
  const job: PrepareJob = { id: lastJob, file, ...target, type, quality: PREPARED_QUALITY };
  const blob = await new Promise<Blob | null>((resolve) => {
    waiting.set(job.id, resolve);
    imageWorker().postMessage(job);
  });
  if (!blob || blob.size >= file.size || blob.type !== type) return null;
  return { file: blob, ...target };
}
