import { describe, expect, it } from 'vitest';
import { PREPARED_MAX_EDGE, preparedSize } from './image-preparation';

describe('preparedSize', () => {
  it('fits a phone photo to 2 048 px on its long edge, upright either way', () => {
    expect(preparedSize({ width: 4000, height: 3000 }, 'image/jpeg')).toEqual({ width: 2048, height: 1536 });
    expect(preparedSize({ width: 3000, height: 4000 }, 'image/webp')).toEqual({ width: 1536, height: 2048 });
  });

  it('re-encodes a JPEG or WebP already small enough at its size, and leaves such a PNG as picked', () => {
    expect(preparedSize({ width: 1200, height: 800 }, 'image/jpeg')).toEqual({ width: 1200, height: 800 });
    expect(preparedSize({ width: 1200, height: 800 }, 'image/png')).toBeNull();
    expect(preparedSize({ width: 4096, height: 2048 }, 'image/png')).toEqual({ width: 2048, height: 1024 });
  });

  it('never touches a GIF, or a type it does not know', () => {
    expect(preparedSize({ width: 4000, height: 3000 }, 'image/gif')).toBeNull();
    expect(preparedSize({ width: 4000, height: 3000 }, 'image/heic')).toBeNull();
    expect(preparedSize({ width: 0, height: 3000 }, 'image/jpeg')).toBeNull();
  });

  it("never makes a picture that could be an article's cover smaller than 640 × 360", () => {
    // A panorama: 2 048 on its long edge would leave it 256 high; it keeps 360.
    expect(preparedSize({ width: 8000, height: 1000 }, 'image/jpeg')).toEqual({ width: 2880, height: 360 });
    expect(preparedSize({ width: 700, height: 5600 }, 'image/jpeg')).toEqual({ width: 640, height: 5120 });
    // One that could never be a cover fits the long edge like any other.
    expect(preparedSize({ width: 8000, height: 300 }, 'image/jpeg')).toEqual({
      width: PREPARED_MAX_EDGE,
      height: 77,
    });
  });
});
