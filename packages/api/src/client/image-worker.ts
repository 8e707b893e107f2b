// The worker of ./prepare-image.ts: a picked picture decoded, turned upright, scaled and encoded off the main thread.

export interface PrepareJob {
  id: number;
  file: Blob;
  /** The upright size to encode at (`preparedSize` of the rules). */
  width: number;
  height: number;
  type: string;
  quality: number;
}

export type PrepareResult = { id: number; blob: Blob } | { id: number; error: string };

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<PrepareJob>) => void) | null;
  postMessage: (message: PrepareResult) => void;
};

async function prepare({ id, file, width, height, type, quality }: PrepareJob): Promise<PrepareResult> {
  try {
    // Upright by its EXIF orientation (the decoder applies it), then drawn at the size asked for.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    // A new file: what the camera wrote beside the picture (its place, its device) does not travel with it.
    return { id, blob: await canvas.convertToBlob({ type, quality }) };
  } catch (error) {
    return { id, error: String(error) };
  }
}

// One picture at a time: a 12-megapixel photo decodes to 48 MB, and a phone has little to spare.
let queue: Promise<unknown> = Promise.resolve();
scope.onmessage = ({ data }) => {
  queue = queue.then(async () => scope.postMessage(await prepare(data)));
};
