import { describe, expect, it } from 'vitest';
import {
  defaultEntryOf,
  directionOf,
  entriesByLocale,
  isLanguageEntryId,
  LANGUAGE_ENTRIES,
  LOCALES,
  localeOfEntry,
} from './locales';

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
