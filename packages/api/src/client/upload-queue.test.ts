// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import type { UploadedImage, UploadProgress } from './upload';
import { ImageUploadQueue, readImageSize, type UploadQueueOptions } from './upload-queue';

interface Call {
  facts: { width: number; height: number; type: string };
  file: Blob;
  signal: AbortSignal;
  progress: (progress: UploadProgress) => void;
  resolve: (image: UploadedImage) => void;
  reject: (error: unknown) => void;
}

/** A queue whose storage answers when the test says so. */
/** A device's network the test turns off and on. */
function fakeNetwork() {
  const listeners = new Set<() => void>();
  const network = {
    isOnline: true,
    online: () => network.isOnline,
    onOnline: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(online: boolean) {
      network.isOnline = online;
      if (online) for (const listener of [...listeners]) listener();
    },
    listeners,
  };
  return network;
}

function setup(
  readSize = async () => ({ width: 1200, height: 800 }),
  prepareFile: UploadQueueOptions['prepareFile'] = async () => null,
  network = fakeNetwork(),
) {
  const calls: Call[] = [];
  const revoked: string[] = [];
  let urls = 0;
  const queue = new ImageUploadQueue({
    readSize,
    prepareFile,
    network,
    retryDelays: [2_000, 4_000],
    createUrl: () => `blob:local-${(urls += 1)}`,
    revokeUrl: (url) => void revoked.push(url),
    upload: (file, facts, { signal, onProgress }) =>
      new Promise((resolve, reject) => {
        calls.push({ facts, file, signal, progress: onProgress, resolve, reject });
        signal.addEventListener('abort', () => reject(new ApiError('aborted', 'aborted')));
      }),
  });
  const statuses = () => queue.getSnapshot().map((image) => image.status);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { queue, calls, revoked, statuses, settle };
}

const picture = (name = 'a.png', type = 'image/png') => new File(['bytes'], name, { type });

