/**
 * Counts as the product shows them (contract.md, "Display and counting"): K, M, B at 1e3, 1e6, 1e9,
 * one decimal rounded half up, a trailing `.0` dropped, carried to the next unit at rounding
 * (999 950 → 1M), Latin digits in every locale. Home uses upper case, content lists lower case.
 */

export type CountCase = 'upper' | 'lower';

const UNITS = [
  { size: 1_000, symbol: 'K' },
  { size: 1_000_000, symbol: 'M' },
  { size: 1_000_000_000, symbol: 'B' },
] as const;

/** Tenths of `value / size`, rounded half up, in exact integer arithmetic (no 1.05 * 10 surprises). */
function tenthsHalfUp(value: number, size: number): number {
  const tenth = size / 10;
  const quotient = Math.floor(value / tenth);
  const remainder = value - quotient * tenth;
  return remainder * 2 >= tenth ? quotient + 1 : quotient;
}

function withUnit(tenths: number, symbol: string): string {
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return decimal === 0 ? `${whole}${symbol}` : `${whole}.${decimal}${symbol}`;
}

/**
 * Abbreviates a count: `formatCount(1250)` → `1.3K`, `formatCount(1250, 'lower')` → `1.3k`.
 * Fractions are rounded to whole numbers first; anything that is not a finite number shows `0`.
 */
export function formatCount(count: number, letterCase: CountCase = 'upper'): string {
  if (!Number.isFinite(count)) return '0';
  const rounded = Math.round(Math.abs(count));
  const sign = count < 0 && rounded !== 0 ? '-' : '';
  let text = String(rounded);
  if (rounded >= UNITS[0].size) {
    for (const [index, unit] of UNITS.entries()) {
      const tenths = tenthsHalfUp(rounded, unit.size);
      text = withUnit(tenths, unit.symbol);
      // A rounding carry (1000.0K) moves on to the next unit, when there is one.
      if (tenths < 10_000 || index === UNITS.length - 1) break;
    }
  }
  return sign + (letterCase === 'lower' ? text.toLowerCase() : text);
}

const exactFormatters = new Map<string, Intl.NumberFormat>();

/** The exact count with the locale's grouping but Latin digits, for titles and screen readers. */
export function formatExactCount(count: number, locale: string): string {
  let formatter = exactFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { numberingSystem: 'latn', maximumFractionDigits: 0 });
    exactFormatters.set(locale, formatter);
  }
  return formatter.format(Number.isFinite(count) ? count : 0);
}
