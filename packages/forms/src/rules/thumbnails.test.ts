import { describe, expect, it } from 'vitest';
import {
  coverThumbnail,
  coverThumbnails,
  coverThumbnailSize,
  LIST_THUMBNAIL,
  ONE_COVER_THUMBNAIL,
  THREE_COVER_THUMBNAIL,
  thumbnailAt,
  thumbnailQuery,
  TWO_COVER_THUMBNAIL,
} from './thumbnails';

const HOST = 'https://img.example.com';
const COVER = `${HOST}/content/a1b2_1280_720.jpg`;

describe('cover thumbnail sizes', () => {
  it('are the contract’s three variants', () => {
    expect(ONE_COVER_THUMBNAIL).toEqual({ width: 640 });
    expect(TWO_COVER_THUMBNAIL).toEqual({ width: 400, height: 413 });
    expect(THREE_COVER_THUMBNAIL).toEqual({ width: 320, height: 320 });
  });

  it.each([
    [0, ONE_COVER_THUMBNAIL],
    [1, ONE_COVER_THUMBNAIL],
    [2, TWO_COVER_THUMBNAIL],
    [3, THREE_COVER_THUMBNAIL],
    [4, THREE_COVER_THUMBNAIL],
  ])('%i covers → %o', (count, size) => {
    expect(coverThumbnailSize(count)).toBe(size);
  });

  it('writes the query of a size', () => {
    expect(thumbnailQuery(ONE_COVER_THUMBNAIL)).toBe('w=640');
    expect(thumbnailQuery(TWO_COVER_THUMBNAIL)).toBe('w=400&h=413');
    expect(thumbnailQuery(THREE_COVER_THUMBNAIL)).toBe('w=320&h=320');
  });
});

describe('LIST_THUMBNAIL', () => {
  it('fills both list boxes (120×160 and 150×100) at twice their size with the smallest variant', () => {
    for (const box of [
      { width: 120, height: 160 },
      { width: 150, height: 100 },
    ]) {
      // Cropped to fill: the variant's scale to cover the box must leave twice the box's pixels.
      const scale = Math.max(box.width / LIST_THUMBNAIL.width, box.height / (LIST_THUMBNAIL.height ?? 0));
      expect(1 / scale).toBeGreaterThanOrEqual(2);
    }
    expect(thumbnailAt(COVER, LIST_THUMBNAIL, HOST)).toBe(`${COVER}?w=320&h=320`);
    expect(thumbnailAt('https://elsewhere.example/a.jpg', LIST_THUMBNAIL, HOST)).toBe(
      'https://elsewhere.example/a.jpg',
    );
  });
});

describe('coverThumbnail', () => {
  it.each([
    [1, `${COVER}?w=640`],
    [2, `${COVER}?w=400&h=413`],
    [3, `${COVER}?w=320&h=320`],
    [5, `${COVER}?w=320&h=320`],
  ])('one of %i covers on the image host gets its suffix', (count, expected) => {
    expect(coverThumbnail(COVER, count, HOST)).toBe(expected);
  });

  it('reads an image host given with a trailing slash', () => {
    expect(coverThumbnail(COVER, 1, `${HOST}/`)).toBe(`${COVER}?w=640`);
  });

  it.each([
    ['another host', 'https://elsewhere.example.org/a1b2.jpg'],
    ['a host that only starts like the image host', 'https://img.example.com.evil.test/a1b2.jpg'],
    ['the host itself, without a path', HOST],
    ['a relative address', '/content/a1b2.jpg'],
    ['a data URL', 'data:image/png;base64,iVBORw0KGgo='],
  ])('returns %s unchanged', (_, url) => {
    expect(coverThumbnail(url, 2, HOST)).toBe(url);
  });

  it.each([
    ['a variant already', `${COVER}?w=640`],
    ['another query', `${COVER}?v=2`],
    ['an empty query', `${COVER}?`],
    ['a fragment', `${COVER}#top`],
  ])('returns an address with %s unchanged', (_, url) => {
    expect(coverThumbnail(url, 3, HOST)).toBe(url);
  });

  it('returns every address unchanged when no image host is configured', () => {
    expect(coverThumbnail(COVER, 1, '')).toBe(COVER);
  });
});

describe('coverThumbnails', () => {
  it('sizes every cover by how many there are', () => {
    const other = 'https://elsewhere.example.org/b.jpg';
    expect(coverThumbnails([COVER, other], HOST)).toEqual([`${COVER}?w=400&h=413`, other]);
    expect(coverThumbnails([], HOST)).toEqual([]);
  });
});
