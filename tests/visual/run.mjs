// `npm run test:stories [-- --update]`: every story as a test in Debian's Chromium, in en-US and in ar-EG, with
// axe and, once it has passed, its screenshot against the committed baseline (vitest.config.ts,
// story-screenshot.ts). Baselines depend on the Chromium build and the fonts, which Debian updates and which
// cannot be pinned, so baselines/manifest.json records the versions they were made with; a mismatch fails at once
// with both named and the update command (comparing anyway would spend CI's time on hundreds of failures that say
// nothing). With --update, every baseline is taken anew and the manifest rewritten.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const baselines = path.join(here, 'baselines');
const root = path.resolve(here, '../..');
const manifestFile = path.join(baselines, 'manifest.json');
const update = process.argv.includes('--update');
const passOn = process.argv.slice(2).filter((argument) => argument !== '--update');
/** Every story project unless one is named (`-- --project storybook-ar-EG`, as npm test runs them one by one). */
const projects = passOn.includes('--project') ? [] : ['--project', 'storybook-*'];
/** The packages of every font the stories draw with: the fonts-* ones of the Debian packages CI installs. */
const FONT_PACKAGES = readFileSync(path.join(root, '.ci/debian-packages'), 'utf8')
  .split('\n')
  // One name a line; what follows a # is a comment (as .ci/run reads it).
  .map((line) => line.replace(/#.*/u, '').trim())
  .filter((line) => line.startsWith('fonts-'));

function installedVersions() {
  const chromium = execFileSync(chromiumPath(), ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const fonts = {};
  for (const name of FONT_PACKAGES) {
    try {
      fonts[name] = execFileSync('dpkg-query', ['-W', '-f=${Version}', name], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      fonts[name] = 'not installed';
    }
  }
  return { chromium, fonts };
}

const installed = installedVersions();
if (!update) {
  if (!existsSync(manifestFile)) {
    console.error(
      'No visual baselines yet: run `npm run test:stories -- --update` and commit tests/visual/baselines.',
    );
    process.exit(1);
  }
  const recorded = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const differences = [];
  if (recorded.chromium !== installed.chromium)
    differences.push(`chromium: baselines "${recorded.chromium}", installed "${installed.chromium}"`);
  for (const name of FONT_PACKAGES) {
    if (recorded.fonts?.[name] !== installed.fonts[name]) {
      differences.push(
        `${name}: baselines "${recorded.fonts?.[name]}", installed "${installed.fonts[name]}"`,
      );
    }
  }
  if (differences.length) {
    console.error(
      [
        'Visual baselines were made with other browser or font versions than the ones installed:',
        ...differences.map((line) => `  - ${line}`),
        'Re-baseline with `npm run test:stories -- --update`, review the images, and commit them on their own,',
        'saying which versions changed.',
      ].join('\n'),
    );
    process.exit(1);
  }
}

// A baseline nobody asks for any more (a story renamed or removed) must not linger: an update of every project
// starts afresh.
if (update && projects.length > 0) {
  for (const locale of ['en-US', 'ar-EG'])
    rmSync(path.join(baselines, locale), { recursive: true, force: true });
}
// The diffs of the locales this run covers start afresh; another locale's, from a run before, stay to be read.
const named = passOn.flatMap((argument, index) =>
  passOn[index - 1] === '--project' && argument.startsWith('storybook-')
    ? [argument.slice('storybook-'.length)]
    : [],
);
for (const locale of named.length ? named : ['en-US', 'ar-EG']) {
  rmSync(path.join(here, 'report', locale), { recursive: true, force: true });
}
const result = spawnSync('vitest', ['run', ...projects, ...(update ? ['--update'] : []), ...passOn], {
  stdio: 'inherit',
  env: process.env,
});
if (result.error)
  console.error(`vitest could not start (run this through npm run test:stories): ${result.error.message}`);
if (update && result.status === 0) {
  writeFileSync(
    manifestFile,
    `${JSON.stringify({ ...installed, updated: new Date().toISOString().slice(0, 10) }, null, 2)}\n`,
  );
  console.log(
    `Baselines and ${path.relative(process.cwd(), manifestFile)} written; commit them in a commit of their own.`,
  );
}
process.exit(result.status ?? 1);
