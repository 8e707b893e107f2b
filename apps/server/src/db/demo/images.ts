import type { Kysely } from 'kysely';
import type { FileStore } from '../../upload/file-store';
import { bandedPng } from '../png';
import type { Database } from '../schema';

interface SeedImage {
  key: string;
  width: number;
  height: number;
  colors: [[number, number, number], [number, number, number]];
}

/** Demo images (real PNGs), named `<id>_<width>_<height>.png` like uploads, so cover rules can read their size. */
export const SEED_IMAGES: SeedImage[] = [
  {
    key: 'seed/sunrise_1280_720.png',
    width: 1280,
    height: 720,
    colors: [
      [250, 204, 21],
      [249, 115, 22],
    ],
  },
  {
    key: 'seed/ocean_960_540.png',
    width: 960,
    height: 540,
    colors: [
      [14, 165, 233],
      [30, 64, 175],
    ],
  },
  {
    key: 'seed/forest_720_960.png',
    width: 720,
    height: 960,
    colors: [
      [34, 197, 94],
      [21, 128, 61],
    ],
  },
  {
    key: 'seed/plum_800_800.png',
    width: 800,
    height: 800,
    colors: [
      [168, 85, 247],
      [88, 28, 135],
    ],
  },
  {
    key: 'seed/stone_640_360.png',
    width: 640,
    height: 360,
    colors: [
      [161, 161, 170],
      [63, 63, 70],
    ],
  },
  {
    key: 'seed/coral_600_800.png',
    width: 600,
    height: 800,
    colors: [
      [251, 113, 133],
      [190, 18, 60],
    ],
  },
  {
    key: 'seed/mint_1080_1080.png',
    width: 1080,
    height: 1080,
    colors: [
      [110, 231, 183],
      [4, 120, 87],
    ],
  },
  {
    key: 'seed/sand_320_320.png',
    width: 320,
    height: 320,
    colors: [
      [253, 230, 138],
      [180, 83, 9],
    ],
  },
];

export const seedUrl = (image: SeedImage) => `/storage/${image.key}`;

/** Writes the demo images that are missing (the upload folder may have been emptied while the database stayed). */
export async function ensureSeedImages(db: Kysely<Database>, files: FileStore, now: number): Promise<void> {
  for (const image of SEED_IMAGES) {
    if (await files.read(image.key)) continue;
    const bytes = bandedPng(image.width, image.height, image.colors[0], image.colors[1]);
    await files.write(image.key, bytes);
    await db
      .insertInto('stored_file')
      .values({ key: image.key, content_type: 'image/png', size: bytes.length, created_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ size: bytes.length }))
      .execute();
  }
}