describe('ImageUploadQueue', () => {
  it('measures each picture, then sends at most three at a time, each with its size and type', async () => {
    const { queue, calls, statuses, settle } = setup();
    queue.add([1, 2, 3, 4, 5].map(() => picture()));
    expect(statuses()).toEqual(['loading', 'loading', 'loading', 'loading', 'loading']);
    await settle();
    expect(statuses()).toEqual(['uploading', 'uploading', 'uploading', 'loading', 'loading']);
    expect(calls).toHaveLength(3);
    expect(calls[0]?.facts).toEqual({ width: 1200, height: 800, type: 'image/png' });

    calls[1]?.resolve({ url: 'https://img.test/mp/b.png', key: 'mp/b.png' });
    await settle();
    expect(statuses()).toEqual(['uploading', 'done', 'uploading', 'uploading', 'loading']);
    expect(queue.getSnapshot()[1]).toMatchObject({ url: 'https://img.test/mp/b.png', progress: 100 });
    expect(calls).toHaveLength(4);
  });

  it('sends the picture made ready for a slow link, at its new size; one whose preparation fails goes as picked', async () => {
    const ready = new Blob(['smaller'], { type: 'image/jpeg' });
    const asked: { size: { width: number; height: number }; type: string }[] = [];
    const { queue, calls, settle } = setup(
      async () => ({ width: 4000, height: 3000 }),
      async (file, size, type) => {
        asked.push({ size, type });
        if ((file as File).name === 'broken.jpg') throw new Error('cannot decode');
        return { file: ready, width: 2048, height: 1536 };
      },
    );
    queue.add([picture('photo.jpg', 'image/jpeg'), picture('broken.jpg', 'image/jpeg')]);
    await settle();
    expect(asked).toEqual([
      { size: { width: 4000, height: 3000 }, type: 'image/jpeg' },
      { size: { width: 4000, height: 3000 }, type: 'image/jpeg' },
    ]);
    expect(calls[0]?.file).toBe(ready);
    expect(calls[0]?.facts).toEqual({ width: 2048, height: 1536, type: 'image/jpeg' });
    expect(queue.getSnapshot()[0]).toMatchObject({ width: 2048, height: 1536 });
    expect((calls[1]?.file as File).name).toBe('broken.jpg');
    expect(calls[1]?.facts).toEqual({ width: 4000, height: 3000, type: 'image/jpeg' });

    // A retry sends the prepared file again, without preparing it twice.
    calls[0]?.reject(new ApiError('network', 'no answer'));
    await settle();
    queue.retry(queue.getSnapshot()[0]!.id);
    await settle();
    expect(calls[2]?.file).toBe(ready);
    expect(asked).toHaveLength(2);
  });

  it('reports each upload’s own progress, in steps of 5 %, telling only of a new step', async () => {
    const { queue, calls, settle } = setup();
    queue.add([picture(), picture()]);
    await settle();
    let told = 0;
    queue.subscribe(() => (told += 1));
    calls[0]?.progress({ loaded: 250, total: 1000 });
    calls[0]?.progress({ loaded: 260, total: 1000 });
    calls[0]?.progress({ loaded: 999, total: 1000 });
    expect(queue.getSnapshot().map((image) => image.progress)).toEqual([95, 0]);
    expect(told).toBe(2);
  });

  it('cancels an upload when its picture is removed, frees the picture and starts the next waiting one', async () => {
    const { queue, calls, statuses, revoked, settle } = setup();
    const ids = queue.add([1, 2, 3, 4].map(() => picture()));
    await settle();
    queue.remove(ids[0] as string);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(revoked).toEqual(['blob:local-1']);
    await settle();
    expect(statuses()).toEqual(['uploading', 'uploading', 'uploading']);
    expect(calls).toHaveLength(4);
  });

  it('shows an upload storage refused as an error and sends the same picture again on retry', async () => {
    const { queue, calls, statuses, settle } = setup();
    const [id] = queue.add([picture()]);
    await settle();
    calls[0]?.reject(new ApiError('contract', 'Request error, please retry.', { status: 403 }));
    await settle();
    expect(statuses()).toEqual(['error']);
    expect(queue.getSnapshot()[0]?.error?.kind).toBe('contract');

    queue.retry(id as string);
    await settle();
    expect(statuses()).toEqual(['uploading']);
    expect(calls[1]?.file).toBe(calls[0]?.file);
    calls[1]?.resolve({ url: 'https://img.test/a.png', key: 'a.png' });
    await settle();
    expect(statuses()).toEqual(['done']);
  });

  it('marks a picture the browser cannot read as an error without sending it', async () => {
    const { queue, calls, statuses, settle } = setup(() => Promise.reject(new Error('not an image')));
    queue.add([picture()]);
    await settle();
    expect(statuses()).toEqual(['error']);
    expect(calls).toHaveLength(0);
  });

  it('puts a crop in the place of its picture, under the same id, and sends it', async () => {
    const { queue, calls, settle } = setup(async () => ({ width: 600, height: 600 }));
    const [first, second] = queue.add([picture('a.jpg', 'image/jpeg'), picture()]);
    await settle();
    calls[0]?.resolve({ url: 'https://img.test/a.jpg', key: 'a.jpg' });
    await settle();
    const crop = new Blob(['cropped'], { type: 'image/jpeg' });
    queue.replace(first as string, crop);
    await settle();
    expect(queue.getSnapshot().map((image) => [image.id, image.status])).toEqual([
      [first, 'uploading'],
      [second, 'uploading'],
    ]);
    expect(calls[2]?.file).toBe(crop);
    expect(calls[2]?.facts).toEqual({ width: 600, height: 600, type: 'image/jpeg' });
  });

  it('reorders by ids and ignores an order that does not name every picture', async () => {
    const { queue } = setup();
    const ids = queue.add([picture(), picture(), picture()]);
    queue.reorder([ids[2], ids[0], ids[1]] as string[]);
    expect(queue.getSnapshot().map((image) => image.id)).toEqual([ids[2], ids[0], ids[1]]);
    queue.reorder([ids[0]] as string[]);
    expect(queue.getSnapshot().map((image) => image.id)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it('starts from stored addresses (a restored draft or an edited item) as done pictures that cannot be cropped', () => {
    const { queue } = setup();
    queue.setStored(['https://img.test/1_10_10.jpg', 'https://img.test/2_10_10.jpg']);
    expect(queue.getSnapshot()).toMatchObject([
      { status: 'done', url: 'https://img.test/1_10_10.jpg', local: false },
      { status: 'done', url: 'https://img.test/2_10_10.jpg', local: false },
    ]);
  });

  it('cancels every upload when the composer goes, and tells no one of their end', async () => {
    const { queue, calls, statuses, settle } = setup();
    queue.add([picture(), picture()]);
    await settle();
    let told = 0;
    queue.subscribe(() => (told += 1));
    queue.dispose();
    await settle();
    expect(calls.every((call) => call.signal.aborted)).toBe(true);
    expect(told).toBe(0);
    expect(statuses()).toEqual(['uploading', 'uploading']);
  });
});

describe('readImageSize', () => {
  it('reads the size from the first bytes, without decoding the picture', async () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 3, 0x21, 0,
      0, 2, 0x58,
    ]);
    // No createImageBitmap here (Node): the header alone answers.
    await expect(readImageSize(new Blob([png, new Uint8Array(1024)]))).resolves.toEqual({
      width: 801,
      height: 600,
    });
  });
});

