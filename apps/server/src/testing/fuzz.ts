import { routes, routePath, type RouteName } from '@creator/api/schemas/routes';
import { LOCALES } from '@creator/domain/locales';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

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
  await sql`create table if not exists fuzz_write_counter (id int primary key, n bigint not null)`.execute(db);
  await sql`insert into fuzz_write_counter values (1, 0) on conflict do nothing`.execute(db);
  await sql`create or replace function fuzz_count_write() returns trigger language plpgsql as $$
    begin update fuzz_write_counter set n = n + 1 where id = 1; return null; end $$`.execute(db);
  for (const table of TABLES) {
    await sql`drop trigger if exists fuzz_count on ${sql.table(table)}`.execute(db);
    await sql`create trigger fuzz_count after insert or update or delete on ${sql.table(table)} for each row execute function fuzz_count_write()`.execute(db);
  }
  return async () => {
    const { rows } = await sql<{ n: number | string }>`select n from fuzz_write_counter where id = 1`.execute(db);
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

const hostile = fc.constantFrom(
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  '../../etc/passwd',
  '..%2f..%2f',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%',
  '\u0000',
  '😀'.repeat(40),
  '9'.repeat(30),
  'x'.repeat(3000),
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }), hostile);
const leaf = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(-1), fc.constant(2 ** 53));
const anyJson = fc.oneof(leaf, fc.jsonValue({ maxDepth: 3 }), fc.array(leaf, { maxLength: 5 }));

function mutatedRecord(valid: Record<string, unknown>, value: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  const options: fc.Arbitrary<Record<string, unknown>>[] = [
    fc.constant(valid),
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), value).map(([key, extra]) => ({ ...valid, [key]: extra })),
    fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 4 }),
  ];
  if (keys.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...keys), value).map(([key, replaced]) => ({ ...valid, [key]: replaced })),
      fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key))),
      fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...keys), value, value).map(([a, b, first, second]) => ({ ...valid, [a]: first, [b]: second })),
    );
  }
  return fc.oneof(...options);
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
  const query = fc.oneof(
    { weight: 3, arbitrary: mutatedRecord(validQuery, text) as fc.Arbitrary<Record<string, string>> },
    { weight: 1, arbitrary: fc.constant(validQuery) },
  ).map((record) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, String(value)])));
  const paramValue = fc.oneof(text, fc.integer().map(String), fc.constant(target.valid.params?.id ?? '1'));
  const path = target.path.includes(':') ? paramValue.map((id) => routePath(target.path, { id })) : fc.constant(target.path);
  const session = fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });

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
    const json = fc.oneof(mutatedRecord(valid, anyJson), anyJson).map((value) => JSON.stringify(value) ?? 'null');
    const cut = fc.nat({ max: Math.max(1, JSON.stringify(valid).length - 1) }).map((length) => JSON.stringify(valid).slice(0, length));
    body = fc.oneof({ weight: 6, arbitrary: json }, { weight: 1, arbitrary: cut }, { weight: 1, arbitrary: fc.string({ maxLength: 80 }) });
  }
  const clang = fc.constantFrom(undefined, ...LOCALES, 'fr-FR', '');
  return fc.record({ method: fc.constant(target.method), path, query, body, withSession: session, clang });
}

export interface FuzzOutcome {
  target: string;
  runs: number;
  refused: number;
  accepted: number;
  /** Counterexamples: a 5xx, or a refused request that wrote. */
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
  /** Stop early (bench time budget). */
  deadline?: number;
  seed?: number;
}

export async function fuzzTarget(target: FuzzTarget, options: FuzzOptions): Promise<FuzzOutcome> {
  const started = performance.now();
  const outcome: FuzzOutcome = { target: target.name, runs: 0, refused: 0, accepted: 0, failures: [], ms: 0 };
  await fc.assert(
    fc.asyncProperty(requestArbitrary(target), async (request) => {
      if (options.deadline !== undefined && Date.now() > options.deadline) return;
      const url = new URL(request.path, options.base);
      for (const [key, value] of Object.entries(request.query)) url.searchParams.set(key, value);
      const headers: Record<string, string> = {};
      if (request.withSession) headers.authorization = `Bearer ${await options.token()}`;
      if (typeof request.body === 'string') headers['content-type'] = 'application/json';
      if (request.clang !== undefined) headers.clang = request.clang;
      const before = await options.writes();
      const response = await options.send(new Request(url, { method: request.method, headers, body: request.body }));
      const text = await response.text();
      let code: number | undefined;
      try {
        code = (JSON.parse(text) as { code?: number }).code;
      } catch {
        code = undefined;
      }
      outcome.runs += 1;
      const refused = response.status >= 400 || code !== 0;
      if (response.status >= 500) outcome.failures.push(`${request.method} ${url.pathname}${url.search} → ${response.status} ${text.slice(0, 200)}`);
      if (refused) {
        outcome.refused += 1;
        const after = await options.writes();
        if (after !== before) outcome.failures.push(`${request.method} ${url.pathname}${url.search} was refused (${response.status}, ${code}) but wrote ${after - before} row(s)`);
      } else {
        outcome.accepted += 1;
        await options.afterAccepted?.(target);
      }
      return outcome.failures.length === 0;
    }),
    { numRuns: options.runs, seed: options.seed, endOnFailure: true },
  ).catch((error: unknown) => {
    // A property that threw (not a plain false) is a harness or transport failure: report it too.
    const cause = error instanceof Error && error.cause !== undefined ? ` (cause: ${String(error.cause).slice(0, 300)})` : '';
    if (outcome.failures.length === 0) outcome.failures.push(`${target.name}: ${error instanceof Error ? error.message.slice(0, 500) : String(error)}${cause}`);
  });
  outcome.ms = Math.round(performance.now() - started);
  return outcome;
}
