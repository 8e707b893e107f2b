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
