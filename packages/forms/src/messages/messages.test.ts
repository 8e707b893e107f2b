import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import arEG from './ar-EG.json';
import enUS from './en-US.json';
import idID from './id-ID.json';
import zhHansCN from './zh-Hans-CN.json';
import type { MessageDescriptor } from '../rules/descriptor';

const catalogues: Record<string, Record<string, string>> = {
  'en-US': enUS,
  'zh-Hans-CN': zhHansCN,
  'id-ID': idID,
  'ar-EG': arEG,
};

const ruleModules = import.meta.glob<Record<string, unknown>>(['../rules/*.ts', '!../rules/*.test.ts'], {
  eager: true,
});
const ruleSources = import.meta.glob<string>(['../rules/*.ts', '!../rules/*.test.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function isDescriptor(value: unknown): value is MessageDescriptor {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MessageDescriptor).id === 'string' &&
    typeof (value as MessageDescriptor).defaultMessage === 'string'
  );
}

/** Every descriptor the rule modules export in their `*Messages` objects. */
const declared = Object.values(ruleModules).flatMap((module) =>
  Object.entries(module)
    .filter(([name]) => name.endsWith('Messages'))
    .flatMap(([, group]) => Object.values(group as object).filter(isDescriptor)),
);

/** Names of the arguments a message uses, with the kind of each (plain or plural). */
function argumentsOf(
  elements: MessageFormatElement[],
  found = new Map<string, string>(),
): Map<string, string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number) found.set(element.value, 'value');
    if (element.type === TYPE.plural) {
      found.set(element.value, 'plural');
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

function pluralOptions(elements: MessageFormatElement[]): Record<string, string[]> {
  const options: Record<string, string[]> = {};
  for (const element of elements) {
    if (element.type === TYPE.plural) options[element.value] = Object.keys(element.options);
  }
  return options;
}

describe('forms message catalogues', () => {
  const englishKeys = Object.keys(enUS).sort();

  it.each(Object.keys(catalogues).filter((locale) => locale !== 'en-US'))(
    '%s has exactly the English keys',
    (locale) => {
      expect(Object.keys(catalogues[locale] ?? {}).sort()).toEqual(englishKeys);
    },
  );

  it.each(
    Object.entries(catalogues).flatMap(([locale, messages]) =>
      Object.entries(messages).map(([id, text]) => [locale, id, text]),
    ),
  )('%s %s parses and uses the English arguments', (locale, id, text) => {
    const english = argumentsOf(parse(enUS[id as keyof typeof enUS], { requiresOtherClause: true }));
    const translated = parse(text, { requiresOtherClause: true });
    expect(argumentsOf(translated)).toEqual(english);
  });

  it('gives Arabic all six plural categories wherever a count is shown', () => {
    for (const [id, text] of Object.entries(arEG)) {
      for (const [argument, options] of Object.entries(pluralOptions(parse(text)))) {
        expect(options.sort(), `${id} {${argument}}`).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
      }
    }
  });

  it('holds every descriptor of the rules, with the same English text', () => {
    expect(declared.length).toBeGreaterThan(50);
    for (const descriptor of declared) {
      expect(enUS, descriptor.id).toHaveProperty([descriptor.id], descriptor.defaultMessage);
    }
  });

  it('holds every id a rule file declares, exported or not', () => {
    const literalIds = Object.values(ruleSources).flatMap((source) =>
      [...source.matchAll(/describe\(\s*'([^']+)'/gu)].map((match) => match[1]),
    );
    expect(literalIds.length).toBeGreaterThan(50);
    expect(englishKeys).toEqual(expect.arrayContaining(literalIds));
  });

  it('namespaces every key under forms.', () => {
    expect(englishKeys.filter((id) => !id.startsWith('forms.'))).toEqual([]);
  });

  it('gives each declared value of a descriptor a place in its message', () => {
    for (const descriptor of declared) {
      const used = argumentsOf(parse(descriptor.defaultMessage));
      for (const name of Object.keys(descriptor.values ?? {}))
        expect(used.has(name), `${descriptor.id} {${name}}`).toBe(true);
    }
  });
});
