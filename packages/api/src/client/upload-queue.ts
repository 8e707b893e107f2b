import { browserNetwork, type NetworkWatch } from '@creator/domain/network';
import { IMAGE_HEADER_BYTES, imageSizeFromHeader, type ImageSize } from '@creator/forms/rules/image-size';
import { ApiError, apiMessages } from './errors';
import type { UploadedImage, UploadProgress } from './upload';

/**
 * The composer's image states (spec: loading, then uploading, then done or error); `waiting`: the upload got no
 * answer, and goes again by itself when the network returns.
 */
export type QueuedImageStatus = 'loading' | 'uploading' | 'waiting' | 'done' | 'error';

/** What the queue reads of the network (the browser's by default): whether it is online, and its return. */
export type UploadNetwork = Pick<NetworkWatch, 'online' | 'onOnline'>;

/**
 * The waits between an upload that got no answer and its next try, the last one repeated: a lost connection is
 * tried again soon, one that stays lost rarely. Coming back online tries at once.
 */
export const UPLOAD_RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 30_000] as const;

export interface QueuedImage {
  /** Stable identity across reorders and retries. */
  id: string;
  status: QueuedImageStatus;
  /** What to show: a local object URL until stored, then the stored address. */
  src: string;
  /** The stored address (`<domain>/<key>`), once done. */
  url?: string;
  width?: number;
  height?: number;
  /** 0 to 100 while uploading. */
  progress: number;
  /** Why it failed, when in error. */
  error?: ApiError;
  /** Whether the picture is on this device (it can be cropped); false for addresses restored or edited. */
  local: boolean;
}

export interface UploadQueueOptions {
  /** Uploads in flight at once (the issue: three). */
  concurrency?: number;
  /** Stores one picture (its size and type name it); `uploadImage` of ./upload by default. */
  upload?: (
    file: Blob,
    facts: ImageSize & { type: string },
    options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
  ) => Promise<UploadedImage>;
  /** Width and height of a picture, read without holding up the page. */
  readSize?: (file: Blob) => Promise<ImageSize>;
  /**
   * The picture made ready for a slow link (upright, scaled, re-encoded) before it waits for a slot, or null to
   * send it as picked; `prepareImage` of ./prepare-image by default.
   */
  prepareFile?: (file: Blob, size: ImageSize, type: string) => Promise<(ImageSize & { file: Blob }) | null>;
  network?: UploadNetwork;
  /** UPLOAD_RETRY_DELAYS_MS by default. */
  retryDelays?: readonly number[];
  createUrl?: (file: Blob) => string;
  revokeUrl?: (url: string) => void;
}

interface Entry {
  image: QueuedImage;
  file?: Blob;
  /** The file has been through `prepareFile` (a retry sends it as it is). */
  prepared?: boolean;
  controller?: AbortController;
  /** Waiting for a free upload slot. */
  waiting: boolean;
  /** Tries that got no answer in a row. */
  failures?: number;
  /** The next try of an upload that got no answer: its timer and its watch for the network's return. */
  again?: { timer?: ReturnType<typeof setTimeout>; stopWatch: () => void };
}

/**
 * The size a picture is shown at, from its first bytes (decoding ten 12-megapixel photos to measure them held
 * the page up with garbage collection); a header that says nothing is decoded off the main thread instead.
 */
export async function readImageSize(file: Blob): Promise<ImageSize> {
  const header = imageSizeFromHeader(new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer()));
  if (header) return header;
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** The preparation comes with the first picture, as the storage client does. */
const prepareLater: NonNullable<UploadQueueOptions['prepareFile']> = async (file, size, type) => {
  const { prepareImage } = await import('./prepare-image');
  return prepareImage(file, size, type);
};

/** The storage client comes with the first picture: an empty composer does not download it. */
const uploadLater: NonNullable<UploadQueueOptions['upload']> = async (
  file,
  { width, height, type },
  call,
) => {
  const { newImageObjectName, uploadImage } = await import('./upload');
  return uploadImage(file, newImageObjectName(type, width, height), call);
};

const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

