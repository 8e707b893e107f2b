import type * as UploadQueueModule from './upload-queue';
import type { ImageUploadQueue, QueuedImage, UploadQueueOptions } from './upload-queue';

/** What the composer and the editor use of a queue. */
export type UploadQueue = Pick<
  ImageUploadQueue,
  | 'subscribe'
  | 'getSnapshot'
  | 'add'
  | 'setStored'
  | 'remove'
  | 'retry'
  | 'replace'
  | 'reorder'
  | 'dispose'
  | 'resume'
>;

const NONE: readonly QueuedImage[] = [];

/** A picture already stored, as the queue would hold it. */
const storedImage = (url: string): QueuedImage => ({
  id: `image-${crypto.randomUUID()}`,
  status: 'done',
  src: url,
  url,
  progress: 100,
  local: false,
});

/**
 * An `ImageUploadQueue` that downloads itself when it is first needed: with the first picture added. Pictures
 * already stored (an edit, a task, a restored draft) it holds, removes and reorders itself, and hands over with
 * their ids when the queue comes; a creator who only types, or only rearranges what was there, never downloads
 * the queue, its measuring of pictures or the storage client. Ids are given at `add`, so the caller can refer
 * to a picture before the queue is in.
 */
export class LazyImageUploadQueue implements UploadQueue {
  #real: ImageUploadQueue | undefined;
  #loading: Promise<ImageUploadQueue> | undefined;
  readonly #listeners = new Set<() => void>();
  #disposed = false;
  /** The stored pictures, until the queue is in. */
  #stored: readonly QueuedImage[] = NONE;

  constructor(
    private readonly options: UploadQueueOptions = {},
    private readonly load: () => Promise<typeof UploadQueueModule> = () => import('./upload-queue'),
  ) {}

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  getSnapshot = (): readonly QueuedImage[] => this.#real?.getSnapshot() ?? this.#stored;

  /** The queue itself, downloaded once (again after a failed download). */
  ready(): Promise<ImageUploadQueue> {
    this.#loading ??= this.load().then(
      ({ ImageUploadQueue: Queue }) => {
        const real = new Queue(this.options);
        // What was stored, as it stands now, with the ids the page already knows.
        const stored = this.#stored;
        if (stored.length > 0)
          real.setStored(
            stored.map((image) => image.src),
            stored.map((image) => image.id),
          );
        this.#stored = NONE;
        real.subscribe(() => this.#emit());
        if (this.#disposed) real.dispose();
        this.#real = real;
        this.#emit();
        return real;
      },
      (error: unknown) => {
        this.#loading = undefined;
        throw error;
      },
    );
    return this.#loading;
  }

  add(files: readonly Blob[]): string[] {
    // Unique beyond this page: an autosaved placeholder of another visit never matches a new picture.
    const ids = files.map(() => `image-${crypto.randomUUID()}`);
    this.#with((queue) => queue.add(files, ids));
    return ids;
  }

  setStored(urls: readonly string[]) {
    if (this.#real) return this.#real.setStored(urls);
    this.#stored = urls.map(storedImage);
    this.#emit();
  }

  remove(id: string) {
    if (this.#real) return this.#real.remove(id);
    this.#stored = this.#stored.filter((image) => image.id !== id);
    this.#emit();
  }

  retry(id: string) {
    this.#real?.retry(id);
  }

  /** A picture cropped: the queue comes (a stored picture is handed over with its id first). */
  replace(id: string, file: Blob) {
    this.#with((queue) => queue.replace(id, file));
  }

  reorder(ids: readonly string[]) {
    if (this.#real) return this.#real.reorder(ids);
    const byId = new Map(this.#stored.map((image) => [image.id, image]));
    const next = ids.flatMap((id) => byId.get(id) ?? []);
    if (next.length !== this.#stored.length) return;
    this.#stored = next;
    this.#emit();
  }

  dispose() {
    this.#disposed = true;
    this.#real?.dispose();
  }

  resume() {
    this.#disposed = false;
    this.#real?.resume();
  }

  #with(action: (queue: ImageUploadQueue) => void) {
    if (this.#real) action(this.#real);
    else void this.ready().then(action, () => undefined);
  }

  #emit() {
    for (const listener of this.#listeners) listener();
  }
}
