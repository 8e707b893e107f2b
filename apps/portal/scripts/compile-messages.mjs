// Merges the message catalogues of every package per locale and compiles them to ASTs with @formatjs/cli,
// so the portal ships no ICU parser. Output, per locale (generated, not committed):
// - src/i18n/compiled/<locale>.json: the messages of the first chunk (ids under src/i18n/first-load.json);
// - src/i18n/compiled/<locale>.later.json: every other message (the shared rest), loaded before any other page;
// - src/i18n/compiled/<locale>.<part>.json: the messages of a part of src/i18n/message-parts.json, which only
//   the pages that name it load, with the shared rest: such a page loads one file, not two.
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@creator/domain/locales';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const out = path.resolve(here, '../src/i18n/compiled');
const SOURCES = [
  'packages/ui/src/messages',
  'packages/forms/src/messages',
  'packages/api/src/messages',
  'apps/portal/src/messages',
];

function read(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
}

const { prefixes } = JSON.parse(readFileSync(path.resolve(here, '../src/i18n/first-load.json'), 'utf8'));
const firstLoad = (id) => prefixes.some((prefix) => id.startsWith(prefix));
const { parts } = JSON.parse(readFileSync(path.resolve(here, '../src/i18n/message-parts.json'), 'utf8'));
/** The parts an id belongs to (none: the shared rest). */
const partsOf = (id) =>
  Object.entries(parts).flatMap(([part, partPrefixes]) =>
    partPrefixes.some((prefix) => id.startsWith(prefix)) ? [part] : [],
  );

function compile(input, file) {
  execFileSync(
    path.join(root, 'node_modules/.bin/formatjs'),
    [
      'compile',
      input,
      '--ast',
      '--format',
      'simple',
      '--out-file',
      path.join(out, `.${file}.${process.pid}.tmp`),
    ],
    { stdio: 'inherit' },
  );
  // Atomic: type checks and tests may compile at the same time and read these files.
  renameSync(path.join(out, `.${file}.${process.pid}.tmp`), path.join(out, file));
}

mkdirSync(out, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'messages-'));
const written = new Set();
for (const locale of LOCALES) {
  const merged = Object.assign({}, ...SOURCES.map((dir) => read(path.join(root, dir, `${locale}.json`))));
  const files = { [`${locale}.json`]: {}, [`${locale}.later.json`]: {} };
  for (const part of Object.keys(parts)) files[`${locale}.${part}.json`] = {};
  for (const [id, message] of Object.entries(merged)) {
    const inParts = partsOf(id);
    if (firstLoad(id)) files[`${locale}.json`][id] = message;
    else if (inParts.length === 0) files[`${locale}.later.json`][id] = message;
    const into = firstLoad(id) ? [] : inParts.length === 0 ? Object.keys(parts) : inParts;
    for (const part of into) files[`${locale}.${part}.json`][id] = message;
  }
  for (const [file, messages] of Object.entries(files)) {
    const input = path.join(work, file);
    writeFileSync(input, JSON.stringify(messages));
    compile(input, file);
    written.add(file);
  }
}
// A file an earlier layout of the parts left behind would be bundled (the loader globs the folder) and change the
// chunks: the build must be the same here as from a fresh clone.
for (const file of readdirSync(out))
  if (file.endsWith('.json') && !file.startsWith('.') && !written.has(file)) rmSync(path.join(out, file));
console.log(`compiled ${LOCALES.length} locales into ${path.relative(root, out)}`);
