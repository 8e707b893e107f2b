import sharp from 'sharp';
import { seededRandom } from '../db/demo/random';

/** Smooth noise: a seeded lattice every `cell` pixels, interpolated (one octave of value noise), -1 to 1. */
function valueNoise(width: number, height: number, cell: number, next: () => number): Float32Array {
  const columns = Math.ceil(width / cell) + 2;
  const rows = Math.ceil(height / cell) + 2;
  const lattice = Float32Array.from({ length: columns * rows }, () => next() * 2 - 1);
  const field = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor(y / cell);
    const fy = y / cell - y0;
    const ty = fy * fy * (3 - 2 * fy);
    const top = y0 * columns;
    const bottom = top + columns;
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor(x / cell);
      const fx = x / cell - x0;
      const tx = fx * fx * (3 - 2 * fx);
      const upper = lattice[top + x0]! + (lattice[top + x0 + 1]! - lattice[top + x0]!) * tx;
      const lower = lattice[bottom + x0]! + (lattice[bottom + x0 + 1]! - lattice[bottom + x0]!) * tx;
      field[y * width + x] = upper + (lower - upper) * ty;
    }
  }
  return field;
}

/**
 * A photograph stand-in for tests and the bench: colour fields and texture at several scales, hard-edged
 * shapes and sensor-like grain, deterministic for a seed, encoded as a phone would (JPEG at quality 88 unless
 * another format is asked). The seed's own images are flat banded PNGs, which say little about what scaling
 * saves on real pictures.
 */
export async function photoLike(
  width: number,
  height: number,
  seed: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
): Promise<Buffer> {
  const random = seededRandom(seed);
  const octaves = [
    { field: valueNoise(width, height, 180, random.next), weight: [70, 60, 80] },
    { field: valueNoise(width, height, 40, random.next), weight: [30, 35, 25] },
    { field: valueNoise(width, height, 9, random.next), weight: [22, 20, 24] },
    { field: valueNoise(width, height, 3, random.next), weight: [12, 12, 12] },
  ];
  const base = [0, 1, 2].map(() => 70 + random.next() * 110);
  const shapes = Array.from({ length: 160 }, () => ({
    x: random.next() * width,
    y: random.next() * height,
    w: 6 + random.next() * width * 0.12,
    h: 6 + random.next() * height * 0.12,
    round: random.next() < 0.5,
    colour: [0, 1, 2].map(() => random.next() * 255),
  }));
  // Which shape covers each pixel (the last drawn wins), drawn over each shape's own box only.
  const cover = new Int16Array(width * height).fill(-1);
  for (const [number, shape] of shapes.entries()) {
    for (
      let y = Math.max(0, Math.floor(shape.y - shape.h));
      y < Math.min(height, Math.ceil(shape.y + shape.h));
      y += 1
    ) {
      for (
        let x = Math.max(0, Math.floor(shape.x - shape.w));
        x < Math.min(width, Math.ceil(shape.x + shape.w));
        x += 1
      ) {
        const dx = (x - shape.x) / shape.w;
        const dy = (y - shape.y) / shape.h;
        if (!shape.round || dx * dx + dy * dy < 1) cover[y * width + x] = number;
      }
    }
  }
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index += 1) {
    const shape = cover[index]! >= 0 ? shapes[cover[index]!] : undefined;
    const grain = (random.next() - 0.5) * 16;
    for (let c = 0; c < 3; c += 1) {
      let value = shape ? shape.colour[c]! * 0.6 + base[c]! * 0.4 : base[c]!;
      for (const octave of octaves) value += octave.field[index]! * octave.weight[c]!;
      pixels[index * 3 + c] = Math.max(0, Math.min(255, Math.round(value + grain)));
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).blur(0.6);
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp({ quality: 88 }).toBuffer();
  return image.jpeg({ quality: 88 }).toBuffer();
}
