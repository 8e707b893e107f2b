import { describe, expect, it } from 'vitest';
import { VersionedCounts } from './versioned-counts';

describe('VersionedCounts', () => {
  it('gives a count back only at the version it was taken at', () => {
    const counts = new VersionedCounts(10);
    counts.set('a', 3, 120);
    expect(counts.get('a', 3)).toBe(120);
    expect(counts.get('a', 4)).toBeUndefined();
    expect(counts.get('a', 2)).toBeUndefined();
    expect(counts.get('b', 3)).toBeUndefined();
    counts.set('a', 4, 121);
    expect([counts.get('a', 3), counts.get('a', 4)]).toEqual([undefined, 121]);
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const counts = new VersionedCounts(2);
    counts.set('a', 1, 1);
    counts.set('b', 1, 2);
    expect(counts.get('a', 1)).toBe(1);
    counts.set('c', 1, 3);
    expect([counts.get('a', 1), counts.get('b', 1), counts.get('c', 1), counts.size]).toEqual([
      1,
      undefined,
      3,
      2,
    ]);
  });

  it('remembers nothing with a capacity of 0', () => {
    const counts = new VersionedCounts(0);
    counts.set('a', 1, 1);
    expect([counts.get('a', 1), counts.size]).toEqual([undefined, 0]);
  });
});
