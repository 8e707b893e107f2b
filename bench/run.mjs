// `npm run bench`: figures, not pass or fail. Writes bench/results.json.
//   routes:     first-load JavaScript of every route of the table, as the browser fetches it: KB on the wire (each
//               response's headers and body), the bodies alone, the number of files (scripts/route-bytes.mjs);
//               with them, as secondVisit: what a signed-in creator's second visit to /home downloads once the
//               first has filled the cache, in bytes on the wire, and each request with its status and where it
//               came from
//   ui:         gzip bytes of packages/ui code a page pays for (bench/ui-size.mjs), when present
//   server:     throughput, latency, start-up, thumbnail and fuzz figures of the reference server, when present (PGlite);
//               with BENCH_DATABASE_URL (or DATABASE_URL) naming a PostgreSQL, also server_postgres: its load section there
//   hostile:    the reference server under the attacks of issue 31 (apps/server/bench/hostile.ts): the event loop's
//               worst stall under each (target ≤ 50 ms), sign-ins while bombs and a captcha flood are in flight;
//               on PGlite, and as hostile_postgres on the PostgreSQL of BENCH_DATABASE_URL (or DATABASE_URL)
//   scale:      requests per second of the content list and of publishing through nginx with two server
//               instances and with one, on PostgreSQL and an S3-compatible bucket (bench/scale.ts)
//   lighthouse: mobile Lighthouse of every route of the table in Debian's Chromium, the median of three runs
//               each (bench/lighthouse.mjs)
//   notices:    DOM nodes and scroll frame times of the notice feed with 5 000 notices (bench/notice-feed.mjs)
//   composer:   the short-post composer: ten 5 MB photos added at once (thumbnails, uploads, long tasks), the same
//               on an emulated 400 kbps / 400 ms link made ready on the device and sent as picked (slowLink), and
//               the keystroke-to-paint latency of typing into a post of 2 000 characters with hashtags
//               (bench/composer.mjs)
//   editor:     the long-article editor: the keystroke-to-paint latency of typing into an article of 30 000
//               characters of Markdown, and the time to open a draft of about 30 000 characters of text by
//               `?content_id=` (shown, idle, its HTML → Markdown conversion alone) (bench/editor.mjs)
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KB, measureRoutes, measureSecondVisit, withPortal } from '../scripts/route-bytes.mjs';
import { lastResults, RESULTS_FILE, ROOT } from './lib/script.mjs';

const only = process.argv.slice(2);
const want = (section) => only.length === 0 || only.includes(section);
// A run of some sections (`npm run bench -- routes lighthouse`) keeps the other sections' last figures.
const previous = only.length > 0 ? (lastResults() ?? {}) : {};
const results = { ...previous, date: new Date().toISOString(), node: process.version };

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    ...options,
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return result.stdout;
}

console.log('› building the portal');
run('turbo', ['run', 'build', '--filter=@creator/portal', '--output-logs=errors-only'], { stdio: 'inherit' });

if (want('routes')) {
  console.log('› measuring what each route fetches, and a second visit to /home');
  const kb = (bytes) => Number((bytes / KB).toFixed(1));
  const { routes, secondVisit } = await withPortal(async (portal) => ({
    routes: await measureRoutes(portal),
    secondVisit: await measureSecondVisit(portal),
  }));
  results.routes = {};
  for (const { route, url, landed, jsBytes, jsBodyBytes, jsFiles, cssBytes, budgetKB, files } of routes) {
    results.routes[route] = {
      url,
      landed,
      jsKB: kb(jsBytes),
      jsBodyKB: kb(jsBodyBytes),
      budgetKB,
      jsBytes,
      jsBodyBytes,
      jsFiles,
      cssBytes,
      files: files.map(
        ({ file, bytes, bodyBytes, name }) =>
          `${file}${name ? ` (${name})` : ''} ${kb(bytes)} KB (body ${kb(bodyBytes)} KB)`,
      ),
    };
  }
  results.secondVisit = {
    url: secondVisit.url,
    bytes: secondVisit.bytes,
    requests: secondVisit.requests.map(
      ({ path, status, bytes, served }) => `${path} ${status} ${served} ${bytes} B`,
    ),
  };
}

if (want('ui') && existsSync(path.join(ROOT, 'bench/ui-size.mjs'))) {
  console.log('› measuring packages/ui');
  results.ui = JSON.parse(run('node', ['bench/ui-size.mjs']));
}

if (want('server') && existsSync(path.join(ROOT, 'apps/server/bench/run.ts'))) {
  console.log('› measuring the reference server');
  // `server` is always embedded PGlite; `server_postgres` the load section on the PostgreSQL that
  // BENCH_DATABASE_URL (or DATABASE_URL) names, when one does (the bench makes and drops its own database there).
  const postgres = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  results.server = JSON.parse(
    run('tsx', ['apps/server/bench/run.ts', 'startup', 'load', 'thumbnails', 'fuzz', 'sign_in'], {
      env: { ...process.env, DATABASE_URL: '' },
    }),
  );
  if (postgres) {
    console.log('› measuring the reference server on PostgreSQL (load)');
    results.server_postgres = JSON.parse(
      run('tsx', ['apps/server/bench/run.ts', 'load'], { env: { ...process.env, DATABASE_URL: postgres } }),
    );
  }
}

if (want('hostile') && existsSync(path.join(ROOT, 'apps/server/bench/hostile.ts'))) {
  // Issue 31: the event loop's worst stall under each attack, and sign-ins under a flood. On PGlite the embedded
  // database runs on the same thread and its queries count; on PostgreSQL only the server's own work does.
  console.log('› the reference server under hostile input');
  const postgres = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  results.hostile = JSON.parse(
    run('tsx', ['apps/server/bench/run.ts', 'hostile'], { env: { ...process.env, DATABASE_URL: '' } }),
  ).hostile;
  if (postgres) {
    results.hostile_postgres = JSON.parse(
      run('tsx', ['apps/server/bench/run.ts', 'hostile'], {
        env: { ...process.env, DATABASE_URL: postgres },
      }),
    ).hostile;
  }
}

if (want('scale')) {
  // Issue 38: the content list and publishing through nginx with two instances, then one, on PostgreSQL.
  console.log('› several server instances behind a balancer (content list, publishing)');
  results.scale = JSON.parse(run('tsx', ['bench/scale.ts']));
}

if (want('lighthouse')) {
  console.log('› Lighthouse (mobile) of every route');
  results.lighthouse = JSON.parse(run('node', ['bench/lighthouse.mjs']));
}

if (want('notices')) {
  console.log('› scrolling through 5 000 notices (the NoticeFeed story FiveThousand)');
  results.notices = JSON.parse(run('node', ['bench/notice-feed.mjs']));
}

if (want('composer')) {
  console.log('› the short-post composer: ten 5 MB photos at once, typing into 2 000 characters');
  results.composer = JSON.parse(run('node', ['bench/composer.mjs']));
}

if (want('editor')) {
  console.log('› the long-article editor: typing into 30 000 characters, opening a draft of 30 000');
  results.editor = JSON.parse(run('node', ['bench/editor.mjs']));
}

writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
