// The numbers of the bench scripts: percentiles, medians and the rounding every figure goes through.

/** Figures in milliseconds to a tenth. */
export const round = (value) => Math.round(value * 10) / 10;

/** The nearest-rank percentile of `sorted` (ascending); 0 when it is empty. */
export function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** The middle one of `items` ordered by `by` (the upper of the two of an even count): a run kept whole. */
export function middle(items, by = (item) => item) {
  return [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)];
}

/** The median of numbers, as `middle` picks it. */
export const median = (values) => middle(values);

/** The longest of some durations (long tasks), rounded; 0 when there are none. */
export const longest = (durations) => round(Math.max(0, ...durations));

/** p50, p95 and the most of some latencies, rounded. */
export function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}
