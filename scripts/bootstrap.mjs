// Runs on whatever Node the machine has (Node 20 on a fresh machine): installs the project's dependencies when
// they are missing or stale (they bring Node 22 as `node_modules/.bin/node`), then hands over to the npm script
// given as the first argument, which npm runs with Node 22 first on its PATH.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [script, ...args] = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function manifests() {
  const files = ['package.json', 'package-lock.json'];
  for (const group of ['packages', 'apps']) {
    const dir = path.join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const file = path.join(group, name, 'package.json');
      if (existsSync(path.join(root, file))) files.push(file);
    }
  }
  return files;
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of manifests()) {
    const full = path.join(root, file);
    hash.update(file).update(existsSync(full) ? readFileSync(full) : '');
  }
  return hash.digest('hex');
}

const stamp = path.join(root, 'node_modules', '.install-stamp');
const wanted = fingerprint();
const installed = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
if (installed !== wanted || !existsSync(path.join(root, 'node_modules', '.bin', 'node'))) {
  console.log('› installing dependencies (npm install; brings Node 22 from the npm registry)…');
  const install = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
  writeFileSync(stamp, fingerprint());
}

if (!script) process.exit(0);
const run = spawnSync(npm, ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' },
});
process.exit(run.status ?? 1);
