// Figures of the reference server, printed as ONE JSON object on stdout (progress goes to stderr):
//   content_list / notices_list: requests per second and p99 latency on loopback (autocannon), 100 000 content rows
//   startup: milliseconds from spawning `tsx src/main.ts` on an empty data folder to listening
//   fuzz: the fuzz harness with up to FUZZ_RUNS (10 000) runs per call, bounded by BENCH_FUZZ_MS per call
// BENCH_SECONDS (default 5) sets each load measurement; DATABASE_URL measures a real PostgreSQL instead of PGlite.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createApp } from '../src/app';
import { ManualClock, systemClock } from '../src/clock';
import { DEMO_ACCOUNTS, seed, seedBulkContent } from '../src/db/seed';
import { createSession } from '../src/security/sessions';
import { FileStore } from '../src/upload/file-store';
import { fuzzTarget, installWriteCounter, routeTargets } from '../src/testing/fuzz';
import { storageTarget, validSamples } from '../src/testing/fuzz-samples';
import { startTestServer } from '../src/testing/harness';
import { createTestDatabase } from '../src/testing/test-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 10_000);
const fuzzBudgetMs = Number(process.env.BENCH_FUZZ_MS ?? 4000);
const progress = (message: string) => process.stderr.write(`  › ${message}\n`);

async function measureStartup(): Promise<{ ms: number; reported_ms: number | null }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'creator-bench-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../src/main.ts')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'db'), UPLOAD_DIR: path.join(dataDir, 'uploads'), STATIC_ROOT: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    return await new Promise((resolve, reject) => {
      let buffer = '';
      const timer = setTimeout(() => reject(new Error('the server did not start within 120 s')), 120_000);
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const line = buffer.split('\n').find((candidate) => candidate.includes('"msg":"listening"'));
        if (!line) return;
        clearTimeout(timer);
        const reported = (JSON.parse(line) as { startup_ms?: number }).startup_ms ?? null;
        resolve({ ms: Math.round(performance.now() - started), reported_ms: reported });
      });
      child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function measureLoad() {
  const database = await createTestDatabase();
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'creator-bench-uploads-'));
  const now = systemClock.now();
  await seed(database.db, { files: new FileStore(uploadDir), now });
  const demo = await database.db.selectFrom('creator').select('id').where('email', '=', DEMO_ACCOUNTS.demo).executeTakeFirstOrThrow();
  const existing = await database.db.selectFrom('content').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = 100_000;
  await seedBulkContent(database.db, demo.id, rows - Number(existing.n), now);
  const app = createApp({ db: database.db, clock: new ManualClock(now), log: () => {}, settings: { uploadDir, captchaTestCode: 'B3NC' } });
  // Whatever the seed left due is settled before measuring, like a server that has been running.
  await app.services.scheduler.catchUp();
  await sql`vacuum analyze`.execute(database.db);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const token = await createSession(database.db, app.services.clock, demo.id, 3600_000);
  const headers = { authorization: `Bearer ${token}` };
  const load = async (url: string) => {
    const result = await autocannon({ url, connections: 10, duration: seconds, headers });
    return { requests_per_second: Math.round(result.requests.average), p99_ms: result.latency.p99, errors: result.errors + result.non2xx };
  };
  try {
    progress(`content list, ${rows} rows, ${seconds} s`);
    const contentList = { rows, ...(await load(`${base}/mp-api/v3/api/content?page=1&page_size=10`)) };
    progress(`content list filtered (status 3,4, keyword), ${seconds} s`);
    const contentFiltered = { rows, ...(await load(`${base}/mp-api/v3/api/content?status=3,4&keyword=item&page=3&page_size=10`)) };
    progress(`notices list, ${seconds} s`);
    const noticesList = await load(`${base}/mp-api/v3/api/notifies?page=1`);
    return { contentList, contentFiltered, noticesList };
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await database.drop();
    await rm(uploadDir, { recursive: true, force: true });
  }
}

async function measureFuzz() {
  const server = await startTestServer();
  try {
    let token = await server.signIn(DEMO_ACCOUNTS.demo);
    const signing = (await server.call('GET', '/mp-api/v3/api/upload_token', { token, query: { names: 'a.png', upload_type: 'image' } })).body.data;
    const context = { db: server.db, base: server.base, encrypt: server.encrypt, signing };
    const targets = [...routeTargets(await validSamples(context)), storageTarget(context)];
    const writes = await installWriteCounter(server.db);
    const outcomes = [];
    for (const target of targets) {
      progress(`fuzz ${target.name}`);
      outcomes.push(
        await fuzzTarget(target, {
          // In process: the figure is the server's, not the loopback's.
          send: (request) => Promise.resolve(server.app.fetch(request)),
          base: server.base,
          writes,
          token: async () => token,
          runs: fuzzRuns,
          deadline: Date.now() + fuzzBudgetMs,
          async afterAccepted(accepted) {
            if (accepted.name === 'logout') token = await server.signIn(DEMO_ACCOUNTS.demo);
          },
        }),
      );
    }
    return {
      runs_per_endpoint_requested: fuzzRuns,
      budget_ms_per_endpoint: fuzzBudgetMs,
      endpoints: outcomes.length,
      total_runs: outcomes.reduce((sum, outcome) => sum + outcome.runs, 0),
      failures: outcomes.flatMap((outcome) => outcome.failures),
      per_endpoint: Object.fromEntries(outcomes.map((outcome) => [outcome.target, { runs: outcome.runs, refused: outcome.refused, accepted: outcome.accepted, ms: outcome.ms }])),
    };
  } finally {
    await server.close();
  }
}

const database = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
progress(`reference server bench on ${database}`);
progress('start-up');
const startup = await measureStartup();
const load = await measureLoad();
const fuzz = await measureFuzz();
process.stdout.write(
  `${JSON.stringify({
    database,
    seconds_per_measurement: seconds,
    startup_ms: startup.ms,
    startup_reported_ms: startup.reported_ms,
    content_list: load.contentList,
    content_list_filtered: load.contentFiltered,
    notices_list: load.noticesList,
    fuzz,
  })}\n`,
);
process.exit(0);
