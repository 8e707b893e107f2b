import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '../client/errors';
import arEG from './ar-EG.json';
import enUS from './en-US.json';
import idID from './id-ID.json';
import zhHansCN from './zh-Hans-CN.json';

const catalogues: Record<string, Record<string, string>> = {
  'en-US': enUS,
  'zh-Hans-CN': zhHansCN,
  'id-ID': idID,
  'ar-EG': arEG,
};

describe('api message catalogues', () => {
  const englishKeys = Object.keys(enUS).sort();

  it.each(['zh-Hans-CN', 'id-ID', 'ar-EG'])('%s has exactly the English keys, each translated', (locale) => {
    const catalogue = catalogues[locale] ?? {};
    expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
    for (const id of englishKeys)
      expect(catalogue[id], `${locale} ${id}`).not.toBe(enUS[id as keyof typeof enUS]);
  });

  it.each(
    Object.entries(catalogues).flatMap(([locale, messages]) =>
      Object.entries(messages).map(([id, text]) => [locale, id, text]),
    ),
  )('%s %s parses', (_, __, text) => {
    expect(() => parse(text, { requiresOtherClause: true })).not.toThrow();
  });

  it('holds every descriptor of the client with the same English text, under api.', () => {
    for (const descriptor of Object.values(apiMessages))
      expect(enUS).toHaveProperty([descriptor.id], descriptor.defaultMessage);
    expect(englishKeys.filter((id) => !id.startsWith('api.'))).toEqual([]);
  });
});
