import { routes, routePath, type RouteName } from '@creator/api/schemas/routes';
import { LOCALES } from '@creator/domain/locales';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { anyJson, DEEP_RAW, edgeNumberText, mutatedRecord, text } from './fuzz-values';

/**
 * The fuzz harness: random and mutated requests to every call of the contract (and the storage endpoint),
 * checking that none answers a 5xx and that every refused one leaves the database exactly as it was.
 */

const TABLES = [
  'config_entry',
  'server_secret',
  'creator',
  'profile_change',
  'session',
  'captcha',
  'ticket',
  'outbox',
  'content',
  'notice',
  'polish_task',
  'tag',
  'hashtag',
  'stored_file',
] as const satisfies readonly (keyof Database)[];

/** Counts every row written to any table (row triggers, so a statement that changes nothing counts nothing). */
export async function installWriteCounter(db: Kysely<Database>): Promise<() => Promise<number>> {
  await sql`create table if not exists fuzz_write_counter (id int primary key, n bigint not null)`.execute(
    db,
  );
  await sql`insert into fuzz_write_counter values (1, 0) on conflict do nothing`.execute(db);
  await sql`create or replace function fuzz_count_write() returns trigger language plpgsql as $$
    begin update fuzz_write_counter set n = n + 1 where id = 1; return null; end $$`.execute(db);
  for (const table of TABLES) {
    await sql`drop trigger if exists fuzz_count on ${sql.table(table)}`.execute(db);
    await sql`create trigger fuzz_count after insert or update or delete on ${sql.table(table)} for each row execute function fuzz_count_write()`.execute(
      db,
    );
  }
  return async () => {
    const { rows } = await sql<{ n: number | string }>`select n from fuzz_write_counter where id = 1`.execute(
      db,
    );
    return Number(rows[0]?.n ?? 0);
  };
}

export interface ValidSample {
  query?: Record<string, string>;
  body?: unknown;
  params?: Record<string, string>;
}

export interface FuzzTarget {
  name: string;
  method: string;
  path: string;
  session: boolean;
  valid: ValidSample;
  /** A multipart target (the storage endpoint) instead of JSON. */
  multipart?: { file: Uint8Array };
}

/** One target per call of the routes table, with the valid sample the caller gives for it. */
export function routeTargets(samples: Record<RouteName, ValidSample>): FuzzTarget[] {
  return (Object.keys(routes) as RouteName[]).map((name) => {
    const route = routes[name];
    return { name, method: route.method, path: route.path, session: route.session, valid: samples[name] };
  });
}

export interface FuzzRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** A JSON text, or a multipart form. */
  body?: string | FormData;
  withSession: boolean;
  /** The `clang` header: every message of the answer is written in it (none, one of the four, or unknown). */
  clang?: string;
}

function requestArbitrary(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const validQuery = target.valid.query ?? {};
  const query = fc
    .oneof(
      { weight: 3, arbitrary: mutatedRecord(validQuery, text) as fc.Arbitrary<Record<string, string>> },
      { weight: 1, arbitrary: fc.constant(validQuery) },
    )
    .map((record) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, String(value)])));
  const paramValue = fc.oneof(
    text,
    edgeNumberText,
    fc.integer().map(String),
    fc.constant(target.valid.params?.id ?? '1'),
  );
  const path = target.path.includes(':')
    ? paramValue.map((id) => routePath(target.path, { id }))
    : fc.constant(target.path);
  const session = fc.oneof(
    { weight: 9, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  );

  let body: fc.Arbitrary<string | FormData | undefined> = fc.constant(undefined);
  if (target.multipart) {
    const fields = target.valid.body as Record<string, string>;
    const file = fc.oneof(fc.constant(target.multipart.file), fc.uint8Array({ maxLength: 64 }));
    body = fc.tuple(mutatedRecord(fields, text), file).map(([record, bytes]) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(record)) form.append(key, String(value));
      form.append('file', new Blob([new Uint8Array(bytes)]), 'file.png');
      return form;
    });
  } else if (target.valid.body !== undefined) {
    const valid = target.valid.body as Record<string, unknown>;
    const json = fc
      .oneof(mutatedRecord(valid, anyJson), anyJson)
      .map((value) => JSON.stringify(value) ?? 'null');
    const cut = fc
      .nat({ max: Math.max(1, JSON.stringify(valid).length - 1) })
      .map((length) => JSON.stringify(valid).slice(0, length));
    // 100 000 levels of arrays (200 KB) in a known field: written as text, since JSON.stringify would recurse.
    const keys = Object.keys(valid);
    const deep = fc
      .constantFrom(...(keys.length > 0 ? keys : ['x']))
      .map((key) => `{${JSON.stringify(key)}:${DEEP_RAW}}`);
    body = fc.oneof(
      { weight: 12, arbitrary: json },
      { weight: 2, arbitrary: cut },
      { weight: 2, arbitrary: fc.string({ maxLength: 80 }) },
      { weight: 1, arbitrary: deep },
    );
  }
  const clang = fc.constantFrom(undefined, ...LOCALES, 'fr-FR', '');
  return fc.record({ method: fc.constant(target.method), path, query, body, withSession: session, clang });
}

