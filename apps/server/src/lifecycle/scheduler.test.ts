import { ContentStatus } from '@creator/domain/content';
import { NoticeType } from '@creator/domain/notices';
import { describe, expect, it } from 'vitest';
import { contentCalls, HOUR } from '../testing/content-calls';
import { demoServerForFile } from '../testing/demo-server';
import { TEST_REVIEW_DELAY_MS, type TestServer } from '../testing/harness';
import type { Leadership } from './leader';
import { advanceLifecycle, Scheduler } from './scheduler';

let server: TestServer;
let demo: string;
let demoId: number;

demoServerForFile((started) => {
  ({ server, demo, demoId } = started);
});

const { publish, article } = contentCalls(() => ({ server, demo, demoId }));

describe('the lifecycle run by several instances at once', () => {
  it('puts each scheduled article live once, with one notice each, however many runs race', async () => {
    const publishAt = Math.floor((server.clock.now() + 2 * HOUR) / 1000);
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const { body } = await publish(article({ title: `Scheduled ${index}`, publish_date: publishAt }));
      expect(body.code).toBe(0);
      ids.push(body.data.content_id as number);
    }
    server.clock.advance(TEST_REVIEW_DELAY_MS + 2 * HOUR + 1000);
    // Five runs at once, as the leader's timer and four instances catching up before a request would: on
    // PostgreSQL each runs on a connection of its own.
    await Promise.all(Array.from({ length: 5 }, () => advanceLifecycle(server.db, server.clock.now())));
    const rows = await server.db
      .selectFrom('content')
      .select(['content_id', 'status'])
      .where('content_id', 'in', ids)
      .execute();
    expect(rows.map((row) => row.status)).toEqual(ids.map(() => ContentStatus.published));
    const notices = await server.db
      .selectFrom('notice')
      .select('target_id')
      .where('type', '=', NoticeType.articleLive)
      .where('target_id', 'in', ids)
      .execute();
    expect(notices.map((notice) => notice.target_id).sort()).toEqual([...ids].sort());
  });
});

describe('the periodic work of an instance that does not lead', () => {
  it('leaves the purge to the leader, and purges once it leads', async () => {
    let leads = false;
    const leadership: Leadership = {
      get isLeader() {
        return leads;
      },
      stop: async () => undefined,
    };
    const scheduler = new Scheduler(server.db, server.clock);
    // A timer far longer than the test: what is checked is catching up, as before a request.
    scheduler.start(24 * HOUR, leadership);
    try {
      const expired = {
        token_hash: 'expired-session-of-the-scheduler-test',
        creator_id: demoId,
        created_at: 0,
        expires_at: 1,
      };
      await server.db.insertInto('session').values(expired).execute();
      const present = async () =>
        (await server.db
          .selectFrom('session')
          .select('token_hash')
          .where('token_hash', '=', expired.token_hash)
          .executeTakeFirst()) !== undefined;
      await scheduler.catchUp();
      expect(scheduler.leads).toBe(false);
      expect(await present()).toBe(true);
      leads = true;
      server.clock.advance(2000);
      await scheduler.catchUp();
      expect(scheduler.leads).toBe(true);
      expect(await present()).toBe(false);
    } finally {
      scheduler.stop();
    }
  });
});
