import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { createSession } from '../security/sessions';
import {
  fuzzTarget,
  installWriteCounter,
  routeTargets,
  type FuzzOptions,
  type FuzzTarget,
} from '../testing/fuzz';
import { storageTarget, validSamples } from '../testing/fuzz-samples';
import { startTestServer, type TestServer } from '../testing/harness';
import { startStallWatchdog } from '../testing/watchdog';

/**
 * The longest the event loop may be held (CPU time of this thread) between two ticks of the watchdog by a request's
 * own work: the garbage collector's pauses are taken out (testing/watchdog.ts), as they fall on whichever request
 * runs when the process's heap asks for one. They made this test fail at random on a busy machine (a different call
 * each time, at 106 and 118 ms, where the work itself stays under 50 ms).
 */
const STALL_CEILING_MS = 100;
/**
 * A looser ceiling with the collector's pauses left in: a request that makes the process collect for long (a
 * large allocation from fuzzed input) holds every other request as surely as its own work does.
 */
const STALL_WITH_PAUSES_CEILING_MS = 250;
/** ~300 random and mutated requests per call; FUZZ_RUNS sets it. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
/** Fixed by default, so that a run is repeatable (the n-th call uses SEED + n); FUZZ_SEED draws other requests. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_102);

let server: TestServer;
let targets: FuzzTarget[];
let options: FuzzOptions;

beforeAll(async () => {
  server = await startTestServer();
  let token = await server.signIn(DEMO_ACCOUNTS.demo);
  const demoId = (
    await server.db
      .selectFrom('creator')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.demo)
      .executeTakeFirstOrThrow()
  ).id;
  const signing = (
    await server.call('GET', '/mp-api/v3/api/upload_token', {
      token,
      query: { names: 'a.png', upload_type: 'image' },
    })
  ).body.data;
  const context = { db: server.db, base: server.base, encrypt: server.encrypt, signing };
  targets = [...routeTargets(await validSamples(context)), storageTarget(context)];
  const writes = await installWriteCounter(server.db);
  options = {
    send: (request) => fetch(request),
    base: server.base,
    writes,
    token: async () => token,
    runs: RUNS,
    async afterAccepted(target) {
      // An accepted logout ends the session the harness sends: a new one straight in the database, since the
      // sign-in itself is fuzzed on its own and its password check costs a third of a second.
      if (target.name === 'logout')
        token = await createSession(
          server.db,
          server.clock,
          demoId,
          server.app.services.settings.sessionTtlMs,
        );
    },
  };
});

afterAll(async () => {
  await server?.close();
});

describe('fuzzing every call', () => {
  it('has a valid sample for every call of the routes table', () => {
    expect(targets.every((target) => target.valid !== undefined)).toBe(true);
    expect(targets.length).toBeGreaterThanOrEqual(34);
  });

  it(
    'never answers a 5xx, a refused request never writes, and no request holds the event loop',
    { timeout: 20 * 60_000 },
    async () => {
      const outcomes = [];
      const stalls: { target: string; workWorstMs: number; worstMs: number; longestGcMs: number }[] = [];
      for (const [index, target] of targets.entries()) {
        // The server runs in this process: the watchdog sees its loop, in CPU time of this thread (testing/watchdog.ts).
        const watchdog = startStallWatchdog();
        outcomes.push(await fuzzTarget(target, { ...options, seed: SEED + index }));
        const stall = watchdog.stop();
        if (stall.clock === 'thread-cpu') {
          const { workWorstMs, worstMs, longestGcMs } = stall;
          stalls.push({ target: target.name, workWorstMs, worstMs, longestGcMs });
        }
      }
      if (process.env.FUZZ_REPORT) console.table(outcomes.map(({ failures: _, ...rest }) => rest));
      if (process.env.FUZZ_REPORT) console.table(stalls);
      // Issue 31: a request that holds the loop holds every other creator's request; none may over STALL_CEILING_MS.
      expect(stalls.filter((stall) => stall.workWorstMs > STALL_CEILING_MS)).toEqual([]);
      expect(stalls.filter((stall) => stall.worstMs > STALL_WITH_PAUSES_CEILING_MS)).toEqual([]);
      const failures = outcomes.flatMap((outcome) => outcome.failures);
      expect(failures).toEqual([]);
      for (const outcome of outcomes) expect(outcome.runs, outcome.target).toBe(RUNS);
      // The mutations must reach refusals on every call (else the harness tests nothing).
      for (const outcome of outcomes.filter(
        (item) => item.target !== 'fetchCaptcha' && item.target !== 'getAccount',
      )) {
        expect(outcome.refused, outcome.target).toBeGreaterThan(0);
      }
    },
  );
});
