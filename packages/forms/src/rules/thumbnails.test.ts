import { describe, expect, it } from 'vitest';
import {
  coverThumbnail,
  coverThumbnails,
  coverThumbnailSize,
  ONE_COVER_THUMBNAIL,
  THREE_COVER_THUMBNAIL,
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
