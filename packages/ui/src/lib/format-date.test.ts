import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, toIsoInstant } from './format-date';

// 2026-03-05 07:04:09 UTC
const INSTANT = 1_772_694_249;

describe('formatDate', () => {
  it.each([
    ['zh-Hans-CN', '2026/03/05'],
    ['id-ID', '05/03/2026'],
    ['en-US', '03/05/2026'],
    ['ar-EG', '03/05/2026'],
    ['fr-FR', '03/05/2026'],
  ])('uses the fixed pattern of %s', (locale, expected) => {
    expect(formatDate(INSTANT, locale, { timeZone: 'UTC' })).toBe(expected);
  });

  it('shows the wall-clock date of the given time zone', () => {
    // 07:04 UTC is already the evening of the same day in Tokyo, and the previous day in Los Angeles.
    expect(formatDate(INSTANT, 'en-US', { timeZone: 'Asia/Tokyo' })).toBe('03/05/2026');
    expect(formatDate(INSTANT - 8 * 3600, 'en-US', { timeZone: 'America/Los_Angeles' })).toBe('03/04/2026');
  });
});

describe('formatTime', () => {
  it('uses a zero-padded 24-hour clock', () => {
    expect(formatTime(INSTANT, { timeZone: 'UTC' })).toBe('07:04');
    expect(formatTime(INSTANT, { timeZone: 'Asia/Shanghai' })).toBe('15:04');
    expect(formatTime(1_772_668_800, { timeZone: 'UTC' })).toBe('00:00');
  });
});

describe('formatDateTime', () => {
  it('joins the date and the time', () => {
    expect(formatDateTime(INSTANT, 'ar-EG', { timeZone: 'Africa/Cairo' })).toBe('03/05/2026 09:04');
    expect(formatDateTime(INSTANT, 'zh-Hans-CN', { timeZone: 'Asia/Shanghai' })).toBe('2026/03/05 15:04');
  });

  const seconds = fc.integer({ min: 0, max: 4_102_444_800 });
  const locales = fc.constantFrom('en-US', 'zh-Hans-CN', 'id-ID', 'ar-EG');

  it('agrees with the UTC calendar for any instant and locale, with Latin digits only', () => {
    fc.assert(
      fc.property(seconds, locales, (value, locale) => {
        const date = new Date(value * 1000);
        const pad = (n: number) => String(n).padStart(2, '0');
        const y = String(date.getUTCFullYear());
        const m = pad(date.getUTCMonth() + 1);
        const d = pad(date.getUTCDate());
        const expectedDate =
          locale === 'zh-Hans-CN'
            ? `${y}/${m}/${d}`
            : locale === 'id-ID'
              ? `${d}/${m}/${y}`
              : `${m}/${d}/${y}`;
        const text = formatDateTime(value, locale, { timeZone: 'UTC' });
        expect(text).toBe(`${expectedDate} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`);
        expect(text).toMatch(/^[0-9/ :]+$/);
      }),
    );
  });
});

describe('toIsoInstant', () => {
  it('gives the machine-readable instant', () => {
    expect(toIsoInstant(INSTANT)).toBe('2026-03-05T07:04:09.000Z');
  });
});
