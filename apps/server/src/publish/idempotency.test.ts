import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@creator/api/schemas/idempotency';
import { ErrorCode } from '@creator/domain/error-codes';
import { IDEMPOTENCY_WINDOW_MS } from '@creator/domain/limits';
import { PolishTaskStatus } from '@creator/domain/polish-task';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { purgeExpired } from '../lifecycle/purge';
import { contentCalls } from '../testing/content-calls';
import { demoServerForFile } from '../testing/demo-server';
import type { TestServer } from '../testing/harness';

let server: TestServer;
let demo: string;
let demoId: number;
let rival: string;

demoServerForFile(async (started) => {
  ({ server, demo, demoId } = started);
  rival = await server.signIn(DEMO_ACCOUNTS.rival);
});

const { post, article } = contentCalls(() => ({ server, demo, demoId }));

const PUBLISH = '/mp-api/v3/api/content/publish';
const DRAFT = '/mp-api/v3/api/content/draft';
const POLISH = '/mp-api/v3/api/content/polish';

let keys = 0;
/** A key no other test sends. */
const newKey = () => `test-key-${String((keys += 1)).padStart(6, '0')}`;

const send = (path: string, body: object, key?: string, token = demo) =>
  server.call('POST', path, { token, body, headers: key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key } });

/** The creator's items with this title (each test gives its own). */
const itemsTitled = async (title: string) =>
  server.db.selectFrom('content').select('content_id').where('title', '=', title).execute();

describe('Idempotency-Key on the writes a creator may send again', () => {
  it('publishes once when the same publish comes twice with its key, and answers the second as the first', async () => {
    const body = post({ title: 'Once, whatever the network' });
    const key = newKey();
    const first = await send(PUBLISH, body, key);
    const again = await send(PUBLISH, body, key);
    expect(first.body.code).toBe(0);
    expect(again.body).toEqual(first.body);
    expect(first.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(await itemsTitled('Once, whatever the network')).toEqual([
      { content_id: first.body.data.content_id },
    ]);
  });

  it('publishes once when five sends of one key arrive together (each waits for the first under the lock)', async () => {
    const body = post({ title: 'Five at once' });
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(PUBLISH, body, key)));
    const ids = answers.map((answer) => answer.body.data?.content_id as number);
    expect(answers.map((answer) => answer.body.code)).toEqual([0, 0, 0, 0, 0]);
    expect(new Set(ids).size).toBe(1);
    expect(await itemsTitled('Five at once')).toEqual([{ content_id: ids[0] }]);
  });

  it('publishes each send without a key, as a backend that ignores the header would', async () => {
    const body = post({ title: 'Sent twice, no key' });
    await send(PUBLISH, body);
    await send(PUBLISH, body);
    expect(await itemsTitled('Sent twice, no key')).toHaveLength(2);
  });

  it('refuses a key sent before with another body or on another call, and writes nothing', async () => {
    const key = newKey();
    expect((await send(PUBLISH, post({ title: 'First use of a key' }), key)).body.code).toBe(0);
    const other = await send(PUBLISH, post({ title: 'Second use of a key' }), key);
    expect(other.status).toBe(400);
    expect(other.body.code).toBe(ErrorCode.invalidRequest);
    const draft = await send(DRAFT, article({ title: 'Second use of a key' }), key);
    expect(draft.status).toBe(400);
    expect(await itemsTitled('Second use of a key')).toEqual([]);
  });

  it("keeps each creator's keys apart: another creator's same key writes their own item", async () => {
    const key = newKey();
    const body = post({ title: 'Same key, two creators' });
    const mine = await send(PUBLISH, body, key);
    const theirs = await send(PUBLISH, body, key, rival);
    expect(theirs.body.code).toBe(0);
    expect(theirs.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(theirs.body.data.content_id).not.toBe(mine.body.data.content_id);
  });

  it('refuses a malformed key before anything is written: too short, too long, or with other characters', async () => {
    for (const key of [
      'short',
      'k'.repeat(65),
      'has spaces in it',
      'ключ-ключ-ключ',
      `${'a'.repeat(8)}\u0000`,
    ]) {
      const answer = await send(PUBLISH, post({ title: 'Malformed key' }), key).catch(() => null);
      // fetch refuses a NUL in a header before it leaves; every other key reaches the server and is refused.
      if (answer) expect([answer.status, answer.body.code]).toEqual([400, ErrorCode.invalidRequest]);
    }
    // Bounded before it is matched: 16 KB of key characters is refused by its length.
    const long = await send(PUBLISH, post({ title: 'Malformed key' }), 'a'.repeat(16_000));
    expect(long.status).toBe(400);
    expect(await itemsTitled('Malformed key')).toEqual([]);
  });

  it('forgets a key after 24 hours: the same send then writes again, and the purge removes the old answer', async () => {
    const key = newKey();
    const body = post({ title: 'A day later' });
    await send(PUBLISH, body, key);
    server.clock.advance(IDEMPOTENCY_WINDOW_MS + 1000);
    const later = await send(PUBLISH, body, key);
    expect(later.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(await itemsTitled('A day later')).toHaveLength(2);
    server.clock.advance(IDEMPOTENCY_WINDOW_MS + 1000);
    await purgeExpired(server.db, server.clock.now());
    const kept = await server.db.selectFrom('idempotent_answer').select('key').execute();
    expect(kept).toEqual([]);
  });

  it('saves a new article draft once when the save comes twice with its key', async () => {
    const body = { title: 'A draft saved over a bad line', content: '<p>Written on a train</p>' };
    const key = newKey();
    const first = await send(DRAFT, body, key);
    const again = await send(DRAFT, body, key);
    expect(first.body.code).toBe(0);
    expect(again.body.data).toEqual(first.body.data);
    expect(await itemsTitled('A draft saved over a bad line')).toHaveLength(1);
  });

  it('answers a polished task published again with its key as the first time, not "not a task you have claimed"', async () => {
    const pending = await server.db
      .selectFrom('polish_task')
      .select('id')
      .where('status', '=', PolishTaskStatus.pending)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const claimed = await server.call('POST', '/mp-api/v3/api/polish_tasks/actions/claim', {
      token: demo,
      body: { ids: [pending.id] },
    });
    expect(claimed.body.code).toBe(0);
    const task = await server.db
      .selectFrom('polish_task')
      .selectAll()
      .where('id', '=', pending.id)
      .executeTakeFirstOrThrow();
    const images = task.cover_images.map((url) => `${server.base}${url}`);
    const body = {
      show_type: 2,
      title: 'Polished once',
      content: `${task.body} Polished by hand.`,
      images,
      cover_images: [images[0]],
      tag_ids: [3],
      polish_task_id: task.id,
    };
    const key = newKey();
    const first = await send(POLISH, body, key);
    const again = await send(POLISH, body, key);
    expect(first.body.code).toBe(0);
    expect(again.body).toEqual(first.body);
    expect(await itemsTitled('Polished once')).toHaveLength(1);
    // Without its key, the second send is refused: the task is completed.
    expect((await send(POLISH, body)).status).toBe(400);
  });
});
