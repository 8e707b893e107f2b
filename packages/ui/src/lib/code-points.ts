/** Length in Unicode code points, the unit every length rule of the product counts in (contract.md). */
export function countCodePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Cuts text to at most `max` code points without splitting a surrogate pair. */
export function sliceCodePoints(text: string, max: number): string {
  if (countCodePoints(text) <= max) return text;
  return Array.from(text).slice(0, max).join('');
}