export interface FuzzOutcome {
  target: string;
  /** The fast-check seed of this target's run: given again as `seed`, it draws the same requests. */
  seed: number;
  runs: number;
  refused: number;
  accepted: number;
  /** Answers of 500 or more. */
  serverErrors: number;
  /** Refused requests that wrote all the same. */
  refusedWrites: number;
  /** Counterexamples (the first few): a 5xx, or a refused request that wrote. */
  failures: string[];
  ms: number;
}

export interface FuzzOptions {
  /** Sends one request (over HTTP in tests, in process in the bench). */
  send(request: Request): Promise<Response>;
  base: string;
  writes(): Promise<number>;
  token(): Promise<string>;
  runs: number;
  /** Called after an accepted request, e.g. to sign in again after a logout. */
  afterAccepted?(target: FuzzTarget): Promise<void>;
  /** Stop early (an opt-in time budget of the bench). */
  deadline?: number;
  /** The fast-check seed; a random one (reported in the outcome) when absent. */
  seed?: number;
  /** Go on after a failure and count every one (the bench's figures), rather than stop at the first (tests). */
  keepGoing?: boolean;
}

/** Failures kept as text per target; the counters go on counting. */
const FAILURES_KEPT = 20;

function describeRequest(method: string, url: URL): string {
  const where = `${url.pathname}${url.search}`;
  return `${method} ${where.length > 300 ? `${where.slice(0, 300)}… (${where.length} characters)` : where}`;
}

export async function fuzzTarget(target: FuzzTarget, options: FuzzOptions): Promise<FuzzOutcome> {
  const started = performance.now();
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const outcome: FuzzOutcome = {
    target: target.name,
    seed,
    runs: 0,
    refused: 0,
    accepted: 0,
    serverErrors: 0,
    refusedWrites: 0,
    failures: [],
    ms: 0,
  };
  const fail = (text: string) => {
    if (outcome.failures.length < FAILURES_KEPT) outcome.failures.push(text);
  };
  await fc
    .assert(
      fc.asyncProperty(requestArbitrary(target), async (request) => {
        if (options.deadline !== undefined && Date.now() > options.deadline) return;
        const url = new URL(request.path, options.base);
        for (const [key, value] of Object.entries(request.query)) url.searchParams.set(key, value);
        // Each request on its own connection: the server may answer a big body before reading it and then close
        // the socket, which must not fail the next request (the harness's sign-in among them) on a reused one.
        const headers: Record<string, string> = { connection: 'close' };
        if (request.withSession) headers.authorization = `Bearer ${await options.token()}`;
        if (typeof request.body === 'string') headers['content-type'] = 'application/json';
        if (request.clang !== undefined) headers.clang = request.clang;
        const before = await options.writes();
        const response = await options.send(
          new Request(url, { method: request.method, headers, body: request.body }),
        );
        const text = await response.text();
        let code: number | undefined;
        try {
          code = (JSON.parse(text) as { code?: number }).code;
        } catch {
          code = undefined;
        }
        outcome.runs += 1;
        const refused = response.status >= 400 || code !== 0;
        let failed = false;
        if (response.status >= 500) {
          outcome.serverErrors += 1;
          failed = true;
          fail(
            `${describeRequest(request.method, url)} → ${response.status} ${text.slice(0, 200)} (seed ${seed})`,
          );
        }
        if (refused) {
          outcome.refused += 1;
          const after = await options.writes();
          if (after !== before) {
            outcome.refusedWrites += 1;
            failed = true;
            fail(
              `${describeRequest(request.method, url)} was refused (${response.status}, ${code}) but wrote ${after - before} row(s) (seed ${seed})`,
            );
          }
        } else {
          outcome.accepted += 1;
          await options.afterAccepted?.(target);
        }
        return options.keepGoing === true || !failed;
      }),
      { numRuns: options.runs, seed, endOnFailure: true },
    )
    .catch((error: unknown) => {
      // A property that threw (not a plain false) is a harness or transport failure: report it too.
      const cause =
        error instanceof Error && error.cause !== undefined
          ? ` (cause: ${String(error.cause).slice(0, 300)})`
          : '';
      if (outcome.failures.length === 0)
        outcome.failures.push(
          `${target.name}: ${error instanceof Error ? error.message.slice(0, 500) : String(error)}${cause}`,
        );
    });
  outcome.ms = Math.round(performance.now() - started);
  return outcome;
}
