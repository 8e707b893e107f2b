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
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureHostile } from './hostile';
import { measureLoad } from './load';
import { fuzzBudgetMs, fuzzRuns, fuzzSeed, progress, seconds, signInRuns, warmupSeconds } from './options';
import { measureThumbnails } from './thumbnails';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { hashPassword, verifyPassword } from '../src/security/passwords';
import { createSession } from '../src/security/sessions';
import { fuzzTarget, installWriteCounter, routeTargets, type FuzzOutcome } from '../src/testing/fuzz';
import { storageTarget, validSamples } from '../src/testing/fuzz-samples';
import { startTestServer } from '../src/testing/harness';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECTIONS = ['startup', 'load', 'thumbnails', 'fuzz', 'sign_in', 'hostile'] as const;
type Section = (typeof SECTIONS)[number];
const asked = process.argv.slice(2);
const unknownSection = asked.find((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknownSection)
  throw new Error(`unknown section ${unknownSection}; the sections are ${SECTIONS.join(', ')}`);
const want = (section: Section) => asked.length === 0 || asked.includes(section);

async function measureStartup(): Promise<{ ms: number; reported_ms: number | null }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'creator-bench-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../src/main.ts'), '--demo'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'db'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      STATIC_ROOT: dataDir,
      DATABASE_URL: '',
    },
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

async function measureFuzz() {
  const server = await startTestServer();
  try {
    let token = await server.signIn(DEMO_ACCOUNTS.demo);
    const demo = await server.db
      .selectFrom('creator')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.demo)
      .executeTakeFirstOrThrow();
    const signing = (
      await server.call('GET', '/mp-api/v3/api/upload_token', {
        token,
        query: { names: 'a.png', upload_type: 'image' },
      })
    ).body.data;
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
          if (accepted.name === 'logout')
            token = await createSession(
              server.db,
              server.clock,
              demo.id,
              server.app.services.settings.sessionTtlMs,
            );
        },
      });
      if (outcome.serverErrors > 0 || outcome.refusedWrites > 0)
        progress(
          `  ${outcome.serverErrors} answer(s) of 500 or more, ${outcome.refusedWrites} refused request(s) that wrote`,
        );
      outcomes.push(outcome);
    }
    const total = (pick: (outcome: FuzzOutcome) => number) =>
      outcomes.reduce((sum, outcome) => sum + pick(outcome), 0);
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
