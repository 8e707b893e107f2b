// `npm run test:visual [-- --update]`: compares every story's screenshot with the committed baselines.
// Baselines depend on the Chromium build and the fonts, which Debian updates and which cannot be pinned, so
// baselines/manifest.json records the versions they were made with; a mismatch fails at once with both named
// and the update command (comparing anyway would spend CI's time on hundreds of failures that say nothing).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const manifestFile = path.join(here, 'baselines', 'manifest.json');
const update = process.argv.includes('--update');
const FONT_PACKAGES = ['fonts-noto-core', 'fonts-noto-cjk', 'fonts-noto-color-emoji'];

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
if (!existsSync(path.resolve(here, '../../storybook-static/index.json'))) {
  console.error(
    'storybook-static/ is missing: run `npm run build-storybook` first (turbo does it for test:visual).',
  );
  process.exit(1);
}

if (!update) {
  if (!existsSync(manifestFile)) {
    console.error(
      'No visual baselines yet: run `npm run test:visual -- --update` and commit tests/visual/baselines.',
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
        'Re-baseline with `npm run test:visual -- --update`, review the images, and commit them on their own,',
        'saying which versions changed.',
      ].join('\n'),
    );
    process.exit(1);
  }
}

if (update) rmSync(path.join(here, 'baselines'), { recursive: true, force: true });
const args = [
  'test',
  '-c',
  path.join(here, 'playwright.config.ts'),
  ...(update ? ['--update-snapshots=all'] : []),
];
const result = spawnSync('playwright', args, { stdio: 'inherit', env: process.env });
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
