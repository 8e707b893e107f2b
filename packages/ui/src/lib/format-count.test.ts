import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatExactCount } from './format-count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1049, '1K'],
    [1050, '1.1K'],
    [1250, '1.3K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [1_000_000, '1M'],
    [1_050_000, '1.1M'],
    [999_950_000, '1B'],
    [2_340_000_000, '2.3B'],
    [1_500_000_000_000, '1500B'],
    [-1250, '-1.3K'],
    [12.6, '13'],
  ])('shows %d as %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });

  it('writes the units in lower case for content lists', () => {
    expect(formatCount(1250, 'lower')).toBe('1.3k');
    expect(formatCount(999_950, 'lower')).toBe('1m');
    expect(formatCount(2_340_000_000, 'lower')).toBe('2.3b');
  });

  it('shows 0 for values that are not counts', () => {
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
  });

  const counts = fc.integer({ min: 0, max: 2 ** 50 });

  it('always has Latin digits, at most one decimal, never a trailing .0', () => {
    fc.assert(
      fc.property(counts, (count) => {
        expect(formatCount(count)).toMatch(/^(0|[1-9]\d*)(\.[1-9])?[KMB]?$/);
      }),
    );
  });

  it('stays within half a tenth of the unit of the real count', () => {
    const sizes = { '': 1, K: 1e3, M: 1e6, B: 1e9 } as const;
    fc.assert(
      fc.property(counts, (count) => {
        const [, digits = '', unit = ''] = /^([\d.]+)([KMB]?)$/.exec(formatCount(count)) ?? [];
        const size = sizes[unit as keyof typeof sizes];
        expect(Math.abs(Number(digits) * size - count)).toBeLessThanOrEqual(size / 20);
      }),
    );
  });

  it('never shows a thousand of a unit when the next unit exists', () => {
    fc.assert(
      fc.property(counts, (count) => {
        const [, digits = '', unit = ''] = /^([\d.]+)([KMB]?)$/.exec(formatCount(count)) ?? [];
        if (unit !== 'B') expect(Number(digits)).toBeLessThan(1000);
      }),
    );
  });

  it('grows with the count', () => {
    const value = (text: string) => {
      const [, digits = '', unit = ''] = /^([\d.]+)([KMB]?)$/.exec(text) ?? [];
      return Number(digits) * ({ '': 1, K: 1e3, M: 1e6, B: 1e9 } as const)[unit as '' | 'K' | 'M' | 'B'];
    };
    fc.assert(
      fc.property(counts, counts, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(value(formatCount(low))).toBeLessThanOrEqual(value(formatCount(high)));
      }),
    );
  });

  it('differs between the cases only in the letter case', () => {
    fc.assert(
      fc.property(counts, (count) => {
        expect(formatCount(count, 'lower')).toBe(formatCount(count, 'upper').toLowerCase());
      }),
    );
  });
});

describe('formatExactCount', () => {
  it('groups with Latin digits in every locale', () => {
    expect(formatExactCount(1_234_567, 'en-US')).toBe('1,234,567');
    expect(formatExactCount(1_234_567, 'id-ID')).toBe('1.234.567');
    expect(formatExactCount(1_234_567, 'ar-EG')).toMatch(/^1\D234\D567$/);
    expect(formatExactCount(1_234_567, 'zh-Hans-CN')).toBe('1,234,567');
  });
});
