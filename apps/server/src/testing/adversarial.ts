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

/** Shapes of two characters in turn: a base letter under a deep stack of combining marks, alternating separators. */
function mixedShapes(length: number): string[] {
  const half = Math.ceil(length / 2);
  return [
    `a${'\u0301\u0308'.repeat(half)}!`,
    `${'a.'.repeat(half)} `,
    `${'a@'.repeat(half)} `,
    '<a'.repeat(half),
  ];
}

const RUN_SHAPES = LOOP_CHARACTERS.length * LEAD_INS.length * REJECTING_ENDS.length;
const MIXED_SHAPES = mixedShapes(0).length;

/** The n-th shape of `length` characters (about), for any n: a lead-in, a run of one character, a rejecting
 * end; or one of the mixed shapes. The fuzz test draws n, the pattern test takes them all. */
export function adversarialString(n: number, length: number): string {
  const count = RUN_SHAPES + MIXED_SHAPES;
  const index = ((n % count) + count) % count;
  if (index >= RUN_SHAPES) return mixedShapes(length)[index - RUN_SHAPES]!;
  const character = LOOP_CHARACTERS[Math.floor(index / (LEAD_INS.length * REJECTING_ENDS.length))]!;
  const leadIn = LEAD_INS[Math.floor(index / REJECTING_ENDS.length) % LEAD_INS.length]!;
  const end = REJECTING_ENDS[index % REJECTING_ENDS.length]!;
  // An astral character is two UTF-16 units: its run is as long in code units as the others.
  return leadIn + character.repeat(Math.ceil(length / character.length)) + end;
}

/** Every shape of `length` characters (about). */
export function* adversarialStrings(length: number): Generator<string> {
  for (let n = 0; n < RUN_SHAPES + MIXED_SHAPES; n += 1) yield adversarialString(n, length);
}