describe('ImageUploadQueue when the network drops', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

  it('waits after an upload that got no answer, then goes again by itself after 2 s, 4 s, then 4 s again', async () => {
    const { queue, calls, statuses } = setup();
    queue.add([picture()]);
    await tick();
    calls[0]?.reject(new ApiError('network', 'Slow network'));
    await tick();
    expect(statuses()).toEqual(['waiting']);
    expect(queue.getSnapshot()[0]?.progress).toBe(0);
    await tick(1_999);
    expect(calls).toHaveLength(1);
    await tick(1);
    expect(statuses()).toEqual(['uploading']);
    expect(calls[1]?.file).toBe(calls[0]?.file);

    calls[1]?.reject(new ApiError('network', 'Slow network'));
    await tick(3_999);
    expect(calls).toHaveLength(2);
    await tick(1);
    calls[2]?.reject(new ApiError('network', 'Slow network'));
    await tick(4_000);
    expect(calls).toHaveLength(4);
    calls[3]?.resolve({ url: 'https://img.test/a.png', key: 'a.png' });
    await tick();
    expect(statuses()).toEqual(['done']);
  });

  it('offline, waits for the network rather than the clock, and goes at once when it returns', async () => {
    const network = fakeNetwork();
    const { queue, calls, statuses } = setup(undefined, undefined, network);
    queue.add([picture(), picture()]);
    await tick();
    network.set(false);
    calls[0]?.reject(new ApiError('network', 'Slow network'));
    calls[1]?.resolve({ url: 'https://img.test/b.png', key: 'b.png' });
    await tick(60_000);
    expect(statuses()).toEqual(['waiting', 'done']);
    expect(calls).toHaveLength(2);
    network.set(true);
    await tick();
    expect(statuses()).toEqual(['uploading', 'done']);
    expect(calls).toHaveLength(3);
    // The watch ended with the try: nothing is left listening.
    expect(network.listeners.size).toBe(0);
  });

  it('sends a waiting picture at once on retry, and forgets its wait when it is removed', async () => {
    const network = fakeNetwork();
    const { queue, calls, statuses } = setup(undefined, undefined, network);
    const [first, second] = queue.add([picture(), picture()]);
    await tick();
    calls[0]?.reject(new ApiError('network', 'Slow network'));
    calls[1]?.reject(new ApiError('network', 'Slow network'));
    await tick();
    queue.retry(first!);
    await tick();
    expect(statuses()).toEqual(['uploading', 'waiting']);
    queue.remove(second!);
    await tick(60_000);
    expect(calls).toHaveLength(3);
    expect(network.listeners.size).toBe(0);
    calls[2]?.resolve({ url: 'https://img.test/a.png', key: 'a.png' });
    await tick();
    expect(statuses()).toEqual(['done']);
  });
});
