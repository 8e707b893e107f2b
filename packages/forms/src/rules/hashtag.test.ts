import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_HASHTAG_COMMIT_KEYS,
  articleHashtagMessages as hashtagMessages,
  checkArticleHashtags,
  commitArticleHashtag,
  isArticleHashtagCommitKey,
  normalizeArticleHashtag,
  normalizeArticleHashtags,
} from './article-hashtag';
import {
  applyHashtagSuggestion,
  extractHashtags,
  findHashtags,
  hashtagQueryAtCaret,
  isShortPostHashtag,
} from './hashtag';
import { boundaryRows, ofLength } from '../test/strings';

describe('short-post hashtag grammar', () => {
  it.each([
    ['#travel', ['travel']],
    ['#旅行 和 #旅行', ['旅行']],
    ['#سفر رائع', ['سفر']],
    ['#a#b', ['a', 'b']],
    ['#snake_case.', ['snake_case']],
    ['#café, #naïve', ['café', 'naïve']],
    ['#😀🎉 party', ['😀🎉']],
    ['#👨‍👩‍👧 family', ['👨‍👩‍👧']],
    ['#2026!', ['2026']],
    ['# nothing', []],
    ['#', []],
    ['##double', ['double']],
    ['no tags at all', []],
  ])('%j gives %j', (text, expected) => {
    expect(extractHashtags(text)).toEqual(expected);
  });

  it.each(boundaryRows([100], ['ascii', 'emoji', 'arabic', 'chinese']))('%s × %i', (kind, length) => {
    const name = ofLength(kind, length);
    const expected = length <= 100 ? [name] : [];
    expect(extractHashtags(`say #${name} now`)).toEqual(expected);
    expect(isShortPostHashtag(name)).toBe(length <= 100);
  });

  it('refuses an empty name', () => {
    expect(isShortPostHashtag('')).toBe(false);
  });

  it('reports where each hashtag sits', () => {
    expect(findHashtags('hi #a and #b😀')).toEqual([
      { name: 'a', start: 3, end: 5 },
      { name: 'b😀', start: 10, end: 14 },
    ]);
  });

  it('never returns a duplicate, and every result is a hashtag of the text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.constantFrom('#', ' ', '#a', '#旅行', '#سفر', '😀', '_', ',', '\n'), fc.string()),
          { maxLength: 30 },
        ),
        (parts) => {
          const text = parts.join('');
          const tags = extractHashtags(text);
          expect(new Set(tags).size).toBe(tags.length);
          for (const tag of tags) {
            expect(isShortPostHashtag(tag)).toBe(true);
            expect(text).toContain(`#${tag}`);
          }
        },
      ),
    );
  });
});

describe('hashtag query at the caret (autocomplete)', () => {
  it.each([
    ['#', 1, { query: '', start: 0 }],
    ['hello #tra', 10, { query: 'tra', start: 6 }],
    ['hello #tra', 8, { query: 't', start: 6 }],
    ['#旅', 2, { query: '旅', start: 0 }],
    ['😀 #a😀', 7, { query: 'a😀', start: 3 }],
    ['hello #tra vel', 14, null],
    ['hello', 5, null],
    ['#tag', 0, null],
  ])('%j at %i gives %j', (text, caret, expected) => {
    expect(hashtagQueryAtCaret(text, caret)).toEqual(expected);
  });

  it('stops looking past 100 characters', () => {
    expect(hashtagQueryAtCaret(`#${'a'.repeat(100)}`, 101)).toEqual({ query: 'a'.repeat(100), start: 0 });
    expect(hashtagQueryAtCaret(`#${'a'.repeat(101)}`, 102)).toBeNull();
  });

  it.each([
    ['go #tr', 6, 'travel', 'go #travel ', 11],
    ['go #tr now', 6, 'travel', 'go #travel now', 11],
    ['go #trxx now', 6, 'travel', 'go #travel now', 11],
    ['go now', 6, 'travel', 'go now', 6],
  ])('suggestion in %j at %i → %j', (text, caret, name, expectedText, expectedCaret) => {
    expect(applyHashtagSuggestion(text, caret, name)).toEqual({ text: expectedText, caret: expectedCaret });
  });
});

describe('article hashtags', () => {
  it.each([
    ['Travel', 'travel'],
    ['#Travel', 'travel'],
    ['  new york ', 'newyork'],
    ['旅行😀', '旅行'],
    ['🇮🇩Indonesia', 'indonesia'],
    ['👍🏽ok', 'ok'],
    ['1️⃣one', '1one'],
    ['c++/c#!', 'cc'],
    ['snake_case', 'snake_case'],
    ['مرحبا', 'مرحبا'],
    ['😀#  ', ''],
  ])('%j is stored as %j', (raw, expected) => {
    expect(normalizeArticleHashtag(raw)).toBe(expected);
  });

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (raw) => {
        const once = normalizeArticleHashtag(raw);
        expect(normalizeArticleHashtag(once)).toBe(once);
      }),
    );
  });

  it('a normalised list holds no duplicate and no empty tag', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 8 }), { maxLength: 12 }), (raw) => {
        const tags = normalizeArticleHashtags(raw);
        expect(new Set(tags).size).toBe(tags.length);
        expect(tags).not.toContain('');
      }),
    );
  });

  it.each(boundaryRows([30], ['ascii', 'arabic', 'chinese']))('%s × %i characters', (kind, length) => {
    const raw = ofLength(kind, length);
    const result = commitArticleHashtag([], raw);
    expect(result).toEqual(
      length <= 30 ? { tags: [raw], problem: null } : { tags: [], problem: hashtagMessages.articleLength },
    );
  });

  it.each([
    [5, true],
    [6, false],
    [7, false],
  ])('with %i tags already, a new one is added: %s', (held, added) => {
    const tags = Array.from({ length: held }, (_, index) => `tag${index}`);
    const result = commitArticleHashtag(tags, 'fresh');
    expect(result.tags).toEqual(added ? [...tags, 'fresh'] : tags);
    expect(result.problem).toEqual(added ? null : hashtagMessages.articleCount);
  });

  it('drops duplicates and empty input silently', () => {
    expect(commitArticleHashtag(['travel'], '#Travel ')).toEqual({ tags: ['travel'], problem: null });
    expect(commitArticleHashtag(['travel'], '😀 ')).toEqual({ tags: ['travel'], problem: null });
  });

  it.each([
    ['Enter', true],
    ['Tab', true],
    ['#', true],
    [' ', true],
    [',', false],
    ['a', false],
  ])('key %j commits: %s', (key, expected) => {
    expect(isArticleHashtagCommitKey(key)).toBe(expected);
  });

  it('lists the commit keys of the spec', () => {
    expect(ARTICLE_HASHTAG_COMMIT_KEYS).toEqual(['Enter', 'Tab', '#', ' ']);
  });

  it.each([
    [['a', 'b', 'c', 'd', 'e', 'f'], null],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g'], hashtagMessages.articleCount],
    [['a', 'A', 'b', 'c', 'd', 'e', 'f'], null],
    [['x'.repeat(31)], hashtagMessages.articleLength],
  ])('server check of %j', (tags, expected) => {
    expect(checkArticleHashtags(tags)).toEqual(expected);
  });
});
