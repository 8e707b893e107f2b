import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
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
const english: Record<string, string> = enUS;

type Descriptor = { id: string; defaultMessage: string };

const modules = import.meta.glob<Record<string, unknown>>('../components/*/messages.ts', { eager: true });

/** Every descriptor the widgets declare in their messages.ts. */
const declared: Descriptor[] = Object.values(modules).flatMap((module) =>
  Object.values(module).flatMap((group) =>
    Object.values(group as Record<string, unknown>).filter(
      (value): value is Descriptor =>
        typeof value === 'object' && value !== null && typeof (value as Descriptor).id === 'string',
    ),
  ),
);

/** Arguments a message prints (inside rich-text tags too); a plural's selector counts only if printed too. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number) found.add(element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

function pluralCategories(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => (element.type === TYPE.plural ? Object.keys(element.options) : []));
}

describe('ui message catalogues', () => {
  it.each(['zh-Hans-CN', 'id-ID', 'ar-EG'])('%s has exactly the English keys', (locale) => {
    expect(Object.keys(catalogues[locale] ?? {}).sort()).toEqual(Object.keys(english).sort());
  });

  it('holds every message a widget declares, with its default text in English', () => {
    expect(declared.length).toBeGreaterThan(0);
    for (const descriptor of declared) {
      expect(english[descriptor.id], descriptor.id).toBe(descriptor.defaultMessage);
    }
  });

  it.each(
    Object.entries(catalogues).flatMap(([locale, messages]) =>
      Object.entries(messages).map(([id, text]) => [locale, id, text]),
    ),
  )('%s %s parses and uses the English arguments', (locale, id, text) => {
    const translated = parse(text, { requiresOtherClause: true });
    const source = parse(english[id] ?? '', { requiresOtherClause: true });
    // A language without plural forms (Chinese) may drop the plural; every printed argument stays.
    expect([...argumentsOf(translated)].sort()).toEqual([...argumentsOf(source)].sort());
    // Arabic needs its own plural forms wherever English counts something.
    if (locale === 'ar-EG' && pluralCategories(source).length > 0) {
      expect(pluralCategories(translated)).toEqual(
        expect.arrayContaining(['one', 'two', 'few', 'many', 'other']),
      );
    }
  });
});
