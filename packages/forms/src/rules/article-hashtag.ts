import { describe, withValues, type MessageDescriptor } from './descriptor';
import { codePointLength } from './text';

// The article's hashtags (spec §5, "Long article"), apart from the short post's grammar (./hashtag), which the
// composer and the preview load without these rules and messages.

export const ARTICLE_HASHTAG_MAX_COUNT = 6;
export const ARTICLE_HASHTAG_MAX_LENGTH = 30;
/** Keys that commit the typed article hashtag (KeyboardEvent.key values). */
export const ARTICLE_HASHTAG_COMMIT_KEYS = ['Enter', 'Tab', '#', ' '] as const;

export const articleHashtagMessages = {
  articleCount: describe(
    'forms.article.hashtag.count',
    'You can add at most {max, plural, one {# hashtag} other {# hashtags}}',
    { max: ARTICLE_HASHTAG_MAX_COUNT },
  ),
  articleLength: describe(
    'forms.article.hashtag.length',
    'A hashtag has {min} to {max, plural, one {# character} other {# characters}}',
    {
      min: 1,
      max: ARTICLE_HASHTAG_MAX_LENGTH,
    },
  ),
} as const;

/** Emoji and their joiners, variation selectors, keycaps, skin tones and flags. */
const EMOJI =
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200D|\uFE0E|\uFE0F|\u20E3/gu;
/** Article hashtags keep letters, marks, digits and underscore: `#`, whitespace and other symbols go. */
const NOT_ARTICLE_HASHTAG = /[^\p{L}\p{M}\p{N}_]/gu;

/** An article hashtag as stored: emoji, `#`, whitespace and special symbols stripped, lower-cased. */
export function normalizeArticleHashtag(raw: string): string {
  return raw.replace(EMOJI, '').toLowerCase().replace(NOT_ARTICLE_HASHTAG, '');
}

export function isArticleHashtagCommitKey(key: string): boolean {
  return (ARTICLE_HASHTAG_COMMIT_KEYS as readonly string[]).includes(key);
}

export interface HashtagCommit {
  tags: string[];
  /** Why the typed text was not added; null when it was added or silently dropped (empty, duplicate). */
  problem: MessageDescriptor | null;
}

/** Adds the typed text to the article's hashtags: normalised, 1 to 30 characters, duplicates dropped, at most 6. */
export function commitArticleHashtag(tags: readonly string[], raw: string): HashtagCommit {
  const tag = normalizeArticleHashtag(raw);
  if (tag === '' || tags.includes(tag)) return { tags: [...tags], problem: null };
  if (codePointLength(tag) > ARTICLE_HASHTAG_MAX_LENGTH)
    return { tags: [...tags], problem: articleHashtagMessages.articleLength };
  if (tags.length >= ARTICLE_HASHTAG_MAX_COUNT)
    return { tags: [...tags], problem: articleHashtagMessages.articleCount };
  return { tags: [...tags, tag], problem: null };
}

/** The article hashtag list as sent: each normalised, empty and duplicate ones dropped. */
export function normalizeArticleHashtags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normalizeArticleHashtag).filter((tag) => tag !== ''))];
}

/** Server-side check of a received article hashtag list; null when it is acceptable as is. */
export function checkArticleHashtags(tags: readonly string[]): MessageDescriptor | null {
  if (tags.some((tag) => codePointLength(normalizeArticleHashtag(tag)) > ARTICLE_HASHTAG_MAX_LENGTH)) {
    return articleHashtagMessages.articleLength;
  }
  if (normalizeArticleHashtags(tags).length > ARTICLE_HASHTAG_MAX_COUNT) {
    return withValues(articleHashtagMessages.articleCount, { max: ARTICLE_HASHTAG_MAX_COUNT });
  }
  return null;
}

/** The article-hashtag rule as packages/ui's HashtagInput takes it (`rule`): the widget holds no grammar of its own. */
export const articleHashtagRule = {
  normalize: normalizeArticleHashtag,
  isCommitKey: isArticleHashtagCommitKey,
  max: ARTICLE_HASHTAG_MAX_COUNT,
  maxLength: ARTICLE_HASHTAG_MAX_LENGTH,
} as const;
