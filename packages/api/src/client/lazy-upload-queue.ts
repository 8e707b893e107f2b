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

/**
 * An `ImageUploadQueue` that downloads itself when it is first needed: with the first picture added, or at once
 * for pictures already stored (an edit, a restored draft). Until then it holds no picture, and a creator who only
 * types never downloads the queue, its measuring of pictures or the storage client. Ids are given at `add`, so
 * the caller can refer to a picture before the queue is in.
 */
export class LazyImageUploadQueue implements UploadQueue {
  #real: ImageUploadQueue | undefined;
  #loading: Promise<ImageUploadQueue> | undefined;
  readonly #listeners = new Set<() => void>();
  #disposed = false;

  constructor(
    private readonly options: UploadQueueOptions = {},
    private readonly load: () => Promise<typeof UploadQueueModule> = () => import('./upload-queue'),
  ) {}

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  getSnapshot = (): readonly QueuedImage[] => this.#real?.getSnapshot() ?? NONE;

  /** The queue itself, downloaded once (again after a failed download). */
  ready(): Promise<ImageUploadQueue> {
    this.#loading ??= this.load().then(
      ({ ImageUploadQueue: Queue }) => {
        const real = new Queue(this.options);
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
    if (urls.length > 0 || this.#real) this.#with((queue) => queue.setStored(urls));
  }

  remove(id: string) {
    this.#real?.remove(id);
  }

  retry(id: string) {
    this.#real?.retry(id);
  }

  replace(id: string, file: Blob) {
    this.#real?.replace(id, file);
  }

  reorder(ids: readonly string[]) {
    this.#real?.reorder(ids);
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
