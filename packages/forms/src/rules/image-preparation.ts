import { COVER_MIN_HEIGHT, COVER_MIN_WIDTH } from './article-limits';
import type { ImageSize } from './image-size';

/**
 * A picked picture is re-encoded on the device before it leaves (issue 37): at most this long on its long edge, a
 * phone's 12-megapixel photo (4 000 × 3 000, 3 to 5 MB) becoming about 1 MB.
 */
export const PREPARED_MAX_EDGE = 2048;

/**
 * The quality JPEG and WebP are encoded at, measured (decision 0031): on a photo-like 2 048 × 1 536 picture, JPEG
 * at 0.85 weighs 40 % of 0.95 for 2.3 dB less PSNR (37.1 dB), where the curve bends. PNG stays lossless, and a
 * GIF is never touched.
 */
export const PREPARED_QUALITY = 0.85;

/** The types re-encoded as themselves (a GIF may move, and its frames would be lost). */
const PREPARED_TYPES = new Set(['image/jpeg', 'image/webp', 'image/png']);

/**
 * The upright size a picture of `type` is re-encoded at, or null when it goes as picked. Scaled to fit
 * PREPARED_MAX_EDGE, but a picture that could be an article's cover (640 × 360 or more) is never made smaller
 * than that: the cover rule wins over the long edge. A PNG that needs no scaling goes as picked (re-encoding it
 * saves nothing); a JPEG or WebP is re-encoded anyway, and sent so only when that saves bytes.
 */
export function preparedSize({ width, height }: ImageSize, type: string): ImageSize | null {
  if (!PREPARED_TYPES.has(type) || width <= 0 || height <= 0) return null;
  let scale = Math.min(1, PREPARED_MAX_EDGE / Math.max(width, height));
  const cover = width >= COVER_MIN_WIDTH && height >= COVER_MIN_HEIGHT;
  if (cover) scale = Math.max(scale, COVER_MIN_WIDTH / width, COVER_MIN_HEIGHT / height);
  if (scale >= 1 && type === 'image/png') return null;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
