import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { AdvisoryLeadership, LEADER_LOCK } from './leader';

/** Asking again every 50 ms: a handover is seen within the test's wait ceiling on any machine. */
const RETRY_MS = 50;
let database: TestDatabase;
const started: AdvisoryLeadership[] = [];

function candidate(): AdvisoryLeadership {
  const leadership = new AdvisoryLeadership(database.url!, () => undefined, RETRY_MS);
  started.push(leadership);
  return leadership;
}

/** The sessions holding the leader's lock, as PostgreSQL sees them. */
async function holders(): Promise<number[]> {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      "select pid from pg_locks where locktype = 'advisory' and granted and objid = $1 and database = (select oid from pg_database where datname = current_database())",
      [LEADER_LOCK],
    );
    return rows.map((row) => row.pid);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(started.map((leadership) => leadership.stop()));
  await database?.drop();
});

describe('one leader among the instances on one PostgreSQL', () => {
  it('gives the lead to one instance, and hands it over when that one stops', async () => {
    const first = candidate();
    const second = candidate();
    await first.start();
    await second.start();
    expect([first.isLeader, second.isLeader]).toEqual([true, false]);
    expect(await holders()).toHaveLength(1);
    await first.stop();
    await expect.poll(() => second.isLeader).toBe(true);
    expect(first.isLeader).toBe(false);
    expect(await holders()).toHaveLength(1);
    await second.stop();
  });

  it('notices when its connection is ended from outside, and leads again on a new one', async () => {
    const said: string[] = [];
    const leadership = new AdvisoryLeadership(
      database.url!,
      (line) => said.push(String(line.level)),
      RETRY_MS,
    );
    started.push(leadership);
    await leadership.start();
    const [pid] = await holders();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    // It led, lost the lead with its connection, and leads again.
    await expect.poll(() => said).toEqual(['info', 'warn', 'info']);
    expect(leadership.isLeader).toBe(true);
    const now = await holders();
    expect(now).toHaveLength(1);
    expect(now).not.toContain(pid);
  });
});
