// Figures of the reference server, printed as ONE JSON object on stdout (progress goes to stderr):
//   startup: milliseconds from spawning `tsx src/main.ts` on an empty data folder to listening
//   load (content_list, notices_list): requests per second and p99 latency on loopback (autocannon, 10 connections)
//     of the content list over 100 000 rows of one creator, per case (contentListCases: unfiltered,
//     status_and_dates, keyword_selective, keyword_broad, status_and_keyword_broad), each with how many rows match,
//     the EXPLAIN ANALYZE plans of its statements and, when its total is counted, `without_count_cache`
//   thumbnails: bytes of a content-list page's covers as originals and at the list's ?w=320&h=320 (and the other
//     two sizes), for the seed's images and for 10 photographs made here; milliseconds of a first and a cached request
//   fuzz: the fuzz harness, FUZZ_RUNS (10 000) requests to every call, in process; per call and in total the
//     runs, the answers of 500 or more and the refused requests that wrote (both must be 0). BENCH_FUZZ_MS, when
//     set, stops each call after that many milliseconds; FUZZ_SEED fixes the seeds (else random, reported).
//   hostile: the attacks of issue 31 (bench/hostile.ts): the event loop's worst stall under each (target ≤ 50 ms),
//     and whole sign-ins while decompression bombs and a captcha flood are in flight
//   sign_in: the cost of one sign-in's password check: hashPassword and verifyPassword, median of SIGN_IN_RUNS
//     (10), in milliseconds, with the scrypt parameters read from the hash
// BENCH_SECONDS (default 5) sets each load measurement, after a warm-up of BENCH_WARMUP_SECONDS (default 1) of every
// content list case, not measured; DATABASE_URL measures a real PostgreSQL instead of PGlite.
// Arguments pick sections (`tsx apps/server/bench/run.ts fuzz sign_in`); none measures them all.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely';
import { routes } from '@creator/api/schemas/routes';
import { createApp } from '../src/app';
import { measureHostile } from './hostile';
import { ManualClock, systemClock } from '../src/clock';
import type { Database } from '../src/db/schema';
import { DEMO_ACCOUNTS, seed, seedBulkContent } from '../src/db/seed';
import { contentListStatements } from '../src/routes/content-list';
import { hashPassword, verifyPassword } from '../src/security/passwords';
import { createSession } from '../src/security/sessions';
import { FileStore } from '../src/upload/file-store';
import { fuzzTarget, installWriteCounter, routeTargets, type FuzzOutcome } from '../src/testing/fuzz';
import { storageTarget, validSamples } from '../src/testing/fuzz-samples';
import { startTestServer } from '../src/testing/harness';
import { photoLike } from '../src/testing/photos';
import { createTestDatabase } from '../src/testing/test-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 10_000);
/** Opt-in: without it every call gets its FUZZ_RUNS requests. */
const fuzzBudgetMs = process.env.BENCH_FUZZ_MS ? Number(process.env.BENCH_FUZZ_MS) : undefined;
const fuzzSeed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const signInRuns = Number(process.env.SIGN_IN_RUNS ?? 10);
const SECTIONS = ['startup', 'load', 'thumbnails', 'fuzz', 'sign_in', 'hostile'] as const;
type Section = (typeof SECTIONS)[number];
const asked = process.argv.slice(2);
const unknownSection = asked.find((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknownSection) throw new Error(`unknown section ${unknownSection}; the sections are ${SECTIONS.join(', ')}`);
const want = (section: Section) => asked.length === 0 || asked.includes(section);
const progress = (message: string) => process.stderr.write(`  › ${message}\n`);

async function measureStartup(): Promise<{ ms: number; reported_ms: number | null }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'creator-bench-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../src/main.ts'), '--demo'], {
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

const DAY_MS = 24 * 3600_000;

/**
 * The content list cases of the load section, over the demo creator's 100 000 rows (seedBulkContent: titles
 * `Bulk item <n>`, one row a minute back from now, statuses 1,1,1,3,4,5,10,12 in turn). `now` is in
 * milliseconds; the date range is the last 30 days, whole days as the portal sends them.
 */
function contentListCases(now: number): Record<string, string> {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const start = (today - 29 * DAY_MS) / 1000;
  const end = (today + DAY_MS) / 1000 - 1;
  return {
    unfiltered: 'page=1&page_size=10',
    status_and_dates: `status=3,4&publish_date_start=${start}&publish_date_end=${end}&page=1&page_size=10`,
    // Matches a few dozen seeded posts, none of the bulk rows.
    keyword_selective: 'keyword=sambal&page=1&page_size=10',
    // Matches every bulk row.
    keyword_broad: 'keyword=item&page=1&page_size=10',
    // The case measured as content_list_filtered before issue 15.
    status_and_keyword_broad: 'status=3,4&keyword=item&page=3&page_size=10',
  };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** A plan in one line: each node outermost first, with the index it reads (`Limit > Index Scan content_creator_updated`). */
function planLine(node: PlanNode): string {
  const self = `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`;
  const children = (node.Plans ?? []).map(planLine);
  if (children.length === 0) return self;
  return `${self} > ${children.length === 1 ? children[0] : `(${children.join(', ')})`}`;
}

/** EXPLAIN ANALYZE of one statement as the server runs it: its plan in one line and its execution time. */
async function explain(db: Kysely<Database>, statement: Compilable) {
  const compiled = statement.compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] | string }>(
    CompiledQuery.raw(`explain (analyze, format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const cell = result.rows[0]!['QUERY PLAN'];
  const [plan] = typeof cell === 'string' ? (JSON.parse(cell) as [{ Plan: PlanNode; 'Execution Time': number }]) : cell;
  return { plan: planLine(plan.Plan), ms: Math.round(plan['Execution Time'] * 100) / 100 };
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
  const settings = { uploadDir, captchaTestCode: 'B3NC' };
  const app = createApp({ db: database.db, clock: new ManualClock(now), log: () => {}, settings });
  // The same server with no remembered totals: every searched or dated request counts (what a new search costs).
  const counting = createApp({ db: database.db, clock: new ManualClock(now), log: () => {}, settings: { ...settings, countCacheEntries: 0 } });
  // Whatever the seed left due is settled before measuring, like a server that has been running.
  await app.services.scheduler.catchUp();
  await sql`vacuum analyze`.execute(database.db);
  const listen = async (fetch: typeof app.fetch) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const main = await listen(app.fetch);
  const uncached = await listen(counting.fetch);
  const token = await createSession(database.db, app.services.clock, demo.id, 3600_000);
  const headers = { authorization: `Bearer ${token}` };
  // autocannon stops at its time with requests still running in the server; the next one waits for them, as the
  // health check queues behind them (PGlite runs one statement at a time, the pool hands out connections in turn).
  const drained = () => fetch(`${main.base}/healthz`).then((response) => response.text());
  const load = async (url: string) => {
    const result = await autocannon({ url, connections: 10, duration: seconds, headers });
    await drained();
    return { requests_per_second: Math.round(result.requests.average), p99_ms: result.latency.p99, errors: result.errors + result.non2xx };
  };
  try {
    const contentList: Record<string, unknown> = { rows };
    // Not measured: every case once first, warming the JIT, the pool's connections and their caches, and the
    // remembered counts (else the first case measured pays for all of it).
    progress(`warm-up, ${warmupSeconds} s a case`);
    for (const query of Object.values(contentListCases(now))) {
      await autocannon({ url: `${main.base}/mp-api/v3/api/content?${query}`, connections: 10, duration: warmupSeconds, headers });
      await drained();
    }
    for (const [name, query] of Object.entries(contentListCases(now))) {
      const url = `${main.base}/mp-api/v3/api/content?${query}`;
      const answer = (await (await fetch(url, { headers })).json()) as { data: { count: number } };
      const statements = contentListStatements(database.db, demo.id, routes.listContent.query.parse(Object.fromEntries(new URLSearchParams(query))));
      const plans = { page: await explain(database.db, statements.rows), ...(statements.counted ? { count: await explain(database.db, statements.count()) } : {}) };
      progress(`content list ${name} (${answer.data.count} of ${rows} rows match), ${seconds} s`);
      const figures: Record<string, unknown> = { query, matches: answer.data.count, ...(await load(url)), plans };
      if (statements.counted) {
        progress(`  the same, every request counting, ${seconds} s`);
        figures.without_count_cache = await load(`${uncached.base}/mp-api/v3/api/content?${query}`);
      }
      contentList[name] = figures;
    }
    progress(`notices list, ${seconds} s`);
    const noticesList = await load(`${main.base}/mp-api/v3/api/notifies?page=1`);
    return { contentList, noticesList };
  } finally {
    for (const { server } of [main, uncached]) await new Promise((resolve) => server.close(resolve));
    await database.drop();
    await rm(uploadDir, { recursive: true, force: true });
  }
}

async function measureFuzz() {
  const server = await startTestServer();
  try {
    let token = await server.signIn(DEMO_ACCOUNTS.demo);
    const demo = await server.db.selectFrom('creator').select('id').where('email', '=', DEMO_ACCOUNTS.demo).executeTakeFirstOrThrow();
    const signing = (await server.call('GET', '/mp-api/v3/api/upload_token', { token, query: { names: 'a.png', upload_type: 'image' } })).body.data;
    const context = { db: server.db, base: server.base, encrypt: server.encrypt, signing };
    const targets = [...routeTargets(await validSamples(context)), storageTarget(context)];
    const writes = await installWriteCounter(server.db);
    const started = performance.now();
    const outcomes: FuzzOutcome[] = [];
    for (const [index, target] of targets.entries()) {
      progress(`fuzz ${target.name}, ${fuzzRuns} requests`);
      const outcome = await fuzzTarget(target, {
        // In process: the figure is the server's, not the loopback's.
        send: (request) => Promise.resolve(server.app.fetch(request)),
        base: server.base,
        writes,
        token: async () => token,
        runs: fuzzRuns,
        deadline: fuzzBudgetMs === undefined ? undefined : Date.now() + fuzzBudgetMs,
        seed: fuzzSeed === undefined ? undefined : fuzzSeed + index,
        // Every failure is counted, not only the first.
        keepGoing: true,
        async afterAccepted(accepted) {
          // A new session straight in the database: the sign-in's own cost is the sign_in figure.
          if (accepted.name === 'logout') token = await createSession(server.db, server.clock, demo.id, server.app.services.settings.sessionTtlMs);
        },
      });
      if (outcome.serverErrors > 0 || outcome.refusedWrites > 0) progress(`  ${outcome.serverErrors} answer(s) of 500 or more, ${outcome.refusedWrites} refused request(s) that wrote`);
      outcomes.push(outcome);
    }
    const total = (pick: (outcome: FuzzOutcome) => number) => outcomes.reduce((sum, outcome) => sum + pick(outcome), 0);
    return {
      runs_per_endpoint_requested: fuzzRuns,
      budget_ms_per_endpoint: fuzzBudgetMs ?? null,
      endpoints: outcomes.length,
      total_runs: total((outcome) => outcome.runs),
      total_refused: total((outcome) => outcome.refused),
      total_accepted: total((outcome) => outcome.accepted),
      total_server_errors: total((outcome) => outcome.serverErrors),
      total_refused_writes: total((outcome) => outcome.refusedWrites),
      ms: Math.round(performance.now() - started),
      failures: outcomes.flatMap((outcome) => outcome.failures),
      per_endpoint: Object.fromEntries(
        outcomes.map((outcome) => [
          outcome.target,
          {
            runs: outcome.runs,
            refused: outcome.refused,
            accepted: outcome.accepted,
            server_errors: outcome.serverErrors,
            refused_writes: outcome.refusedWrites,
            ms: outcome.ms,
            seed: outcome.seed,
          },
        ]),
      ),
    };
  } finally {
    await server.close();
  }
}

/**
 * What a content-list page's cover images weigh as originals and as the thumbnails the list asks for
 * (`?w=320&h=320`, upload/thumbnails.ts): the first cover of each of the 10 items of the demo creator's first
 * page (the seed's images: flat banded PNGs, so the figure says little), and the same page with 10 photographs
 * made here (1080 × 1440 JPEG at quality 88, src/testing/photos.ts), each measured over HTTP as the browser gets it.
 */
async function measureThumbnails() {
  const server = await startTestServer();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const timedBytes = async (url: string) => {
    const started = performance.now();
    const response = await fetch(url);
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return { bytes, ms: performance.now() - started };
  };
  const page = async (urls: string[]) => {
    const originals = await Promise.all(urls.map((url) => timedBytes(url)));
    const sizes: Record<string, number> = {};
    const firstMs: number[] = [];
    const cachedMs: number[] = [];
    for (const query of ['w=640', 'w=400&h=413', 'w=320&h=320']) {
      // One after the other: the time of one encode, then of one read from the cache.
      const first: { bytes: number; ms: number }[] = [];
      for (const url of urls) first.push(await timedBytes(`${url}?${query}`));
      for (const url of urls) cachedMs.push((await timedBytes(`${url}?${query}`)).ms);
      firstMs.push(...first.map((one) => one.ms));
      sizes[query] = first.reduce((sum, one) => sum + one.bytes, 0);
    }
    const originalBytes = originals.reduce((sum, one) => sum + one.bytes, 0);
    const listBytes = sizes['w=320&h=320']!;
    return {
      images: urls.length,
      original_bytes: originalBytes,
      thumbnail_bytes: listBytes,
      thumbnail_share: Math.round((listBytes / originalBytes) * 1000) / 1000,
      bytes_by_size: sizes,
      first_request_ms_median: Math.round(median(firstMs) * 10) / 10,
      cached_request_ms_median: Math.round(median(cachedMs) * 10) / 10,
    };
  };
  try {
    const demo = await server.db.selectFrom('creator').select('id').where('email', '=', DEMO_ACCOUNTS.demo).executeTakeFirstOrThrow();
    const token = await createSession(server.db, server.clock, demo.id, 3600_000);
    const listed = await server.call<{ list: { cover_images: string[] }[] }>('GET', '/mp-api/v3/api/content', { token, query: { page: 1, page_size: 10 } });
    const covers = listed.body.data.list.flatMap((item) => item.cover_images.slice(0, 1));
    progress(`thumbnails of a list page: ${covers.length} seed covers`);
    const seedImages = { items: listed.body.data.list.length, ...(await page(covers)) };
    const photos: string[] = [];
    for (let index = 1; index <= 10; index += 1) {
      const key = `content/${demo.id}/bench/photo${index}_1080_1440.jpg`;
      const bytes = await photoLike(1080, 1440, index);
      await server.app.services.files.write(key, bytes);
      await server.db.insertInto('stored_file').values({ key, content_type: 'image/jpeg', size: bytes.length, created_at: server.clock.now(), owner_id: demo.id }).execute();
      photos.push(`${server.base}/storage/${key}`);
    }
    progress('thumbnails of a list page: 10 photographs, 1080 × 1440 JPEG');
    return {
      list_page_seed_images: { ...seedImages, images_are: 'the seed images: flat two-colour banded PNGs (src/db/png.ts), far smaller than photographs' },
      list_page_photographs: { items: photos.length, ...(await page(photos)), images_are: 'photograph stand-ins made in the bench: 1080 × 1440 JPEG, quality 88 (src/testing/photos.ts)' },
    };
  } finally {
    await server.close();
  }
}

/** The password check of one sign-in (and the hash a password change or a rehash makes), at today's cost. */
async function measureSignIn() {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const timed = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
    const started = performance.now();
    const result = await work();
    return [performance.now() - started, result];
  };
  const password = 'Bench-passw0rd';
  const hashMs: number[] = [];
  const verifyMs: number[] = [];
  let hash = '';
  for (let run = 0; run < signInRuns; run += 1) {
    const [hashed, produced] = await timed(() => hashPassword(password));
    hashMs.push(hashed);
    hash = produced;
    const [verified, right] = await timed(() => verifyPassword(password, produced));
    if (!right) throw new Error('verifyPassword refused the password it had just hashed');
    verifyMs.push(verified);
  }
  // `scrypt$N$r$p$salt$hash`
  const [scheme, N, r, p] = hash.split('$');
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    runs: signInRuns,
    hash_ms_median: round(median(hashMs)),
    verify_ms_median: round(median(verifyMs)),
    hash_ms: hashMs.map(round),
    verify_ms: verifyMs.map(round),
    scheme: scheme ?? null,
    scrypt: { N: Number(N), r: Number(r), p: Number(p) },
    /** scrypt's memory per check: 128 · N · r bytes. */
    memory_mib: round((128 * Number(N) * Number(r)) / 1024 / 1024),
  };
}

const database = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
progress(`reference server bench on ${database}${asked.length > 0 ? `: ${asked.join(', ')}` : ''}`);
const results: Record<string, unknown> = { database };
if (want('startup')) {
  progress('start-up');
  const startup = await measureStartup();
  Object.assign(results, { startup_ms: startup.ms, startup_reported_ms: startup.reported_ms });
}
if (want('load')) {
  const load = await measureLoad();
  Object.assign(results, {
    seconds_per_measurement: seconds,
    warmup_seconds_per_case: warmupSeconds,
    content_list: load.contentList,
    notices_list: load.noticesList,
  });
}
if (want('thumbnails')) results.thumbnails = await measureThumbnails();
if (want('fuzz')) results.fuzz = await measureFuzz();
if (want('sign_in')) {
  progress(`sign-in password check, ${signInRuns} runs`);
  results.sign_in = await measureSignIn();
}
if (want('hostile')) results.hostile = await measureHostile();
process.stdout.write(`${JSON.stringify(results)}\n`);
process.exit(0);
