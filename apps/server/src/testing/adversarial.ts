/**
 * Input shaped to make a matcher work hard (issue 31): long runs of one character after a prefix that leads a
 * pattern into its loop, and a suffix that makes it reject, so a backtracking pattern would try every split.
 * The pattern test runs every pattern of the server and the rules on these; the fuzz test puts them in every
 * string field.
 */

/** Characters patterns loop over: separators, markup, digits, letters, spaces, combining and invisible ones. */
export const LOOP_CHARACTERS = [
  'a',
  'Z',
  '0',
  '9',
  '.',
  '@',
  ' ',
  '\t',
  '\n',
  '\r',
  '/',
  '\\',
  '<',
  '>',
  '{',
  '}',
  '#',
  '&',
  ';',
  '-',
  '_',
  '=',
  '%',
  ':',
  '?',
  '"',
  "'",
  '*',
  '+',
  ',',
  '[',
  '(',
  '\u00a0',
  '\u0301',
  '\u200d',
  '\u202e',
  '中',
  '😀',
] as const;

/** Starts that lead common patterns into their loops: an address, a tag, an entity, a hashtag, a placeholder… */
export const LEAD_INS = [
  '',
  'a',
  'a@',
  'a@b',
  '<a ',
  '&#',
  '#a',
  '{{',
  'http://a',
  'data:image/png;base64,',
] as const;

/** Ends that make a pattern reject after its loop: whitespace where none may be, then a control character. */
export const REJECTING_ENDS = [' \u0000'] as const;

/** Every shape of `length` characters (about): lead-in, a run of one character, a rejecting end. */
export function* adversarialStrings(length: number): Generator<string> {
  for (const character of LOOP_CHARACTERS) {
    // An astral character is two UTF-16 units: its run is as long in code units as the others.
    const run = character.repeat(Math.ceil(length / character.length));
    for (const leadIn of LEAD_INS) for (const end of REJECTING_ENDS) yield leadIn + run + end;
  }
  // A base letter under a deep stack of combining marks, and alternating separators.
  yield `a${'\u0301\u0308'.repeat(length / 2)}!`;
  yield `${'a.'.repeat(length / 2)} `;
  yield `${'a@'.repeat(length / 2)} `;
  yield `${'<a'.repeat(length / 2)}`;
}

/** The n-th shape (any n): what the fuzz test draws. */
export function adversarialString(n: number, length: number): string {
  const count = LOOP_CHARACTERS.length * LEAD_INS.length * REJECTING_ENDS.length;
  const index = ((n % count) + count) % count;
  const character = LOOP_CHARACTERS[Math.floor(index / (LEAD_INS.length * REJECTING_ENDS.length))]!;
  const leadIn = LEAD_INS[Math.floor(index / REJECTING_ENDS.length) % LEAD_INS.length]!;
  const end = REJECTING_ENDS[index % REJECTING_ENDS.length]!;
  return leadIn + character.repeat(Math.ceil(length / character.length)) + end;
}