function typeOf(file: Blob): string {
  if (file.type) return file.type;
  const name = 'name' in file && typeof file.name === 'string' ? file.name : '';
  return TYPES_BY_EXTENSION[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'image/jpeg';
}

let lastId = 0;

/**
 * The images of one composer: each picture is measured, waits for one of the upload slots, goes to storage
 * with its own progress and ends done or in error. Removing one cancels its upload; a failed one can be
 * retried; a cropped one replaces its picture and goes again. React reads it through `useSyncExternalStore`.
 */
export class ImageUploadQueue {
  private entries: Entry[] = [];
  private snapshot: readonly QueuedImage[] = [];
  private listeners = new Set<() => void>();
  private active = 0;
  private disposed = false;
  private readonly concurrency: number;
  private readonly upload: NonNullable<UploadQueueOptions['upload']>;
  private readonly readSize: NonNullable<UploadQueueOptions['readSize']>;
  private readonly prepareFile: NonNullable<UploadQueueOptions['prepareFile']>;
  private readonly network: UploadNetwork;
  private readonly retryDelays: readonly number[];
  private readonly createUrl: (file: Blob) => string;
  private readonly revokeUrl: (url: string) => void;

  constructor(options: UploadQueueOptions = {}) {
    this.concurrency = options.concurrency ?? 3;
    this.upload = options.upload ?? uploadLater;
    this.readSize = options.readSize ?? readImageSize;
    this.prepareFile = options.prepareFile ?? prepareLater;
    this.network = options.network ?? browserNetwork;
    this.retryDelays = options.retryDelays ?? UPLOAD_RETRY_DELAYS_MS;
    this.createUrl = options.createUrl ?? ((file) => URL.createObjectURL(file));
    this.revokeUrl = options.revokeUrl ?? ((url) => URL.revokeObjectURL(url));
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = (): readonly QueuedImage[] => this.snapshot;

  /**
   * Pictures chosen, dropped or pasted (already checked for type, size and count). Returns their ids (`ids`, when
   * the caller named them already: ./lazy-upload-queue).
   */
  add(files: readonly Blob[], ids?: readonly string[]): string[] {
    const added = files.map((file, index) => this.entryFor(file, ids?.[index]));
    this.entries.push(...added);
    this.publish();
    for (const entry of added) void this.prepare(entry);
    return added.map((entry) => entry.image.id);
  }

  /** Addresses already stored (a restored draft, an item being edited), in order, in place of what is there. */
  setStored(urls: readonly string[], ids?: readonly string[]) {
    for (const entry of this.entries) this.drop(entry);
    this.entries = urls.map((url, index) => ({
      image: {
        id: ids?.[index] ?? this.nextId(),
        status: 'done',
        src: url,
        url,
        progress: 100,
        local: false,
      },
      waiting: false,
    }));
    this.publish();
  }

  remove(id: string) {
    const entry = this.find(id);
    if (!entry) return;
    this.drop(entry);
    this.entries = this.entries.filter((item) => item !== entry);
    this.publish();
    this.pump();
  }

  /** Sends a failed picture again, or one waiting for the network at once. */
  retry(id: string) {
    const entry = this.find(id);
    if (!entry?.file) return;
    if (entry.image.status === 'waiting') return this.tryAgain(entry);
    if (entry.image.status !== 'error') return;
    this.update(entry, { status: 'loading', progress: 0, error: undefined });
    void this.prepare(entry);
  }

  /** The crop of a picture takes its place (and its upload starts again). */
  replace(id: string, file: Blob) {
    const entry = this.find(id);
    if (!entry) return;
    this.drop(entry);
    const next = this.entryFor(file, id);
    this.entries = this.entries.map((item) => (item === entry ? next : item));
    this.publish();
    void this.prepare(next);
  }

  reorder(ids: readonly string[]) {
    const byId = new Map(this.entries.map((entry) => [entry.image.id, entry]));
    const next = ids.flatMap((id) => byId.get(id) ?? []);
    if (next.length !== this.entries.length) return;
    this.entries = next;
    this.publish();
  }

  /**
   * Cancels every upload and frees the local pictures (the composer leaves). The list stays, so that a
   * remount (StrictMode's second effect) can `resume`.
   */
  dispose() {
    this.disposed = true;
    for (const entry of this.entries) this.drop(entry);
  }

  resume() {
    this.disposed = false;
  }

  private entryFor(file: Blob, id = this.nextId()): Entry {
    return {
      image: { id, status: 'loading', src: this.createUrl(file), progress: 0, local: true },
      file,
      waiting: false,
    };
  }

  private nextId() {
    lastId += 1;
    return `image-${lastId}`;
  }

  private find(id: string) {
    return this.entries.find((entry) => entry.image.id === id);
  }

  private isCurrent(entry: Entry) {
    return !this.disposed && this.entries.includes(entry);
  }

  private drop(entry: Entry) {
    entry.controller?.abort();
    entry.waiting = false;
    this.stopWaiting(entry);
    if (entry.image.local) this.revokeUrl(entry.image.src);
  }

  private async prepare(entry: Entry) {
    if (!entry.file) return;
    if (entry.image.width === undefined || entry.image.height === undefined) {
      try {
        const size = await this.readSize(entry.file);
        if (!this.isCurrent(entry)) return;
        this.update(entry, size);
      } catch {
        if (!this.isCurrent(entry)) return;
        this.update(entry, {
          status: 'error',
          error: new ApiError('contract', apiMessages.uploadFailed.defaultMessage, {
            descriptor: apiMessages.uploadFailed,
          }),
        });
        return;
      }
    }
    if (!entry.prepared) {
      entry.prepared = true;
      const { width = 0, height = 0 } = entry.image;
      // A preparation that fails sends the picture as picked.
      const ready = await this.prepareFile(entry.file, { width, height }, typeOf(entry.file)).catch(
        () => null,
      );
      if (!this.isCurrent(entry)) return;
      if (ready) {
        entry.file = ready.file;
        this.update(entry, { width: ready.width, height: ready.height });
      }
    }
    entry.waiting = true;
    this.pump();
  }

  private pump() {
    while (this.active < this.concurrency) {
      const next = this.entries.find((entry) => entry.waiting);
      if (!next) return;
      next.waiting = false;
      void this.send(next);
    }
  }

  private async send(entry: Entry) {
    const { file } = entry;
    const { width = 1, height = 1 } = entry.image;
    if (!file) return;
    const controller = new AbortController();
    entry.controller = controller;
    this.active += 1;
    this.update(entry, { status: 'uploading', progress: 0 });
    try {
      const stored = await this.upload(
        file,
        { width, height, type: typeOf(file) },
        {
          signal: controller.signal,
          onProgress: ({ loaded, total }) => {
            if (!this.isCurrent(entry) || total <= 0) return;
            // Told in steps of 5 %: every step re-renders the composer, and ten uploads report very often.
            const progress = Math.min(95, Math.floor((loaded / total) * 20) * 5);
            if (progress !== entry.image.progress) this.update(entry, { progress });
          },
        },
      );
      entry.failures = 0;
      if (this.isCurrent(entry)) this.update(entry, { status: 'done', url: stored.url, progress: 100 });
    } catch (error) {
      if (this.isCurrent(entry) && !controller.signal.aborted) {
        const failure = error instanceof ApiError ? error : new ApiError('network', String(error));
        // No answer (or a 5xx): it goes again by itself; a refusal waits for the creator.
        if (failure.kind === 'network') this.waitForNetwork(entry, failure);
        else this.update(entry, { status: 'error', error: failure });
      }
    } finally {
      this.active -= 1;
      entry.controller = undefined;
      if (!this.disposed) this.pump();
    }
  }

  /** An upload that got no answer: tried again after a wait that grows, or at once when the device is back online. */
  private waitForNetwork(entry: Entry, error: ApiError) {
    const failures = (entry.failures ?? 0) + 1;
    entry.failures = failures;
    this.update(entry, { status: 'waiting', progress: 0, error });
    const delay = this.retryDelays[Math.min(failures, this.retryDelays.length) - 1] ?? 0;
    const stopWatch = this.network.onOnline(() => this.tryAgain(entry));
    // Offline, only the network's return is worth waiting for.
    const timer = this.network.online() ? setTimeout(() => this.tryAgain(entry), delay) : undefined;
    entry.again = { timer, stopWatch };
  }

  private stopWaiting(entry: Entry) {
    if (!entry.again) return;
    clearTimeout(entry.again.timer);
    entry.again.stopWatch();
    entry.again = undefined;
  }

  private tryAgain(entry: Entry) {
    this.stopWaiting(entry);
    if (!this.isCurrent(entry) || entry.image.status !== 'waiting') return;
    entry.waiting = true;
    this.pump();
  }

  private update(entry: Entry, patch: Partial<QueuedImage>) {
    entry.image = { ...entry.image, ...patch };
    this.publish();
  }

  private publish() {
    this.snapshot = this.entries.map((entry) => entry.image);
    for (const listener of this.listeners) listener();
  }
}
