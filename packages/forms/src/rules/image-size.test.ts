import { describe, expect, it } from 'vitest';
import { imageSizeFromHeader } from './image-size';

const bytes = (...parts: (number | number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'number'
        ? [part]
        : typeof part === 'string'
          ? [...part].map((c) => c.charCodeAt(0))
          : part,
    ),
  );
const be16 = (value: number) => [value >> 8, value & 0xff];
const be32 = (value: number) => [...be16(value >>> 16), ...be16(value & 0xffff)];
const le16 = (value: number) => [value & 0xff, value >> 8];
const le24 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff];

/** A JPEG's start: an optional EXIF block with an orientation, a quantisation table, then the frame. */
function jpeg(
  width: number,
  height: number,
  { orientation, progressive = false } = {} as { orientation?: number; progressive?: boolean },
) {
  const exif = orientation
    ? (() => {
        const tiff = [...'MM']
          .map((c) => c.charCodeAt(0))
          .concat(
            [0, 42],
            be32(8),
            be16(1),
            be16(0x0112),
            be16(3),
            be32(1),
            be16(orientation),
            0,
            0,
            be32(0),
          );
        const body = bytes('Exif', 0, 0, tiff.flat());
        return [0xff, 0xe1, ...be16(body.length + 2), ...body];
      })()
    : [];
  const dqt = [0xff, 0xdb, ...be16(4), 0, 0];
  const frame = [0xff, progressive ? 0xc2 : 0xc0, ...be16(17), 8, ...be16(height), ...be16(width), 3];
  return bytes(0xff, 0xd8, exif, dqt, frame, new Array(20).fill(0));
}

describe('imageSizeFromHeader', () => {
  it('reads a baseline and a progressive JPEG', () => {
    expect(imageSizeFromHeader(jpeg(4000, 3000))).toEqual({ width: 4000, height: 3000 });
    expect(imageSizeFromHeader(jpeg(640, 480, { progressive: true }))).toEqual({ width: 640, height: 480 });
  });

  it('turns a JPEG whose EXIF says it is shown a quarter turn round', () => {
    expect(imageSizeFromHeader(jpeg(4000, 3000, { orientation: 6 }))).toEqual({ width: 3000, height: 4000 });
    expect(imageSizeFromHeader(jpeg(4000, 3000, { orientation: 3 }))).toEqual({ width: 4000, height: 3000 });
  });

  it('reads PNG, GIF and the three kinds of WebP', () => {
    expect(
      imageSizeFromHeader(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, be32(13), 'IHDR', be32(801), be32(600))),
    ).toEqual({
      width: 801,
      height: 600,
    });
    expect(imageSizeFromHeader(bytes('GIF89a', le16(320), le16(200)))).toEqual({ width: 320, height: 200 });
    const riff = (chunk: string, body: number[]) => bytes('RIFF', be32(0), 'WEBP', chunk, be32(0), body);
    expect(imageSizeFromHeader(riff('VP8X', [0, 0, 0, 0, ...le24(1919), ...le24(1079)]))).toEqual({
      width: 1920,
      height: 1080,
    });
    // VP8L: a signature byte, then 14 bits of width - 1 and 14 of height - 1.
    const bits = (1023 & 0x3fff) | ((767 & 0x3fff) << 14);
    expect(
      imageSizeFromHeader(
        riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff]),
      ),
    ).toEqual({
      width: 1024,
      height: 768,
    });
    expect(
      imageSizeFromHeader(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(500), ...le16(400)])),
    ).toEqual({
      width: 500,
      height: 400,
    });
  });

  it('answers null for anything else, or a header cut before the size', () => {
    expect(imageSizeFromHeader(bytes('not an image at all, just text'))).toBeNull();
    expect(imageSizeFromHeader(jpeg(10, 10).subarray(0, 8))).toBeNull();
    expect(imageSizeFromHeader(new Uint8Array())).toBeNull();
  });
});
