/** The size a picture is shown at, read from its first bytes: no decoding, no main-thread work to speak of. */
export interface ImageSize {
  width: number;
  height: number;
}

/** How many first bytes of a file hold its size in every format read here (a JPEG's EXIF block comes first). */
export const IMAGE_HEADER_BYTES = 256 * 1024;

const u16 = (bytes: Uint8Array, at: number, little = false) =>
  little ? (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) : ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u24le = (bytes: Uint8Array, at: number) => u16(bytes, at, true) | ((bytes[at + 2] ?? 0) << 16);
const u32 = (bytes: Uint8Array, at: number, little = false) =>
  little
    ? u16(bytes, at, true) + u16(bytes, at + 2, true) * 0x10000
    : u16(bytes, at) * 0x10000 + u16(bytes, at + 2);

const sized = (width: number, height: number): ImageSize | null =>
  width > 0 && height > 0 ? { width, height } : null;

/** EXIF orientation (1–8) in an APP1 segment starting at `at` (after the marker and length), or 1. */
function exifOrientation(bytes: Uint8Array, at: number, end: number): number {
  if (u32(bytes, at) !== 0x45786966 || u16(bytes, at + 4) !== 0) return 1; // "Exif\0\0"
  const tiff = at + 6;
  const little = u16(bytes, tiff) === 0x4949;
  const ifd = tiff + u32(bytes, tiff + 4, little);
  const entries = u16(bytes, ifd, little);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > end) break;
    if (u16(bytes, entry, little) === 0x0112) return u16(bytes, entry + 8, little);
  }
  return 1;
}

function jpegSize(bytes: Uint8Array): ImageSize | null {
  let orientation = 1;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = u16(bytes, at + 2);
    if (marker === 0xe1)
      orientation = exifOrientation(bytes, at + 4, Math.min(bytes.length, at + 2 + length));
    // Start of frame (baseline, progressive…), not DHT (c4), JPG (c8) or DAC (cc).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = u16(bytes, at + 5);
      const width = u16(bytes, at + 7);
      // Orientations 5 to 8 turn the picture a quarter: it is shown with its sides swapped.
      return orientation >= 5 && orientation <= 8 ? sized(height, width) : sized(width, height);
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(bytes: Uint8Array): ImageSize | null {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X') return sized(u24le(bytes, 24) + 1, u24le(bytes, 27) + 1);
  if (chunk === 'VP8L') {
    const bits = u32(bytes, 21, true);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8 ') return sized(u16(bytes, 26, true) & 0x3fff, u16(bytes, 28, true) & 0x3fff);
  return null;
}

/**
 * The width and height a JPEG (EXIF orientation applied), PNG, GIF or WebP is shown at, from its first bytes;
 * null when the bytes are none of these or are cut before the size.
 */
export function imageSizeFromHeader(bytes: Uint8Array): ImageSize | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  if (u32(bytes, 0) === 0x89504e47 && u32(bytes, 12) === 0x49484452)
    return sized(u32(bytes, 16), u32(bytes, 20));
  if (u32(bytes, 0) === 0x47494638) return sized(u16(bytes, 6, true), u16(bytes, 8, true));
  if (u32(bytes, 0) === 0x52494646 && u32(bytes, 8) === 0x57454250) return webpSize(bytes);
  return null;
}
