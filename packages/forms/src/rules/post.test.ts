import { describe, expect, it } from 'vitest';
import {
  buildShortPostPayload,
  isCategoryRequired,
  postCoverImages,
  POST_HASHTAGS_MAX,
  postMessages,
  postTagIds,
  shortPostProblem,
  validateShortPost,
  type PostImage,
  type ShortPostInput,
  type ShortPostOptions,
} from './post';
import { scheduleMessages } from './schedule';
import { DAY_MS, HOUR_MS } from './time';
import { boundaryRows, ofLength } from '../test/strings';

const now = Date.UTC(2026, 4, 1, 8);
const done = (index: number): PostImage => ({
  url: `https://img.example.com/p/${index}_800_600.jpg`,
  status: 'done',
});
const images = (count: number) => Array.from({ length: count }, (_, index) => done(index));
const valid: ShortPostInput = { title: '', content: 'A walk by the sea #travel', images: images(1) };
const options: ShortPostOptions = { now };
const check = (overrides: Partial<ShortPostInput>, extra: Partial<ShortPostOptions> = {}) =>
  validateShortPost({ ...valid, ...overrides }, { ...options, ...extra });

describe('short post images (1 to 10)', () => {
  it.each([
    [0, postMessages.imagesRequired],
    [1, null],
    [2, null],
    [9, null],
    [10, null],
    [11, postMessages.imagesMax],
  ])('%i images gives %j', (count, expected) => {
    expect(check({ images: images(count) })).toEqual(expected);
  });

  it('includes the counts in the messages', () => {
    expect(postMessages.imagesRequired.values).toEqual({ min: 1 });
    expect(postMessages.imagesMax.values).toEqual({ max: 10 });
  });

  it('does not count images that failed', () => {
    expect(check({ images: [{ url: '', status: 'error' }] })).toEqual(postMessages.imagesRequired);
    expect(check({ images: [...images(10), { url: '', status: 'error' }] })).toBeNull();
  });

  it.each(['uploading', 'loading', 'waiting'] as const)('waits for an image still %s', (status) => {
    expect(check({ images: [done(0), { url: '', status }] })).toEqual(postMessages.uploading);
  });
});

describe('short post title (at most 70 code points)', () => {
  it.each(boundaryRows([70]))('%s × %i', (kind, length) => {
    expect(check({ title: ofLength(kind, length) })).toEqual(length <= 70 ? null : postMessages.titleMax);
  });

  it('is optional', () => {
    expect(check({ title: '' })).toBeNull();
  });
});

describe('short post content (10 to the configured maximum)', () => {
  it.each(boundaryRows([10, 2000]))('%s × %i with the default maximum', (kind, length) => {
    const expected =
      length >= 10 && length <= 2000
        ? null
        : { ...postMessages.contentLength, values: { min: 10, max: 2000 } };
    expect(check({ content: ofLength(kind, length) })).toEqual(expected);
  });

  it.each([
    [499, null],
    [500, null],
    [501, { ...postMessages.contentLength, values: { min: 10, max: 500 } }],
  ])('%i characters under a configured maximum of 500 gives %j', (length, expected) => {
    expect(check({ content: ofLength('ascii', length) }, { maxContentLength: 500 })).toEqual(expected);
  });

  it('counts hashtags and does not count surrounding whitespace', () => {
    expect(check({ content: '#abcdefghi' })).toBeNull();
    expect(check({ content: '   abcdefghi   ' })?.id).toBe(postMessages.contentLength.id);
  });
});

describe('short post hashtags (at most 10 distinct)', () => {
  const tags = (count: number, name = (index: number) => `tag${index}`) =>
    `Notes from the trip ${Array.from({ length: count }, (_, index) => `#${name(index)}`).join(' ')}`;

  it.each([
    [POST_HASHTAGS_MAX, null],
    [POST_HASHTAGS_MAX + 1, postMessages.hashtagsMax],
  ])('%i distinct hashtags gives %j', (count, expected) => {
    expect(check({ content: tags(count) })).toEqual(expected);
  });

  it('counts a repeated hashtag once, and letter case apart as written', () => {
    expect(
      check({ content: tags(POST_HASHTAGS_MAX * 3, (index) => `tag${index % POST_HASHTAGS_MAX}`) }),
    ).toBeNull();
    expect(check({ content: `${tags(POST_HASHTAGS_MAX)} #TAG0` })).toEqual(postMessages.hashtagsMax);
  });

  it('points at the content', () => {
    expect(shortPostProblem({ ...valid, content: tags(POST_HASHTAGS_MAX + 1) }, options)?.field).toBe(
      'content',
    );
  });
});

