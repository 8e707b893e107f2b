import { imageSizeFromHeader } from '@creator/forms/rules/image-size';
import {
  ONE_COVER_THUMBNAIL,
  THREE_COVER_THUMBNAIL,
  TWO_COVER_THUMBNAIL,
  type ThumbnailSize,
} from '@creator/forms/rules/thumbnails';
import pLimit from 'p-limit';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import type { FileStore } from './file-store';

/**
 * The sizes the image host serves (contract.md, "Uploading images" → Thumbnails): the three the lists and
 * previews ask for, from their one home in @creator/forms/rules/thumbnails. No other size is made: each
 * would be one more file on disk per image that anyone could ask for.
 */
export const THUMBNAIL_SIZES: readonly ThumbnailSize[] = [
  ONE_COVER_THUMBNAIL,
  TWO_COVER_THUMBNAIL,
  THREE_COVER_THUMBNAIL,
];

/** What the image host says to any other `w` or `h`. */
export const THUMBNAIL_SIZES_TEXT = `w, h: the image host serves ${THUMBNAIL_SIZES.map((size) => `?w=${size.width}${size.height === undefined ? '' : `&h=${size.height}`}`).join(', ')} or the original`;

/** The name of a size among the variants on disk: `w640`, `w400h413`. */
export function variantName(size: ThumbnailSize): string {
  return size.height === undefined ? `w${size.width}` : `w${size.width}h${size.height}`;
}

/**
 * The size a storage request asks for: undefined when it names neither `w` nor `h` (the original), null when
 * it asks for anything but exactly one of THUMBNAIL_SIZES (`w=0640`, `w=320`, `w=320&h=320&h=320`, `h=320`).
 * Other parameters are left alone, as they always were.
 */
export function askedThumbnail(queries: Record<string, string[]>): ThumbnailSize | undefined | null {
  const { w, h } = queries;
  if (w === undefined && h === undefined) return undefined;
  if (w?.length !== 1 || (h !== undefined && h.length !== 1)) return null;
  return (
    THUMBNAIL_SIZES.find(
      (size) =>
        String(size.width) === w[0] &&
        (size.height === undefined ? h === undefined : String(size.height) === h?.[0]),
    ) ?? null
  );
}

/** The formats a variant is made in: the original's own. GIF is served as it is (it may be animated). */
const ENCODERS: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  'image/png': (image) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
  'image/webp': (image) => image.webp({ quality: 80 }),
};

// libvips' operation cache would only hold images this server never decodes twice (each variant is made once).
sharp.cache(false);
// One libvips thread per image: with THUMBNAIL_JOBS below, scaling holds one of libuv's threads at most, and
// password hashing (scrypt) and captcha rendering (resvg), which share that pool, keep the others.
sharp.concurrency(1);

/**
 * Pixels an original may have to be scaled: 24 MP (6000 × 4000). The contract's largest image is a 5 MB
 * upload, and a photograph takes 2–3 bits a pixel as an ordinary JPEG, so 5 MB holds 13–20 MP of one; 24 MP
 * leaves room. More pixels in 5 MB is flat colour, a decompression bomb (a 7 071 × 7 071 grey PNG is 50 KB
 * and 50 MP): its size is read from the header and it is served as it is, never decoded.
 */
export const THUMBNAIL_MAX_INPUT_PIXELS = 6000 * 4000;
/** Thumbnails scaled at once in this process, whatever the number of requests. */
const THUMBNAIL_CONCURRENCY = 1;
/**
 * Thumbnails that may wait for their turn; a request past them is answered with the original, not kept, so
 * a flood of requests queues no work (the contract: a backend that serves no variant answers the original).
 */
export const THUMBNAIL_QUEUE_MAX = 16;
/** One queue per process: sharp's threads are the process's, however many apps it runs. */
const THUMBNAIL_JOBS = pLimit(THUMBNAIL_CONCURRENCY);
/** A ceiling on one scaling job; at most 24 MP, it takes well under a second. */
const THUMBNAIL_TIMEOUT_SECONDS = 20;

/** The scaling jobs running and waiting in this process (tests and the bench watch the queue). */
export function thumbnailQueue(): { running: number; waiting: number } {
  return { running: THUMBNAIL_JOBS.activeCount, waiting: THUMBNAIL_JOBS.pendingCount };
}

/** What is served for one size: `lasting` is false when the original stands in for now (the queue was full). */
export interface Variant {
  bytes: Buffer;
  lasting: boolean;
}

/** Whether the header claims more pixels than THUMBNAIL_MAX_INPUT_PIXELS (read without decoding anything). */
function isBomb(bytes: Uint8Array): boolean {
  const size = imageSizeFromHeader(bytes);
  return size !== null && size.width * size.height > THUMBNAIL_MAX_INPUT_PIXELS;
}

