import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildImageFileName,
  checkUploadFile,
  fileExtension,
  fitUploadCount,
  isAcceptedImageBytes,
  parseImageFileName,
  sniffImageType,
  UPLOAD_MAX_BYTES,
  uploadAccept,
  uploadMessages,
} from './upload';

const file = (name: string, type = '', size = 1000) => ({ name, type, size });

describe('upload file type', () => {
  it.each([
    ['a.jpg', 'post', true],
    ['a.jpeg', 'post', true],
    ['a.PNG', 'post', true],
    ['a.gif', 'post', true],
    ['a.webp', 'post', true],
    ['a.bmp', 'post', false],
    ['a.jpg', 'article', true],
    ['a.jpeg', 'article', true],
    ['a.png', 'article', true],
    ['a.gif', 'article', true],
    ['a.webp', 'article', false],
    ['noextension', 'article', false],
  ] as const)('%s for a %s: %s', (name, kind, accepted) => {
    expect(checkUploadFile(file(name), kind)?.id ?? null).toBe(accepted ? null : uploadMessages.format.id);
  });

  it('lists the accepted formats in the message', () => {
    expect(checkUploadFile(file('a.webp'), 'article')?.values).toEqual({ formats: 'JPG, JPEG, PNG, GIF' });
    expect(checkUploadFile(file('a.bmp'), 'post')?.values).toEqual({ formats: 'JPEG, JPG, PNG, GIF, WEBP' });
  });

  it('refuses a file whose type contradicts its name', () => {
    expect(checkUploadFile(file('a.png', 'image/gif'), 'post')?.id).toBe(uploadMessages.format.id);
    expect(checkUploadFile(file('a.jpg', 'image/jpeg'), 'post')).toBeNull();
  });

  it('gives the accept attribute of the file input', () => {
    expect(uploadAccept('article')).toBe('.jpg,.jpeg,.png,.gif');
  });
});

describe('upload file size (5 MB)', () => {
  it.each([
    [UPLOAD_MAX_BYTES - 1, null],
    [UPLOAD_MAX_BYTES, null],
    [UPLOAD_MAX_BYTES + 1, uploadMessages.size],
  ])('%i bytes gives %j', (size, expected) => {
    expect(checkUploadFile(file('a.png', 'image/png', size), 'post')).toEqual(expected);
    expect(checkUploadFile(file('a.png', 'image/png', size), 'article')).toEqual(expected);
  });
});

describe('fitUploadCount', () => {
  it.each([
    [0, 10, 10, 10, false],
    [9, 1, 10, 1, false],
    [9, 2, 10, 1, true],
    [10, 1, 10, 0, true],
    [8, 5, 10, 2, true],
    [29, 3, 30, 1, true],
  ])('%i held + %i picked under %i keeps %i (warns: %s)', (existing, adding, max, accepted, warns) => {
    const result = fitUploadCount(existing, adding, max);
    expect(result.accepted).toBe(accepted);
    expect(result.warning).toEqual(warns ? { ...uploadMessages.count, values: { max } } : null);
  });
});

describe('image file names', () => {
  it('builds <id>_<width>_<height>.<ext>', () => {
    expect(buildImageFileName({ id: 'a1b2', width: 1280, height: 720, extension: 'JPG' })).toBe(
      'a1b2_1280_720.jpg',
    );
  });

  it.each([
    ['a1b2_1280_720.jpg', { id: 'a1b2', width: 1280, height: 720, extension: 'jpg' }],
    [
      'https://img.example.com/dir/x_y_640_360.PNG?x-oss-process=resize',
      { id: 'x_y', width: 640, height: 360, extension: 'png' },
    ],
    ['https://img.example.com/dir/photo.png', null],
    ['abc_0_360.png', null],
    ['abc_640.png', null],
    ['_640_360.png', null],
  ])('%s parses to %j', (name, expected) => {
    expect(parseImageFileName(name)).toEqual(expected);
  });

  it('parses back whatever it builds', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/u),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom('jpg', 'jpeg', 'png', 'gif', 'webp'),
        (id, width, height, extension) => {
          const name = buildImageFileName({ id, width, height, extension });
          expect(parseImageFileName(`https://img.example.com/u/${name}`)).toEqual({
            id,
            width,
            height,
            extension,
          });
        },
      ),
    );
  });

  it('reads extensions of names and addresses', () => {
    expect(fileExtension('https://x.example/a.b/c.JPeG?v=1')).toBe('jpeg');
    expect(fileExtension('.hidden')).toBe('');
  });
});

describe('sniffImageType', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpeg'],
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'png'],
    [new TextEncoder().encode('GIF89a....'), 'gif'],
    [new TextEncoder().encode('GIF87a....'), 'gif'],
    [new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'webp'],
    [new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt '), null],
    [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    [bytes(0x89, 0x50, 0x4e), null],
    [bytes(), null],
  ])('%#: %s', (data, expected) => {
    expect(sniffImageType(data)).toBe(expected);
  });

  it('checks bytes against the accepted types of each kind', () => {
    const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
    expect(isAcceptedImageBytes(webp, 'post')).toBe(true);
    expect(isAcceptedImageBytes(webp, 'article')).toBe(false);
  });
});
