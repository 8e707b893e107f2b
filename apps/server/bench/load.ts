import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely';
import { routes } from '@creator/api/schemas/routes';
import { createApp } from '../src/app';
import { ManualClock, systemClock } from '../src/clock';
import { contentListStatements } from '../src/content/list';
import { seedBulkContent } from '../src/db/demo/content';
import type { Database } from '../src/db/schema';
import { DEMO_ACCOUNTS, seed } from '../src/db/seed';
import { createSession } from '../src/security/sessions';
import { createTestDatabase } from '../src/testing/test-database';
import { DiskFileStore } from '../src/upload/file-store';
import { progress, seconds, warmupSeconds } from './options';

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
  const result = await db.executeQuery<{
    'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] | string;
  }>(CompiledQuery.raw(`explain (analyze, format json) ${compiled.sql}`, [...compiled.parameters]));
  const cell = result.rows[0]!['QUERY PLAN'];
  const [plan] =
    typeof cell === 'string' ? (JSON.parse(cell) as [{ Plan: PlanNode; 'Execution Time': number }]) : cell;
  return { plan: planLine(plan.Plan), ms: Math.round(plan['Execution Time'] * 100) / 100 };
}

/** The load section: the content list cases and the notices list under autocannon. */
export async function measureLoad() {
  const database = await createTestDatabase();
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'creator-bench-uploads-'));
  const now = systemClock.now();
  await seed(database.db, { files: new DiskFileStore(uploadDir), now });
  const demo = await database.db
    .selectFrom('creator')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.demo)
    .executeTakeFirstOrThrow();
  const existing = await database.db
    .selectFrom('content')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = 100_000;
  await seedBulkContent(database.db, demo.id, rows - Number(existing.n), now);
  const settings = { uploadDir, captchaTestCode: 'B3NC' };
  const app = createApp({ db: database.db, clock: new ManualClock(now), log: () => {}, settings });
  // The same server with no remembered totals: every searched or dated request counts (what a new search costs).
  const counting = createApp({
    db: database.db,
    clock: new ManualClock(now),
    log: () => {},
    settings: { ...settings, countCacheEntries: 0 },
  });
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
    return {
      requests_per_second: Math.round(result.requests.average),
      p99_ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  };
  try {
    const contentList: Record<string, unknown> = { rows };
    // Not measured: every case once first, warming the JIT, the pool's connections and their caches, and the
    // remembered counts (else the first case measured pays for all of it).
    progress(`warm-up, ${warmupSeconds} s a case`);
    for (const query of Object.values(contentListCases(now))) {
      await autocannon({
        url: `${main.base}/mp-api/v3/api/content?${query}`,
        connections: 10,
        duration: warmupSeconds,
        headers,
      });
      await drained();
    }
    for (const [name, query] of Object.entries(contentListCases(now))) {
      const url = `${main.base}/mp-api/v3/api/content?${query}`;
      const answer = (await (await fetch(url, { headers })).json()) as { data: { count: number } };
      const statements = contentListStatements(
        database.db,
        demo.id,
        routes.listContent.query.parse(Object.fromEntries(new URLSearchParams(query))),
      );
      const plans = {
        page: await explain(database.db, statements.rows),
        ...(statements.counted ? { count: await explain(database.db, statements.count()) } : {}),
      };
      progress(`content list ${name} (${answer.data.count} of ${rows} rows match), ${seconds} s`);
      const figures: Record<string, unknown> = {
        query,
        matches: answer.data.count,
        ...(await load(url)),
        plans,
      };
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
