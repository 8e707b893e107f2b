/**
 * LIKE and ILIKE patterns from text a caller typed. PostgreSQL (and PGlite) treat `%` and `_` as wildcards
 * and the backslash as the default escape character of LIKE; Kysely sends the pattern as a bound parameter,
 * so no string-literal escaping applies on the way and one backslash in the value escapes one character.
 * Escaping the backslash itself first keeps a typed `\` literal too (unescaped, `a\` would be an error and
 * `\%` would silently turn into a literal `%`).
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/gu, (char) => `\\${char}`);
}

/** Matches values that contain the text, literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Matches values that start with the text, literally. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
