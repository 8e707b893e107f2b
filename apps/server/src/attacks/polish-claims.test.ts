import { CLAIM_LIFETIME_MS } from '@creator/forms/rules/claim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { purgeExpired } from '../lifecycle/purge';
import { startTestServer, type TestServer } from '../testing/harness';

/*
 * Issue 31, finding 8 (the polish tasks): each attack performed against a real server, now failing. The
 * describe has its own server: the claim tests move its clock by days.
 */

describe('finding 8: a polish claim expires, and claiming needs posting rights', () => {
  let server: TestServer;
  let demo: string;
  let rival: string;
  let reader: string;
  let rivalId: number;

  beforeAll(async () => {
    server = await startTestServer();
    demo = await server.signIn(DEMO_ACCOUNTS.demo);
    rival = await server.signIn(DEMO_ACCOUNTS.rival);
    reader = await server.signIn(DEMO_ACCOUNTS.noPosting);
    rivalId = (
      await server.db
        .selectFrom('creator')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.rival)
        .executeTakeFirstOrThrow()
    ).id;
  });

  afterAll(async () => {
    await server?.close();
  });

  const tasks = (token: string, status: string) =>
    server.call('GET', '/mp-api/v3/api/polish_tasks', { token, query: { status, page_size: 100 } });
  const claim = (token: string, ids: number[]) =>
    server.call('POST', '/mp-api/v3/api/polish_tasks/actions/claim', { token, body: { ids } });
  const pendingIds = async (count: number) =>
    (
      await server.db
        .selectFrom('polish_task')
        .select('id')
        .where('status', '=', 'PENDING')
        .orderBy('id')
        .limit(count)
        .execute()
    ).map((row) => row.id);
  const row = (id: number) =>
    server.db
      .selectFrom('polish_task')
      .select(['status', 'claimed_by', 'claimed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('refuses a claim by a creator without posting rights with 16001, and claims nothing', async () => {
    const [id] = await pendingIds(1);
    const { status, body } = await claim(reader, [id!]);
    expect([status, body.code]).toEqual([200, 16001]);
    expect(await row(id!)).toEqual({ status: 'PENDING', claimed_by: null, claimed_at: null });
    // The list says so too: nothing is left to claim.
    expect((await tasks(reader, 'PENDING')).body.data.remaining_claimed_count).toBe(0);
  });

  it("returns a claim held past its lifetime to the pool: off the claimer's limit, claimable by another creator", async () => {
    // The demo creator fills the limit (2 seeded claims + 3).
    expect((await claim(demo, await pendingIds(3))).body.code).toBe(0);
    const held = (await tasks(demo, 'CLAIMED')).body.data.list.map(
      (task: { id: number }) => task.id,
    ) as number[];
    expect(held).toHaveLength(5);
    expect((await claim(demo, await pendingIds(1))).body.code).toBe(17001);

    // Sat on for a day, no job run: the claims no longer hold.
    server.clock.advance(CLAIM_LIFETIME_MS);
    const claimed = await tasks(demo, 'CLAIMED');
    expect([claimed.body.data.count, claimed.body.data.remaining_claimed_count]).toEqual([0, 5]);
    const pending = (await tasks(rival, 'PENDING')).body.data.list as {
      id: number;
      status: string;
      claimed_at: number | null;
    }[];
    for (const id of held)
      expect(pending.find((task) => task.id === id)).toMatchObject({ status: 'PENDING', claimed_at: null });

    // Another creator takes one of them; the old claimer can no longer see it, and claims five others.
    expect((await claim(rival, [held[0]!])).body.code).toBe(0);
    expect(await row(held[0]!)).toMatchObject({ status: 'CLAIMED', claimed_by: rivalId });
    expect((await server.call('GET', `/mp-api/v3/api/polish_tasks/${held[0]}`, { token: demo })).status).toBe(
      400,
    );
    expect(
      (
        await server.call('POST', '/mp-api/v3/api/polish_tasks/actions/give_up', {
          token: demo,
          body: { ids: [held[0]] },
        })
      ).status,
    ).toBe(400);
    expect((await claim(demo, held.slice(1))).body.code).toBe(0);
    expect((await tasks(demo, 'CLAIMED')).body.data.count).toBe(4);
  });

  it('holds a claim until the last millisecond of its lifetime', async () => {
    const [id] = await pendingIds(1);
    expect((await claim(rival, [id!])).body.code).toBe(0);
    server.clock.advance(CLAIM_LIFETIME_MS - 1);
    expect((await claim(demo, [id!])).body.code).toBe(17002);
    server.clock.advance(1);
    expect((await claim(demo, [id!])).body.code).toBe(0);
  });

  it('writes expired claims back as PENDING in the hourly purge', async () => {
    const mine = (await tasks(demo, 'CLAIMED')).body.data.list.map(
      (task: { id: number }) => task.id,
    ) as number[];
    expect(mine.length).toBeGreaterThan(0);
    server.clock.advance(CLAIM_LIFETIME_MS);
    await purgeExpired(server.db, server.clock.now());
    for (const id of mine)
      expect(await row(id)).toEqual({ status: 'PENDING', claimed_by: null, claimed_at: null });
  });

  // On PostgreSQL the two claims really race (see polish-tasks/polish-tasks.test.ts); on PGlite the outcome is still checked.
  it('lets exactly one of two creators win an expired claim claimed at the same moment', async () => {
    const [id] = await pendingIds(1);
    expect((await claim(rival, [id!])).body.code).toBe(0);
    server.clock.advance(CLAIM_LIFETIME_MS);
    const [first, second] = await Promise.all([claim(demo, [id!]), claim(rival, [id!])]);
    expect([first.body.code, second.body.code].sort()).toEqual([0, 17002]);
    expect((await row(id!)).status).toBe('CLAIMED');
  });

  it('refuses to publish a claim past its lifetime, before any purge has run, and completes nothing', async () => {
    const [id] = await pendingIds(1);
    expect((await claim(rival, [id!])).body.code).toBe(0);
    const task = await server.db
      .selectFrom('polish_task')
      .selectAll()
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    const images = task.cover_images.map((url) => `${server.base}${url}`);
    const body = {
      show_type: 2,
      title: task.title.slice(0, 70),
      content: `${task.body} Polished late.`,
      images,
      cover_images: [images[0]],
      tag_ids: [3],
      polish_task_id: id,
    };
    // Taken a lifetime ago, and the purge not run since (moving the clock would run it).
    await server.db
      .updateTable('polish_task')
      .set({ claimed_at: server.clock.now() - CLAIM_LIFETIME_MS })
      .where('id', '=', id!)
      .execute();
    const late = await server.call('POST', '/mp-api/v3/api/content/polish', { token: rival, body });
    expect([late.status, late.body.code]).toEqual([400, 10001]);
    expect(await row(id!)).toMatchObject({ status: 'CLAIMED', claimed_by: rivalId });
    expect(
      await server.db.selectFrom('content').select('content_id').where('polish_task_id', '=', id!).execute(),
    ).toEqual([]);
    // Claimed again in time, the same body publishes: the refusal was the claim's age, not the body.
    expect((await claim(rival, [id!])).body.code).toBe(0);
    expect(
      (await server.call('POST', '/mp-api/v3/api/content/polish', { token: rival, body })).body.code,
    ).toBe(0);
  });
});
