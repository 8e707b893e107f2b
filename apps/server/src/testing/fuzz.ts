import { routes, routePath, type RouteName } from '@creator/api/schemas/routes';
import { LOCALES } from '@creator/domain/locales';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { adversarialString } from './adversarial';

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

/*
 * What the fuzz draws from: the whole range a JSON number or a query text can carry, not only 32 bits (ids
 * live in 32-bit columns, times in bigint milliseconds, lists become bind parameters), plus sizes that a
 * parser or a statement may choke on. The big values are built once and drawn rarely, so that a run stays
 * fast; all but one stay under the 1 MB body limit, so that they reach the schemas rather than the 413.
 */

/** Numbers at and beyond every bound a column or a statement has. */
const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  -(2 ** 53),
  1e20,
  -1e20,
  1e300,
  -1e300,
  Number.MIN_VALUE,
] as const;

/** The same as query and path texts, and the texts JSON cannot carry as numbers. */
const EDGE_NUMBER_TEXTS = [
  ...EDGE_NUMBERS.map(String),
  '-0',
  '2147483648',
  '9007199254740993',
  '18446744073709551616',
  '1e400',
  '-1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x7fffffff',
  '0b1',
  ' 1 ',
  '1_000',
  '١٢٣',
] as const;

const KB = 1024;
/** 100 000 plausible ids (~590 KB of JSON): a list that no statement may take as bind parameters. */
const MANY_IDS: readonly number[] = Array.from({ length: 100_000 }, (_, index) => index + 1);
/** 100 000 short texts (~400 KB of JSON). */
const MANY_TEXTS: readonly string[] = Array.from({ length: 100_000 }, (_, index) => String.fromCharCode(97 + (index % 26)));
/** 1 000 levels of arrays, and of objects. */
const DEEP_ARRAY: unknown = Array.from({ length: 1000 }).reduce<unknown>((inner) => [inner], 1);
const DEEP_OBJECT: unknown = Array.from({ length: 1000 }).reduce<unknown>((inner) => ({ a: inner }), 'x');
/** 100 KB of text, ASCII and astral (4 bytes a character in UTF-8). */
const LONG_TEXT = 'x'.repeat(100 * KB);
const LONG_EMOJI = '😀'.repeat(25 * KB);
/** A comma list long enough to make thousands of bind parameters, under the 16 KB a request line may take over HTTP. */
const LONG_COMMA_LIST = Array.from({ length: 5000 }, () => '3').join(',');
/** 100 000 levels of arrays as JSON text (200 KB). */
const DEEP_RAW = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
/** The one value above the 1 MB body limit (answered 413). */
const OVER_BODY_LIMIT: readonly number[] = Array.from({ length: 200_000 }, (_, index) => 1_000_000 + index);

const edgeNumber = fc.constantFrom<number>(...EDGE_NUMBERS);
const edgeNumberText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<string>(...EDGE_NUMBER_TEXTS) },
  { weight: 1, arbitrary: fc.maxSafeInteger().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
);

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
  '1,2,3',
  LONG_COMMA_LIST,
);
/**
 * Input shaped to make a pattern work hard (testing/adversarial.ts): a lead-in, a long run of one character a
 * pattern loops over, a rejecting end; 10 000 characters fit a query string, 100 000 a body field.
 */
const adversarial = fc.tuple(fc.nat(), fc.constantFrom(10_000, 100_000)).map(([n, length]) => adversarialString(n, length));
/** Texts of a query, a path or a body field. */
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 4, arbitrary: hostile },
  { weight: 4, arbitrary: edgeNumberText },
  { weight: 2, arbitrary: adversarial },
  { weight: 1, arbitrary: fc.constantFrom(LONG_TEXT, LONG_EMOJI) },
);
const leaf = fc.oneof(
  text,
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double(),
  edgeNumber,
  fc.boolean(),
  fc.constant(null),
);
/** The rare big values; OVER_BODY_LIMIT least of all. */
const big = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<unknown>(MANY_IDS, MANY_TEXTS, DEEP_ARRAY, DEEP_OBJECT) },
  { weight: 1, arbitrary: fc.constant<unknown>(OVER_BODY_LIMIT) },
);
/** A list at the edges: of edge numbers, or 100 000 ids or texts. */
const edgeList = fc.oneof(
  { weight: 2, arbitrary: fc.array(edgeNumber, { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(MANY_IDS, MANY_TEXTS) },
);
const anyJson = fc.oneof(
  { weight: 6, arbitrary: leaf },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 2, arbitrary: fc.array(edgeNumber, { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: big },
);

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
  // Aimed at the bounds: a number (or a numeric query text) at an edge, a list grown to 100 000 items.
  const numberKeys = keys.filter((key) => typeof valid[key] === 'number');
  const numericTextKeys = keys.filter((key) => typeof valid[key] === 'string' && /^\d+$/u.test(valid[key]));
  const listKeys = keys.filter((key) => Array.isArray(valid[key]));
  if (numberKeys.length > 0) options.push(fc.tuple(fc.constantFrom(...numberKeys), edgeNumber).map(([key, edge]) => ({ ...valid, [key]: edge })));
  if (numericTextKeys.length > 0) options.push(fc.tuple(fc.constantFrom(...numericTextKeys), edgeNumberText).map(([key, edge]) => ({ ...valid, [key]: edge })));
  if (listKeys.length > 0) options.push(fc.tuple(fc.constantFrom(...listKeys), edgeList).map(([key, list]) => ({ ...valid, [key]: list })));
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
  const paramValue = fc.oneof(text, edgeNumberText, fc.integer().map(String), fc.constant(target.valid.params?.id ?? '1'));
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
    // 100 000 levels of arrays (200 KB) in a known field: written as text, since JSON.stringify would recurse.
    const keys = Object.keys(valid);
    const deep = fc.constantFrom(...(keys.length > 0 ? keys : ['x'])).map((key) => `{${JSON.stringify(key)}:${DEEP_RAW}}`);
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
  const outcome: FuzzOutcome = { target: target.name, seed, runs: 0, refused: 0, accepted: 0, serverErrors: 0, refusedWrites: 0, failures: [], ms: 0 };
  const fail = (text: string) => {
    if (outcome.failures.length < FAILURES_KEPT) outcome.failures.push(text);
  };
  await fc.assert(
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
      let failed = false;
      if (response.status >= 500) {
        outcome.serverErrors += 1;
        failed = true;
        fail(`${describeRequest(request.method, url)} → ${response.status} ${text.slice(0, 200)} (seed ${seed})`);
      }
      if (refused) {
        outcome.refused += 1;
        const after = await options.writes();
        if (after !== before) {
          outcome.refusedWrites += 1;
          failed = true;
          fail(`${describeRequest(request.method, url)} was refused (${response.status}, ${code}) but wrote ${after - before} row(s) (seed ${seed})`);
        }
      } else {
        outcome.accepted += 1;
        await options.afterAccepted?.(target);
      }
      return options.keepGoing === true || !failed;
    }),
    { numRuns: options.runs, seed, endOnFailure: true },
  ).catch((error: unknown) => {
    // A property that threw (not a plain false) is a harness or transport failure: report it too.
    const cause = error instanceof Error && error.cause !== undefined ? ` (cause: ${String(error.cause).slice(0, 300)})` : '';
    if (outcome.failures.length === 0) outcome.failures.push(`${target.name}: ${error instanceof Error ? error.message.slice(0, 500) : String(error)}${cause}`);
  });
  outcome.ms = Math.round(performance.now() - started);
  return outcome;
}
