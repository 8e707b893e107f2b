import { describe, expect, it } from 'vitest';
import {
  defaultEntryOf,
  directionOf,
  entriesByLocale,
  isLanguageEntryId,
  LANGUAGE_ENTRIES,
  LOCALES,
  DEFAULT_LOCALE,
  localeOfEntry,
  storedLocale,
} from './locales';

describe('the stored locale', () => {
  const from = (value: string | null) => () => ({
    getItem: (key: string) => (key === 'clang' ? value : null),
  });

  it('reads one of the four locales as stored', () => {
    for (const locale of LOCALES)
      expect(storedLocale(from(locale), 'clang', LOCALES, DEFAULT_LOCALE)).toBe(locale);
  });

  it('falls back for nothing stored, an unknown value, and a value that is only a prefix', () => {
    for (const value of [null, '', 'fr-FR', 'ar', 'ar-EG ', '__proto__'])
      expect(storedLocale(from(value), 'clang', LOCALES, DEFAULT_LOCALE)).toBe('en-US');
  });

  it('falls back where storage is refused, whether reached or read', () => {
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(storedLocale(refused, 'clang', LOCALES, DEFAULT_LOCALE)).toBe('en-US');
    expect(storedLocale(() => ({ getItem: refused }), 'clang', LOCALES, DEFAULT_LOCALE)).toBe('en-US');
  });

  it('runs as written, named nothing outside itself (index.html serialises it)', () => {
    const copy = new Function(`return (${storedLocale.toString()})`)() as typeof storedLocale;
    expect(copy(from('zh-Hans-CN'), 'clang', LOCALES, DEFAULT_LOCALE)).toBe('zh-Hans-CN');
  });
});

describe('languages', () => {
  it('offers the 21 entries of the contract, 13 English, 1 Chinese, 1 Indonesian, 6 Arabic', () => {
    expect(LANGUAGE_ENTRIES).toHaveLength(21);
    expect(new Set(LANGUAGE_ENTRIES.map((entry) => entry.id)).size).toBe(21);
    expect(entriesByLocale().map((group) => group.entries.length)).toEqual([13, 1, 1, 6]);
  });

  it('maps an entry onto its locale', () => {
    expect(localeOfEntry('en-NG')).toBe('en-US');
    expect(localeOfEntry('ar-MA')).toBe('ar-EG');
    expect(localeOfEntry('zh-Hans-CN')).toBe('zh-Hans-CN');
  });

  it('falls back to English for an unknown or missing entry', () => {
    expect(localeOfEntry('fr-FR')).toBe('en-US');
    expect(localeOfEntry(null)).toBe('en-US');
    expect(isLanguageEntryId('fr-FR')).toBe(false);
  });

  it('has an entry for each locale and knows which one reads right to left', () => {
    for (const locale of LOCALES) expect(localeOfEntry(defaultEntryOf(locale))).toBe(locale);
    expect(LOCALES.filter((locale) => directionOf(locale) === 'rtl')).toEqual(['ar-EG']);
  });
});
