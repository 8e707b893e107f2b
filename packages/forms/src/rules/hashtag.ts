import { describe, withValues, type MessageDescriptor } from './descriptor';
import { codePointLength } from './text';

export const HASHTAG_MARKER = '#';
export const HASHTAG_MAX_LENGTH = 100;
export const ARTICLE_HASHTAG_MAX_COUNT = 6;
export const ARTICLE_HASHTAG_MAX_LENGTH = 30;
/** Keys that commit the typed article hashtag (KeyboardEvent.key values). */
export const ARTICLE_HASHTAG_COMMIT_KEYS = ['Enter', 'Tab', '#', ' '] as const;

export const hashtagMessages = {
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

/**
 * One character of a short-post hashtag: letters, digits, underscore, marks, symbols, Chinese and Arabic
 * (the last two are letters already; named so the spec's list reads here), plus the zero-width joiner
 * that holds emoji sequences together. `#` is punctuation, so `#a#b` holds two hashtags.
 */
const HASHTAG_CHARACTER = String.raw`[\p{L}\p{N}\p{M}\p{S}_\p{Script=Han}\p{Script=Arabic}\u200D]`;
const HASHTAG_RUN = new RegExp(`#(${HASHTAG_CHARACTER}+)`, 'gu');
const HASHTAG_CHARACTER_ONLY = new RegExp(`^${HASHTAG_CHARACTER}$`, 'u');

export function isHashtagCharacter(character: string): boolean {
  return HASHTAG_CHARACTER_ONLY.test(character);
}

/** A run of more than 100 characters after `#` is not a hashtag at all (rather than a cut one). */
export function isShortPostHashtag(name: string): boolean {
  const length = codePointLength(name);
  return length >= 1 && length <= HASHTAG_MAX_LENGTH && [...name].every(isHashtagCharacter);
}

export interface HashtagMatch {
  /** The name without its `#`. */
  name: string;
  /** Index (UTF-16) of the `#` in the text. */
  start: number;
  /** Index just after the name. */
  end: number;
}

/** Every hashtag of a short post's plain text, in order, repeats included. */
export function findHashtags(text: string): HashtagMatch[] {
  const matches: HashtagMatch[] = [];
  for (const match of text.matchAll(HASHTAG_RUN)) {
    const name = match[1] ?? '';
    if (codePointLength(name) > HASHTAG_MAX_LENGTH) continue;
    matches.push({ name, start: match.index, end: match.index + match[0].length });
  }
  return matches;
}

/** The payload's `hashtag`: names without `#`, first occurrence first, each once. */
export function extractHashtags(text: string): string[] {
  return dedupe(findHashtags(text).map((match) => match.name));
}

function dedupe(names: readonly string[]): string[] {
  return [...new Set(names)];
}

export interface HashtagQuery {
  /** What follows the `#` up to the caret (may be empty right after typing `#`). */
  query: string;
  /** Index of the `#`. */
  start: number;
}

/** The hashtag being typed at the caret, for autocomplete; null when the caret is not inside one. */
export function hashtagQueryAtCaret(text: string, caret: number): HashtagQuery | null {
  const before = [...text.slice(0, Math.max(0, Math.min(caret, text.length)))];
  let length = 0;
  for (let index = before.length - 1; index >= 0; index -= 1) {
    const character = before[index] ?? '';
    if (character === HASHTAG_MARKER) {
      const query = before.slice(index + 1).join('');
      return { query, start: before.slice(0, index).join('').length };
    }
    if (!isHashtagCharacter(character)) return null;
    length += 1;
    if (length > HASHTAG_MAX_LENGTH) return null;
  }
  return null;
}

/** Replaces the hashtag typed at the caret by the chosen suggestion, followed by a space, and gives the new caret. */
export function applyHashtagSuggestion(
  text: string,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const typed = hashtagQueryAtCaret(text, caret);
  if (!typed) return { text, caret };
  let end = caret;
  // Swallow the rest of the word the caret sits in, so "#ca|t" with "cats" gives "#cats ".
  for (const character of text.slice(caret)) {
    if (!isHashtagCharacter(character)) break;
    end += character.length;
  }
  const inserted = `${HASHTAG_MARKER}${name} `;
  const after = text.slice(end).replace(/^ /u, '');
  return { text: text.slice(0, typed.start) + inserted + after, caret: typed.start + inserted.length };
}

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
    return { tags: [...tags], problem: hashtagMessages.articleLength };
  if (tags.length >= ARTICLE_HASHTAG_MAX_COUNT)
    return { tags: [...tags], problem: hashtagMessages.articleCount };
  return { tags: [...tags, tag], problem: null };
}

/** The article hashtag list as sent: each normalised, empty and duplicate ones dropped. */
export function normalizeArticleHashtags(tags: readonly string[]): string[] {
  return dedupe(tags.map(normalizeArticleHashtag).filter((tag) => tag !== ''));
}

/** Server-side check of a received article hashtag list; null when it is acceptable as is. */
export function checkArticleHashtags(tags: readonly string[]): MessageDescriptor | null {
  if (tags.some((tag) => codePointLength(normalizeArticleHashtag(tag)) > ARTICLE_HASHTAG_MAX_LENGTH)) {
    return hashtagMessages.articleLength;
  }
  if (normalizeArticleHashtags(tags).length > ARTICLE_HASHTAG_MAX_COUNT) {
    return withValues(hashtagMessages.articleCount, { max: ARTICLE_HASHTAG_MAX_COUNT });
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
