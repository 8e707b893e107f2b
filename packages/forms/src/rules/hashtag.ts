import { codePointLength } from './text';

export const HASHTAG_MARKER = '#';
export const HASHTAG_MAX_LENGTH = 100;

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