/** An animated PNG (an `acTL` chunk before the first `IDAT`): scaled by libvips, it would lose its frames. */
function isAnimatedPng(bytes: Uint8Array): boolean {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 8; offset + 8 <= view.length;) {
    const type = view.toString('latin1', offset + 4, offset + 8);
    if (type === 'acTL') return true;
    if (type === 'IDAT') return false;
    offset += 12 + view.readUInt32BE(offset);
  }
  return false;
}

/**
 * Scaled variants of the stored images, made once and kept in the store beside them (FileStore's variants: on
 * the disk, or in the bucket). What a variant holds is what is served for that size from then on: the scaled
 * image, or the original itself (a hard link on the disk, the store's own copy in a bucket) when scaling would not make it smaller, when it is a GIF or an animation, when it has more than
 * THUMBNAIL_MAX_INPUT_PIXELS, or when it cannot be decoded. So the encoder runs at most once per image, size and
 * process, and a variant is never larger than the original, in pixels or in bytes. Scaling runs one job at a
 * time (THUMBNAIL_JOBS) behind a bounded queue.
 */
export class Thumbnails {
  /** How many times the encoder ran (tests tell a variant read from disk from one made). */
  encodes = 0;
  /** The most scaling jobs of this instance that ran at once (tests check the concurrency bound). */
  peakJobs = 0;
  private jobs = 0;
  /** Variants being made in this process: a second request for one waits for the first instead of encoding too. */
  private readonly making = new Map<string, Promise<Variant | null>>();

  constructor(private readonly files: FileStore) {}

  /** What is served for `key` at `size`, or null when the original is not on disk. */
  async variant(key: string, contentType: string, size: ThumbnailSize): Promise<Variant | null> {
    const name = variantName(size);
    const kept = await this.files.readVariant(key, name);
    if (kept) return { bytes: kept, lasting: true };
    const id = `${name}/${key}`;
    let pending = this.making.get(id);
    if (!pending) {
      pending = this.make(key, contentType, size, name).finally(() => this.making.delete(id));
      this.making.set(id, pending);
    }
    return pending;
  }

  private async make(
    key: string,
    contentType: string,
    size: ThumbnailSize,
    name: string,
  ): Promise<Variant | null> {
    const original = await this.files.read(key);
    if (!original) return null;
    let scaled: Buffer | null = null;
    if (!isBomb(original)) {
      if (
        THUMBNAIL_JOBS.activeCount + THUMBNAIL_JOBS.pendingCount >=
        THUMBNAIL_CONCURRENCY + THUMBNAIL_QUEUE_MAX
      ) {
        return { bytes: original, lasting: false };
      }
      scaled = await THUMBNAIL_JOBS(() => this.scale(original, contentType, size));
    }
    try {
      if (scaled) await this.files.writeVariant(key, name, scaled);
      else await this.files.linkVariant(key, name, original);
    } catch {
      // Not kept (a full disk): served all the same, and made again by the next request.
    }
    return { bytes: scaled ?? original, lasting: true };
  }

  /** The original at `size`, or null when the original itself is what to serve. */
  private async scale(original: Buffer, contentType: string, size: ThumbnailSize): Promise<Buffer | null> {
    const encode = ENCODERS[contentType];
    if (!encode || (contentType === 'image/png' && isAnimatedPng(original))) return null;
    // limitInputPixels holds even where the header read above knew no size (libvips checks it before decoding).
    const options: SharpOptions = {
      autoOrient: true,
      failOn: 'error',
      limitInputPixels: THUMBNAIL_MAX_INPUT_PIXELS,
    };
    this.jobs += 1;
    this.peakJobs = Math.max(this.peakJobs, this.jobs);
    try {
      const metadata = await sharp(original, options).metadata();
      if ((metadata.pages ?? 1) > 1) return null;
      const { width, height } = metadata.autoOrient;
      if (width * height > THUMBNAIL_MAX_INPUT_PIXELS) return null;
      // Never larger than the original: at most its own width, and a crop at most its own height (a panorama
      // asked at 320 × 320 is cut to its middle 320 × its height, not stretched).
      const target = {
        width: Math.min(size.width, width),
        height: size.height === undefined ? undefined : Math.min(size.height, height),
      };
      if (target.width === width && (target.height === undefined || target.height === height)) return null;
      this.encodes += 1;
      const resized = sharp(original, options)
        .timeout({ seconds: THUMBNAIL_TIMEOUT_SECONDS })
        .resize({ ...target, fit: 'cover', position: 'centre' });
      const scaled = await encode(resized).toBuffer();
      return scaled.length < original.length ? scaled : null;
    } catch {
      // Not decodable (a file that only starts like an image), past THUMBNAIL_MAX_INPUT_PIXELS or too slow:
      // served as it is.
      return null;
    } finally {
      this.jobs -= 1;
    }
  }
}
