// The design card (docs/design-card.md) against the code: each library it names is installed, declared and
// used where the card says. The card's table is the list; nothing here repeats it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CARD = 'docs/design-card.md';

interface Row {
  name: string;
  places: string[];
}

const cellsOf = (line: string) => line.split('|').slice(1, -1);
const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/gu)].map((match) => match[1] as string);

/** The tables of the card, in order: each its lines, header first (a table ends at the first other line). */
function tablesOf(markdown: string): string[][] {
  const tables: string[][] = [];
  let current: string[] | null = null;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) current = null;
    else if (current) current.push(line);
    else tables.push((current = [line]));
  }
  return tables;
}

/** The card's table: its header, and per row the package and its places (code spans, first and last cell). */
function cardTable(lines: string[]): { header: string[]; rows: Row[] } {
  const rows = lines.slice(2).map((line) => {
    const cells = cellsOf(line);
    return { name: spans(cells[0] ?? '').join(' '), places: spans(cells.at(-1) ?? '') };
  });
  return { header: cellsOf(lines[0] ?? '').map((cell) => cell.trim()), rows };
}

const [libraries = [], forms = []] = tablesOf(readFileSync(path.join(root, CARD), 'utf8'));
const { header, rows } = cardTable(libraries);
/** The forms' table: per row the module that holds a form and the binding it uses. */
const formRows = forms.slice(2).map((line) => {
  const [form = '', module = '', binding = ''] = cellsOf(line);
  return { form: form.trim(), module: spans(module)[0] ?? '', binding: spans(binding)[0] ?? '' };
});

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'compiled', 'storybook-static']);
const SOURCE = /\.(?:[cm]?[jt]sx?|css)$/u;
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/u;

/** The files of a place that count as use: sources and package.json, tests left out. */
function filesOf(place: string): string[] {
  const full = path.join(root, place);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(place, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesOf(child);
    const counts = (SOURCE.test(entry.name) && !TEST_FILE.test(entry.name)) || entry.name === 'package.json';
    return counts ? [path.join(root, child)] : [];
  });
}

const escape = (text: string) => text.replace(/[$()*+.?[\\\]^{|}]/gu, '\\$&');

