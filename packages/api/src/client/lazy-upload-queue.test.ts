import { describe, expect, it, vi } from 'vitest';
import { LazyImageUploadQueue } from './lazy-upload-queue';
import * as real from './upload-queue';

const options = {
  // Stored at once, measured without a DOM.
  upload: vi.fn(async () => ({ url: 'https://img.example.test/mp/1_10_10.png', key: 'mp/1_10_10.png' })),
  readSize: async () => ({ width: 10, height: 10 }),
  createUrl: () => 'blob:local',
  revokeUrl: () => undefined,
};

describe('LazyImageUploadQueue', () => {
  it('downloads nothing until a picture comes; the ids it gave are the queue’s', async () => {
    const load = vi.fn(async () => real);
    const queue = new LazyImageUploadQueue(options, load);
    const seen: number[] = [];
    queue.subscribe(() => seen.push(queue.getSnapshot().length));
    expect(queue.getSnapshot()).toEqual([]);
    expect(load).not.toHaveBeenCalled();

    const ids = queue.add([new Blob(['x'], { type: 'image/png' })]);
    expect(load).toHaveBeenCalledTimes(1);
    await queue.ready();
    expect(queue.getSnapshot().map((image) => image.id)).toEqual(ids);
    await expect.poll(() => queue.getSnapshot()[0]?.status).toBe('done');
    expect(seen.length).toBeGreaterThan(0);
    queue.remove(ids[0]!);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('holds, removes and reorders stored pictures without the queue, and hands them over with their ids', async () => {
    const load = vi.fn(async () => real);
    const editing = new LazyImageUploadQueue(options, load);
    const seen: number[] = [];
    editing.subscribe(() => seen.push(editing.getSnapshot().length));
    editing.setStored([
      'https://img.example.test/mp/a_800_600.jpg',
      'https://img.example.test/mp/b_800_600.jpg',
      'https://img.example.test/mp/c_800_600.jpg',
    ]);
    const [a, b, c] = editing.getSnapshot().map((image) => image.id);
    expect(editing.getSnapshot().every((image) => image.status === 'done' && !image.local)).toBe(true);
    editing.remove(b!);
    editing.reorder([c!, a!]);
    editing.reorder([c!]);
    expect(editing.getSnapshot().map((image) => image.url)).toEqual([
      'https://img.example.test/mp/c_800_600.jpg',
      'https://img.example.test/mp/a_800_600.jpg',
    ]);
    expect(seen).toEqual([3, 2, 2]);
    expect(load).not.toHaveBeenCalled();

    const [added] = editing.add([new Blob(['x'], { type: 'image/png' })]);
    await editing.ready();
    expect(editing.getSnapshot().map((image) => image.id)).toEqual([c, a, added]);
    expect(editing.getSnapshot()[0]?.url).toBe('https://img.example.test/mp/c_800_600.jpg');
  });

  it('a stored picture cropped brings the queue, which takes the crop under the same id', async () => {
    const queue = new LazyImageUploadQueue(options, async () => real);
    queue.setStored(['https://img.example.test/mp/a_800_600.jpg']);
    const [id] = queue.getSnapshot().map((image) => image.id);
    queue.replace(id!, new Blob(['x'], { type: 'image/png' }));
    await queue.ready();
    await expect.poll(() => queue.getSnapshot()[0]).toMatchObject({ id, status: 'done', local: true });
    expect(queue.getSnapshot()[0]?.url).toBe('https://img.example.test/mp/1_10_10.png');
  });

  it('left before it arrived: the queue comes disposed, uploading nothing', async () => {
    const upload = vi.fn(options.upload);
    const queue = new LazyImageUploadQueue({ ...options, upload }, async () => real);
    queue.add([new Blob(['x'], { type: 'image/png' })]);
    queue.dispose();
    await queue.ready();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(upload).not.toHaveBeenCalled();
  });

  it('a failed download is tried again with the next picture', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(real);
    const queue = new LazyImageUploadQueue(options, load);
    queue.add([new Blob(['x'])]);
    await expect(queue.ready()).rejects.toThrow('chunk');
    const ids = queue.add([new Blob(['y'], { type: 'image/png' })]);
    await queue.ready();
    expect(queue.getSnapshot().map((image) => image.id)).toEqual(ids);
  });
});
