import { ONE_COVER_THUMBNAIL, THREE_COVER_THUMBNAIL, TWO_COVER_THUMBNAIL, type ThumbnailSize } from '@creator/forms/rules/thumbnails';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import type { FileStore } from './file-store';

/**
 * The sizes the image host serves (contract.md, "Uploading images" → Thumbnails): the three the lists and
 * previews ask for, from their one home in @creator/forms/rules/thumbnails. No other size is made: each
 * would be one more file on disk per image that anyone could ask for.
 */
export const THUMBNAIL_SIZES: readonly ThumbnailSize[] = [ONE_COVER_THUMBNAIL, TWO_COVER_THUMBNAIL, THREE_COVER_THUMBNAIL];

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
  return THUMBNAIL_SIZES.find((size) => String(size.width) === w[0] && (size.height === undefined ? h === undefined : String(size.height) === h?.[0])) ?? null;
}

/** The formats a variant is made in: the original's own. GIF is served as it is (it may be animated). */
const ENCODERS: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  'image/png': (image) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
  'image/webp': (image) => image.webp({ quality: 80 }),
};

// libvips' operation cache would only hold images this server never decodes twice (each variant is made once).
sharp.cache(false);

/**
 * Pixels an original may have to be scaled (50 MP: more than the 5 MB upload limit lets through as a photo);
 * a larger one, as claimed by its header, is served as it is rather than decoded.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** An animated PNG (an `acTL` chunk before the first `IDAT`): scaled by libvips, it would lose its frames. */
function isAnimatedPng(bytes: Uint8Array): boolean {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 8; offset + 8 <= view.length; ) {
    const type = view.toString('latin1', offset + 4, offset + 8);
    if (type === 'acTL') return true;
    if (type === 'IDAT') return false;
    offset += 12 + view.readUInt32BE(offset);
  }
  return false;
}

/**
 * Scaled variants of the stored images, made once and kept on disk beside them (FileStore's variants). What a
 * variant holds is what is served for that size from then on: the scaled image, or the original itself (a
 * hard link) when scaling would not make it smaller, when it is a GIF or an animation, or when it cannot be
 * decoded. So the encoder runs at most once per image and size, and a variant is never larger than the
 * original, in pixels or in bytes.
 */
export class Thumbnails {
  /** How many times the encoder ran (tests tell a variant read from disk from one made). */
  encodes = 0;
  /** Variants being made in this process: a second request for one waits for the first instead of encoding too. */
  private readonly making = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly files: FileStore) {}

  /** The bytes served for `key` at `size`, or null when the original is not on disk. */
  async variant(key: string, contentType: string, size: ThumbnailSize): Promise<Buffer | null> {
    const name = variantName(size);
    const kept = await this.files.readVariant(key, name);
    if (kept) return kept;
    const id = `${name}/${key}`;
    let pending = this.making.get(id);
    if (!pending) {
      pending = this.make(key, contentType, size, name).finally(() => this.making.delete(id));
      this.making.set(id, pending);
    }
    return pending;
  }

  private async make(key: string, contentType: string, size: ThumbnailSize, name: string): Promise<Buffer | null> {
    const original = await this.files.read(key);
    if (!original) return null;
    const scaled = await this.scale(original, contentType, size);
    try {
      if (scaled) await this.files.writeVariant(key, name, scaled);
      else await this.files.linkVariant(key, name, original);
    } catch {
      // Not kept (a full disk): served all the same, and made again by the next request.
    }
    return scaled ?? original;
  }

  /** The original at `size`, or null when the original itself is what to serve. */
  private async scale(original: Buffer, contentType: string, size: ThumbnailSize): Promise<Buffer | null> {
    const encode = ENCODERS[contentType];
    if (!encode || (contentType === 'image/png' && isAnimatedPng(original))) return null;
    const options: SharpOptions = { autoOrient: true, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS };
    try {
      const metadata = await sharp(original, options).metadata();
      if ((metadata.pages ?? 1) > 1) return null;
      const { width, height } = metadata.autoOrient;
      // Never larger than the original: at most its own width, and a crop at most its own height (a panorama
      // asked at 320 × 320 is cut to its middle 320 × its height, not stretched).
      const target = { width: Math.min(size.width, width), height: size.height === undefined ? undefined : Math.min(size.height, height) };
      if (target.width === width && (target.height === undefined || target.height === height)) return null;
      this.encodes += 1;
      const scaled = await encode(sharp(original, options).resize({ ...target, fit: 'cover', position: 'centre' })).toBuffer();
      return scaled.length < original.length ? scaled : null;
    } catch {
      // Not decodable (a file that only starts like an image), or past MAX_INPUT_PIXELS: served as it is.
      return null;
    }
  }
}
