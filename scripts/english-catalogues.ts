// English is written once, in the source, beside the code that shows it (`defaultMessage`); each workspace's
// src/messages/en-US.json is made from it by `npm run i18n:english` and never edited by hand. The translators'
// catalogues (zh-Hans-CN, id-ID, ar-EG) follow its ids; tests/lint/english-catalogues.test.ts fails when an
// en-US.json is not what the source declares.
//
// - ui and the portal declare their messages for react-intl (`defineMessages`, `defineMessage`,
//   `<FormattedMessage>`): @formatjs/cli extracts them;
// - the rules of packages/forms declare descriptors with `describe(id, English)` and export them in their
//   `*Messages` objects, and packages/api's client in exported descriptor objects (both framework-free, so no
//   react-intl): they are read by importing the modules.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Catalogue = Record<string, string>;

export const ENGLISH_WORKSPACES = ['packages/ui', 'packages/forms', 'packages/api', 'apps/portal'] as const;
export type Workspace = (typeof ENGLISH_WORKSPACES)[number];

export function englishFile(workspace: Workspace): string {
  return path.join(root, workspace, 'src/messages/en-US.json');
}

/** The workspace's source modules: no tests, stories or declarations. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'compiled' || entry.name === 'mocks' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function extracted(workspace: Workspace): Catalogue {
  const scratch = mkdtempSync(path.join(tmpdir(), 'english-'));
  try {
    const out = path.join(scratch, 'en-US.json');
    const files = sources(path.join(root, workspace, 'src'));
    const list = path.join(scratch, 'files.txt');
    writeFileSync(list, files.join('\n'));
    execFileSync(
      path.join(root, 'node_modules/.bin/formatjs'),
      ['extract', '--in-file', list, '--format', 'simple', '--out-file', out, '--throws'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return JSON.parse(readFileSync(out, 'utf8')) as Catalogue;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

interface Descriptor {
  id: string;
  defaultMessage: string;
}

function isDescriptor(value: unknown): value is Descriptor {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Descriptor).id === 'string' &&
    typeof (value as Descriptor).defaultMessage === 'string'
  );
}

/**
 * The descriptors a module exports, alone or one level down in an object of them. Only modules that name an id
 * of the prefix are loaded: the rest may need a browser to load (workbox-window has no Node build).
 */
async function declaredIn(files: readonly string[], prefix: string): Promise<Catalogue> {
  const catalogue: Catalogue = {};
  for (const file of files) {
    if (!readFileSync(file, 'utf8').includes(prefix)) continue;
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const found = isDescriptor(value)
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.values(value).filter(isDescriptor)
          : [];
      for (const descriptor of found) {
        if (descriptor.id.startsWith(prefix)) catalogue[descriptor.id] = descriptor.defaultMessage;
      }
    }
  }
  return catalogue;
}

function sorted(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** What the source of a workspace declares in English, by id. */
export async function englishOf(workspace: Workspace): Promise<Catalogue> {
  switch (workspace) {
    case 'packages/forms':
      return sorted(await declaredIn(sources(path.join(root, workspace, 'src/rules')), 'forms.'));
    case 'packages/api':
      return sorted(await declaredIn(sources(path.join(root, workspace, 'src/client')), 'api.'));
    default:
      return sorted(extracted(workspace));
  }
}

export function serialise(catalogue: Catalogue): string {
  return `${JSON.stringify(catalogue, null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const workspace of ENGLISH_WORKSPACES) {
    const catalogue = await englishOf(workspace);
    writeFileSync(englishFile(workspace), serialise(catalogue));
    console.log(`${workspace}: ${Object.keys(catalogue).length} English messages`);
  }
}