describe('short post category', () => {
  const categories = [
    { tag_id: 1, children: [{ tag_id: 11 }, { tag_id: 12 }] },
    { tag_id: 2, children: [] },
    { tag_id: 3 },
  ];
  const inList = { country: 'ID', tagCountries: ['ID', 'EG'], categories };

  it.each([
    ['ID', ['ID', 'EG'], true],
    ['id', ['ID'], true],
    ['CN', ['ID', 'EG'], false],
    ['ID', [], false],
    [null, ['ID'], false],
  ])('country %s with list %j requires a category: %s', (country, list, expected) => {
    expect(isCategoryRequired(country, list)).toBe(expected);
  });

  it('is required when the account country is in the list', () => {
    expect(check({}, inList)).toEqual(postMessages.categoryRequired);
    expect(check({ categoryId: 2 }, inList)).toBeNull();
  });

  it('is optional elsewhere', () => {
    expect(check({}, { ...inList, country: 'CN' })).toBeNull();
  });

  it.each([
    [1, null, postMessages.topicRequired],
    [1, 11, null],
    [2, null, null],
    [3, null, null],
  ])('category %i with topic %s gives %j', (categoryId, topicId, expected) => {
    expect(check({ categoryId, topicId }, inList)).toEqual(expected);
    expect(check({ categoryId, topicId }, { ...inList, country: 'CN' })).toEqual(expected);
  });
});

describe('short post schedule', () => {
  it.each([
    [-1, scheduleMessages.past],
    [HOUR_MS - 1, scheduleMessages.future1Hour],
    [HOUR_MS, null],
    [15 * DAY_MS, null],
    [15 * DAY_MS + 1, scheduleMessages.future],
  ])('%i ms ahead gives %j', (lead, expected) => {
    expect(check({ publishAt: now + lead })).toEqual(expected);
  });

  it('is optional', () => {
    expect(check({ publishAt: null })).toBeNull();
  });
});

describe('only the first problem, in the spec order', () => {
  const everythingWrong: ShortPostInput = {
    title: 'x'.repeat(71),
    content: 'short',
    images: [],
    publishAt: now - 1,
  };
  const strict = { country: 'ID', tagCountries: ['ID'] };

  it.each([
    [{}, postMessages.imagesRequired],
    [{ images: [{ url: '', status: 'uploading' as const }] }, postMessages.uploading],
    [{ images: images(1) }, postMessages.titleMax],
    [{ images: images(1), title: '' }, postMessages.contentLength.id],
    [{ images: images(1), title: '', content: 'long enough text' }, postMessages.categoryRequired],
    [{ images: images(1), title: '', content: 'long enough text', categoryId: 5 }, scheduleMessages.past],
  ])('%j → %j', (fixes, expected) => {
    const result = validateShortPost({ ...everythingWrong, ...fixes }, { now, ...strict });
    expect(typeof expected === 'string' ? result?.id : result).toEqual(expected);
  });
});

describe('the field each problem points at', () => {
  it.each([
    [{ images: [] }, 'images'],
    [{ images: [{ url: 'blob:x', status: 'loading' as const }] }, 'images'],
    [{ title: 'x'.repeat(71) }, 'title'],
    [{ content: 'short' }, 'content'],
    [{ categoryId: 1 }, 'topic'],
    [{ publishAt: now + HOUR_MS / 2 }, 'schedule'],
  ])('%j → %s', (overrides, field) => {
    const problem = shortPostProblem(
      { ...valid, ...overrides },
      { now, categories: [{ tag_id: 1, children: [{ tag_id: 11 }] }] },
    );
    expect(problem?.field).toBe(field);
  });

  it('points at the category when the country needs one', () => {
    expect(shortPostProblem(valid, { now, country: 'id', tagCountries: ['ID'] })).toEqual({
      field: 'category',
      message: postMessages.categoryRequired,
    });
  });
});

describe('short post payload', () => {
  it('builds what the publish call sends', () => {
    const payload = buildShortPostPayload(
      {
        title: '  Sea  ',
        content: 'Sunset #travel #海 and again #travel',
        images: [done(0), { url: 'broken', status: 'error' }, done(1)],
        categoryId: 1,
        topicId: 11,
        publishAt: new Date(now + 2 * DAY_MS),
      },
      { now: now + 90_000, openedAt: now, contentId: 42, hadUpdated: true },
    );
    expect(payload).toEqual({
      show_type: 2,
      title: 'Sea',
      content: 'Sunset #travel #海 and again #travel',
      images: [done(0).url, done(1).url],
      cover_images: [done(0).url],
      tag_ids: [1, 11],
      hashtag: ['travel', '海'],
      publish_date: (now + 2 * DAY_MS) / 1000,
      spent_time: 90_000,
      content_id: 42,
      had_updated: true,
    });
  });

  it('sends publish_date 0 to publish now and leaves out what a new post lacks', () => {
    const payload = buildShortPostPayload(valid, { now, openedAt: now });
    expect(payload.publish_date).toBe(0);
    expect(payload).not.toHaveProperty('content_id');
    expect(payload).not.toHaveProperty('had_updated');
  });

  it.each([
    [null, null, []],
    [1, null, [1]],
    [1, 11, [1, 11]],
    [null, 11, []],
  ])('tag ids of %s and %s are %j', (first, second, expected) => {
    expect(postTagIds(first, second)).toEqual(expected);
  });

  it('takes the first image as the cover', () => {
    expect(postCoverImages(['a', 'b'])).toEqual(['a']);
    expect(postCoverImages([])).toEqual([]);
  });
});
