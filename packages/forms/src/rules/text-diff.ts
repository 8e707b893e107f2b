import { diffArrays } from 'diff';
import { findHashtags } from './hashtag';
import { codePointLength } from './text';

/** A piece of a compact diff: text kept, added or removed, or a `gap` where a long unchanged run was cut. */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string } | { kind: 'gap' };

export interface TextDiff {
  /** In reading order; within one edit the removed text comes before the added text. Empty when nothing changed. */
  parts: DiffPart[];
  /** Code points added and removed (whole edits, gaps never hide any). */
  added: number;
  removed: number;
}

export interface CompactDiffOptions {
  /** Code points of unchanged text kept on each side of an edit; a longer unchanged run is cut. Default 24. */
  context?: number;
  /** Language of the text, for the word breaker (Chinese has no spaces between words). Default: the runtime's. */
  locale?: string;
}

export const DIFF_CONTEXT = 24;

type Edit = { kind: 'same' | 'added' | 'removed'; text: string };

/** Spaces and tabs only: a line break stays an anchor, so a rewrite of several lines still reads line by line. */
const INLINE_SPACE = /^[^\S\r\n]+$/u;

/**
 * What changed from `before` to `after`, word by word, with long unchanged runs cut to their edges.
 *
 * Words come from `Intl.Segmenter` (each hashtag stays one word) and are compared with jsdiff's `diffArrays`.
 * Whitespace and line breaks are words of their own, so every edit shows (jsdiff's `diffWords` ignores
 * whitespace and cannot give `before` back): joining the same and removed parts gives `before`, the same and
 * added parts `after`, gaps aside.
 */
export function compactDiff(before: string, after: string, options: CompactDiffOptions = {}): TextDiff {
  if (before === after) return { parts: [], added: 0, removed: 0 };
  const context = Math.max(0, Math.floor(options.context ?? DIFF_CONTEXT));
  const words = new Intl.Segmenter(options.locale, { granularity: 'word' });
  const edits = joinEdits(
    diffArrays(tokenize(before, words), tokenize(after, words)).map((change): Edit => ({
      kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
      text: change.value.join(''),
    })),
  );
  let added = 0;
  let removed = 0;
  for (const edit of edits) {
    if (edit.kind === 'added') added += codePointLength(edit.text);
    if (edit.kind === 'removed') removed += codePointLength(edit.text);
  }
  return { parts: compact(edits, context, words), added, removed };
}

/** Words, whitespace runs, single line breaks and punctuation marks, in order; a hashtag is one word. */
function tokenize(text: string, words: Intl.Segmenter): string[] {
  const tokens: string[] = [];
  const segments = (piece: string) => {
    for (const { segment } of words.segment(piece)) tokens.push(segment);
  };
  let at = 0;
  for (const { start, end } of findHashtags(text)) {
    segments(text.slice(at, start));
    tokens.push(text.slice(start, end));
    at = end;
  }
  segments(text.slice(at));
  return tokens;
}

/**
 * A lone space kept between two edits splits one rewrite into many small ones ("foo bar" → "qux quux" would
 * read -foo +qux, -bar +quux); it joins the edit around it, so each edit is one removed and one added run.
 */
function joinEdits(edits: readonly Edit[]): Edit[] {
  const joined: Edit[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) joined.push({ kind: 'removed', text: removed });
    if (added) joined.push({ kind: 'added', text: added });
    removed = '';
    added = '';
  };
  edits.forEach((edit, index) => {
    const between = index > 0 && index < edits.length - 1;
    if (edit.kind === 'same' && !(between && INLINE_SPACE.test(edit.text))) {
      flush();
      joined.push(edit);
      return;
    }
    if (edit.kind !== 'added') removed += edit.text;
    if (edit.kind !== 'removed') added += edit.text;
  });
  flush();
  return joined;
}

/** Cuts each unchanged run longer than twice the context to the words next to an edit, with a gap between. */
function compact(edits: readonly Edit[], context: number, words: Intl.Segmenter): DiffPart[] {
  const parts: DiffPart[] = [];
  edits.forEach((edit, index) => {
    if (edit.kind !== 'same' || codePointLength(edit.text) <= 2 * context) {
      parts.push(edit);
      return;
    }
    const tokens = tokenize(edit.text, words);
    // Whitespace next to the gap would only widen it.
    const head = index > 0 ? edge(tokens, context).trimEnd() : '';
    const tail = index < edits.length - 1 ? edge([...tokens].reverse(), context, true).trimStart() : '';
    if (head) parts.push({ kind: 'same', text: head });
    parts.push({ kind: 'gap' });
    if (tail) parts.push({ kind: 'same', text: tail });
  });
  return parts;
}

const WORD_LIKE = /[\p{L}\p{N}]/u;

/** The whole words that fit in `max` code points from the start of `tokens` (from the end when `reversed`). */
function edge(tokens: readonly string[], max: number, reversed = false): string {
  const kept: string[] = [];
  let count = 0;
  for (const token of tokens) {
    const length = codePointLength(token);
    if (count + length > max) {
      // A word longer than the context (a link) is cut between characters rather than hidden whole.
      if (!kept.some((word) => WORD_LIKE.test(word))) kept.push(cut(token, max - count, reversed));
      break;
    }
    kept.push(token);
    count += length;
  }
  return (reversed ? kept.reverse() : kept).join('');
}

/** The first (or last) `max` code points of a word, never splitting an emoji or a letter from its marks. */
function cut(word: string, max: number, fromEnd: boolean): string {
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const characters = Array.from(graphemes.segment(word), ({ segment }) => segment);
  if (fromEnd) characters.reverse();
  const kept: string[] = [];
  let count = 0;
  for (const character of characters) {
    count += codePointLength(character);
    if (count > max) break;
    kept.push(character);
  }
  return (fromEnd ? kept.reverse() : kept).join('');
}
