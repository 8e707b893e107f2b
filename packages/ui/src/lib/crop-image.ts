import type { CropArea } from '../components/crop-dialog/crop-dialog';

export type CropImageType = 'image/jpeg' | 'image/png';

export interface CropImageOptions {
  type: CropImageType;
  /** Longest side of the result in pixels; a larger area is scaled down to it (never up). */
  maxSize?: number;
  /** JPEG quality, 0 to 1 (ignored for PNG). */
  quality?: number;
}

export interface CroppedImage {
  blob: Blob;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // A remote picture must allow CORS, or the canvas is tainted and toBlob throws.
    if (!/^(?:blob|data):/u.test(src)) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be loaded'));
    image.src = src;
  });
}

/**
 * Cuts `area` (source pixels, as CropDialog emits it) out of the image at `src` on a canvas, scaled down to at most `maxSize` pixels per side, and
 * encodes it as `type`. A DOM helper (canvas, Image): it runs in the browser, not under happy-dom.
 */
export async function cropImage(
  src: string,
  area: CropArea,
  { type, maxSize, quality = 0.92 }: CropImageOptions,
): Promise<CroppedImage> {
  if (!(area.width > 0 && area.height > 0)) throw new RangeError('The crop area is empty');
  const image = await loadImage(src);
  const longest = Math.max(area.width, area.height);
  const scale = maxSize && longest > maxSize ? maxSize / longest : 1;
  const width = Math.max(1, Math.round(area.width * scale));
  const height = Math.max(1, Math.round(area.height * scale));

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The canvas has no 2D context');
  if (type === 'image/jpeg') {
    // JPEG has no transparency: a transparent pixel would turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  if (!blob) throw new Error('The canvas could not be encoded');
  return { blob, width, height };
}
