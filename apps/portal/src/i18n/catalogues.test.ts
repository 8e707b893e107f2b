import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@creator/domain/locales';

const root = path.resolve(__dirname, '../../../..');
const WORKSPACES = ['packages/ui', 'packages/forms', 'packages/api', 'apps/portal'];

function catalogue(workspace: string, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(root, workspace, 'src/messages', `${locale}.json`), 'utf8'));
}

/** The argument names a message uses, read from its AST (plural and select branches included). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type !== TYPE.literal && typeof element.value === 'string') {
      into.add(element.value);
    }
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if ('children' in element) argumentsOf(element.children, into);
  }
  return into;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'compiled' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe.each(WORKSPACES)('the message catalogues of %s', (workspace) => {
  const english = catalogue(workspace, 'en-US');

  it.each(LOCALES)('%s has every message of en-US, and no other', (locale) => {
    const translated = catalogue(workspace, locale);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [id, text] of Object.entries(translated)) expect(text.trim(), `${locale} ${id}`).not.toBe('');
  });

  it.each(LOCALES)('every %s message parses as ICU and uses only arguments the English one has', (locale) => {
    const translated = catalogue(workspace, locale);
    for (const [id, text] of Object.entries(translated)) {
      let ast: MessageFormatElement[] = [];
      expect(() => (ast = parse(text, { requiresOtherClause: true })), `${locale} ${id}`).not.toThrow();
      const known = argumentsOf(parse(english[id] ?? '', { requiresOtherClause: true }));
      for (const name of argumentsOf(ast)) expect(known.has(name), `${locale} ${id}: {${name}}`).toBe(true);
    }
  });
});

describe('the portal source', () => {
  it('uses only message ids that the English catalogue declares, with the same English text', () => {
    const english = catalogue('apps/portal', 'en-US');
    const declared = /id[:=]\s*['"](portal\.[\w.]+)['"],?\s*defaultMessage[:=]\s*(?:'([^']*)'|"([^"]*)")/g;
    const found: string[] = [];
    for (const file of sourceFiles(path.join(root, 'apps/portal/src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(declared)) {
        found.push(match[1]!);
        expect(english[match[1]!], `${path.relative(root, file)}: ${match[1]}`).toBe(match[2] ?? match[3]);
      }
    }
    expect(found.length).toBeGreaterThan(20);
  });
});
