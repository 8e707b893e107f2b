import { trimCharacters } from '@creator/domain/text';

/**
 * Cover thumbnails (contract.md, "Uploading images" → Thumbnails): an image on the image host is also served
 * scaled, by a query suffix on its address, and lists and previews choose the size by the number of covers. A
 * backend that serves no variants answers the original, which still displays.
 */

/**
 * Whether an image address is on the product's image host (`image_host`, an address prefix). Here, in a module
 * of its own kind, so that a page that only shows thumbnails loads no article rule (their messages register as
 * the module loads).
 */
export function isOnImageHost(url: string, imageHost: string): boolean {
  const host = trimCharacters(imageHost, '/', 'end');
  return host !== '' && url.startsWith(`${host}/`);
}

export interface ThumbnailSize {
  readonly width: number;
  /** Absent: the image keeps its own proportions; present: it is cropped to fill width × height. */
  readonly height?: number;
}

/** One cover: 640 wide. */
export const ONE_COVER_THUMBNAIL = { width: 640 } as const satisfies ThumbnailSize;
/** Two covers: 400 × 413 each. */
export const TWO_COVER_THUMBNAIL = { width: 400, height: 413 } as const satisfies ThumbnailSize;
/** Three covers (or more): 320 × 320 each. */
export const THREE_COVER_THUMBNAIL = { width: 320, height: 320 } as const satisfies ThumbnailSize;

/**
 * The content lists' covers (120×160 for a short post, 150×100 otherwise): the smallest variant of the
 * contract that fills either box at twice its size (for high-density screens), cropped by the box.
 */
export const LIST_THUMBNAIL = THREE_COVER_THUMBNAIL;

/** The size each cover is shown at when there are `coverCount` of them (fewer than one counts as one). */
export function coverThumbnailSize(coverCount: number): ThumbnailSize {
  if (coverCount >= 3) return THREE_COVER_THUMBNAIL;
  if (coverCount >= 2) return TWO_COVER_THUMBNAIL;
  return ONE_COVER_THUMBNAIL;
}

/** The query that asks the image host for `size`: `w=640`, `w=400&h=413`. */
export function thumbnailQuery(size: ThumbnailSize): string {
  return size.height === undefined ? `w=${size.width}` : `w=${size.width}&h=${size.height}`;
}

/**
 * The address of an image at a thumbnail size. An address off the image host is returned
 * unchanged (no other host serves the variants), and so is one that already carries a query or a fragment: the
 * contract defines the suffix on a stored address (`<domain>/<key>`) only, and such an address is either a
 * variant already or one whose query we cannot safely extend (a second `w` would be ambiguous).
 */
export function thumbnailAt(url: string, size: ThumbnailSize, imageHost: string): string {
  if (!isOnImageHost(url, imageHost) || /[?#]/u.test(url)) return url;
  return `${url}?${thumbnailQuery(size)}`;
}

/** One of `coverCount` covers at the size their number decides (thumbnailAt). */
export function coverThumbnail(url: string, coverCount: number, imageHost: string): string {
  return thumbnailAt(url, coverThumbnailSize(coverCount), imageHost);
}

/** Every cover of an item at the size their number decides. */
export function coverThumbnails(urls: readonly string[], imageHost: string): string[] {
  return urls.map((url) => coverThumbnail(url, urls.length, imageHost));
}
