/** Length in Unicode code points (contract.md "Display and counting"): an emoji or an astral character counts once. */
export function codePointLength(value: string): number {
  let length = 0;
  for (const _ of value) length += 1;
  return length;
}

/** The first `max` code points, never splitting a surrogate pair. */
export function sliceCodePoints(value: string, max: number): string {
  if (value.length <= max) return value;
  let end = 0;
  let count = 0;
  for (const character of value) {
    if (count === max) break;
    end += character.length;
    count += 1;
  }
  return value.slice(0, end);
}

/**
 * `value` without the characters of `set` at its start and end (`'both'`), or only at its end. A loop, not a
 * pattern: `/x+$/` retries from every position of a long run of x and takes quadratic time.
 */
export function trimCharacters(value: string, set: string, sides: 'both' | 'end' = 'both'): string {
  let start = 0;
  let end = value.length;
  if (sides === 'both') while (start < end && set.includes(value[start]!)) start += 1;
  while (end > start && set.includes(value[end - 1]!)) end -= 1;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}
