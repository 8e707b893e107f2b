/** Strings of an exact code-point length for boundary tables: ASCII, an emoji (two UTF-16 units each) and Arabic. */
export const SAMPLE_CHARACTERS = { ascii: 'a', emoji: '😀', arabic: 'ب', chinese: '字' } as const;
export type SampleKind = keyof typeof SAMPLE_CHARACTERS;

export function ofLength(kind: SampleKind, length: number): string {
  return SAMPLE_CHARACTERS[kind].repeat(length);
}

/** Rows `[kind, length]` for n-1, n and n+1 of each bound, in every kind of character. */
export function boundaryRows(
  bounds: readonly number[],
  kinds: readonly SampleKind[] = ['ascii', 'emoji', 'arabic'],
) {
  return kinds.flatMap((kind) =>
    bounds.flatMap((bound) => [bound - 1, bound, bound + 1].map((length) => [kind, length] as const)),
  );
}