function manifestOf(name: string): { bin?: string | Record<string, string> } {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** The commands a package installs (`formatjs` of @formatjs/cli); a lone `bin` is named after the package. */
function commandsOf(name: string): string[] {
  const { bin } = manifestOf(name);
  if (typeof bin === 'string') return [name.split('/').at(-1) as string];
  return Object.keys(bin ?? {});
}

/**
 * Whether a file uses the package: an import or re-export that is not type-only (the package or a subpath),
 * a `require` or dynamic `import()`, a CSS `@import`/`@plugin`, Storybook's `framework`, a `package.json`
 * script that runs one of its commands, or a script file that runs it from `node_modules/.bin`.
 */
function uses(file: string, name: string): boolean {
  const text = readFileSync(file, 'utf8');
  const spec = `['"]${escape(name)}(?:/[^'"]*)?['"]`;
  const commands = commandsOf(name).map(escape);
  if (path.basename(file) === 'package.json') {
    const scripts: Record<string, string> = JSON.parse(text).scripts ?? {};
    const run = commands.length ? new RegExp(`(?:^|[\\s;&|(])(?:${commands.join('|')})(?=\\s|$)`, 'u') : null;
    return run !== null && Object.values(scripts).some((script) => run.test(script));
  }
  if (file.endsWith('.css')) return new RegExp(`@(?:import|plugin)\\s+${spec}`, 'u').test(text);
  const patterns = [
    // `import x from`, `import { a, type B } from`, `export { a } from`; not `import type … from`.
    new RegExp(`^\\s*(?:import|export)(?!\\s+type\\s)[^;'"]*?\\bfrom\\s+${spec}`, 'mu'),
    new RegExp(`^\\s*import\\s+${spec}`, 'mu'),
    new RegExp(`\\b(?:import|require)\\(\\s*${spec}\\s*\\)`, 'u'),
    new RegExp(`\\bframework:\\s*(?:\\{\\s*name:\\s*)?${spec}`, 'u'),
    ...(commands.length ? [new RegExp(`\\.bin/(?:${commands.join('|')})['"\`]`, 'u')] : []),
  ];
  return patterns.some((pattern) => pattern.test(text));
}

type Manifest = Partial<
  Record<'dependencies' | 'devDependencies' | 'peerDependencies', Record<string, string>>
>;

/** The package.json of the workspace a place belongs to (the root's for the root's own files). */
function ownManifest(place: string): string {
  let folder = path.join(root, place);
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return path.join(folder, 'package.json');
}

function declares(manifestFile: string, name: string): boolean {
  const manifest: Manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return [manifest.dependencies, manifest.devDependencies, manifest.peerDependencies].some(
    (deps) => deps?.[name] !== undefined,
  );
}

describe('the design card', () => {
  it('lists the libraries in a table, each once, with the place it is used from', () => {
    expect(header).toEqual(['Package', 'For', 'Used from']);
    const names = rows.map((row) => row.name);
    // Two of the card's libraries, so that an emptied or misread table fails here rather than passing.
    expect(names).toEqual(expect.arrayContaining(['react-hook-form', '@radix-ui/react-tabs']));
    expect(new Set(names).size).toBe(names.length);
    for (const row of rows) expect(row.places, row.name).not.toEqual([]);
  });

  it('has no workspace on the npm package `formatjs`: FormatJS is @formatjs/cli and react-intl', () => {
    const manifests = [
      'package.json',
      ...['apps', 'packages'].flatMap((group) =>
        readdirSync(path.join(root, group)).map((name) => path.join(group, name, 'package.json')),
      ),
    ].filter((file) => existsSync(path.join(root, file)));
    expect(manifests.filter((file) => declares(path.join(root, file), 'formatjs'))).toEqual([]);
  });

  describe.each(rows.map((row) => [row.name, row] as const))('%s', (name, row) => {
    it('is installed', () => {
      expect(existsSync(path.join(root, 'node_modules', name, 'package.json'))).toBe(true);
    });

    it.each(row.places)('is used from %s, which declares it', (place) => {
      expect(existsSync(path.join(root, place)), `${place} exists`).toBe(true);
      const users = filesOf(place).filter((file) => uses(file, name));
      expect(users.length, `a file of ${place} that uses ${name}`).toBeGreaterThan(0);
      const manifest = ownManifest(place);
      const declared = declares(manifest, name) || declares(path.join(root, 'package.json'), name);
      expect(
        declared,
        `${name} declared by ${path.relative(root, manifest)} or the root's package.json`,
      ).toBe(true);
    });
  });

  describe('every form on react-hook-form', () => {
    const bindings = rows.find((row) => row.name === 'react-hook-form')?.places ?? [];

    it('lists the forms of the issue, each with its module and binding', () => {
      expect(cellsOf(forms[0] ?? '').map((cell) => cell.trim())).toEqual(['Form', 'Module', 'Binding']);
      expect(formRows.length).toBeGreaterThanOrEqual(8);
      for (const row of formRows) expect([row.module, row.binding], row.form).not.toContain('');
    });

    it.each(formRows.map((row) => [row.form, row] as const))('%s', (_form, { module, binding }) => {
      const place = bindings.find((file) => path.basename(file).replace(/\.tsx?$/u, '') === binding);
      expect(place, `${binding} is a place of the react-hook-form row`).toBeDefined();
      const text = readFileSync(path.join(root, module), 'utf8');
      const imported = new RegExp(`from\\s+['"]@creator/forms/react/${escape(binding)}['"]`, 'u');
      expect(imported.test(text), `${module} imports @creator/forms/react/${binding}`).toBe(true);
    });
  });
});
