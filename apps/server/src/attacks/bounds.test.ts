import {
  PAGE_MAX,
  REQUEST_ID_MAX,
  REQUEST_LIST_MAX,
  REQUEST_TIMESTAMP_MAX,
  SPENT_TIME_MAX_MS,
} from '@creator/api/schemas/common';
import { UPLOAD_BATCH_MAX } from '@creator/api/schemas/upload';
import { PolishTaskStatus } from '@creator/domain/polish-task';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { installWriteCounter } from '../testing/fuzz';
import { startTestServer, type TestServer } from '../testing/harness';

/*
 * Regression tests of the security review's finding 5: numbers and lists beyond what the columns and
 * statements hold used to reach the database and answer 500. Each is now a 400 with 10001 that writes nothing.
 */

const OVER_32_BITS = 2 ** 31; // 2147483648: one past the largest PostgreSQL integer
const IDS_70_000 = Array.from({ length: 70_000 }, (_, index) => index + 1);

let server: TestServer;
let demo: string;
let writes: () => Promise<number>;
let claimedId: number;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.signIn(DEMO_ACCOUNTS.demo);
  const demoId = (
    await server.db
      .selectFrom('creator')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.demo)
      .executeTakeFirstOrThrow()
  ).id;
  claimedId = (
    await server.db
      .selectFrom('polish_task')
      .select('id')
      .where('status', '=', PolishTaskStatus.claimed)
      .where('claimed_by', '=', demoId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  writes = await installWriteCounter(server.db);
});

afterAll(async () => {
  await server?.close();
});

const image = (name: string) => `${server.base}/storage/seed/${name}`;
function post(overrides: Record<string, unknown> = {}) {
  const images = [image('sunrise_1280_720.png')];
  return {
    show_type: 2,
    title: 'Bounds',
    content: 'Tea hills, strawberries and cold mornings. #travel',
    images,
    cover_images: [images[0]],
    tag_ids: [4, 402],
    hashtag: ['travel'],
    spent_time: 42_000,
    ...overrides,
  };
}

interface Case {
  name: string;
  method: string;
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** The field the 400 must name. */
  field: string;
}

/** Sends a request that must be refused as invalid (400, 10001, naming the field) and must write nothing. */
async function expectRefused({ method, path, query, body, field }: Case) {
  const before = await writes();
  const { status, body: answer } = await server.call(method, path, { token: demo, query, body });
  expect({ status, code: answer.code }).toEqual({ status: 400, code: 10001 });
  expect(answer.message).toMatch(new RegExp(`^${field.replace(/\./gu, '\\.')}\\b`, 'u'));
  expect(await writes()).toBe(before);
}

describe('ids beyond 32 bits (used to answer 500)', () => {
  const cases: Case[] = [
    {
      name: 'GET content/detail',
      method: 'GET',
      path: '/mp-api/v3/api/content/detail',
      query: { content_id: OVER_32_BITS },
      field: 'content_id',
    },
    {
      name: 'DELETE content',
      method: 'DELETE',
      path: '/mp-api/v3/api/content',
      query: { content_id: OVER_32_BITS },
      field: 'content_id',
    },
    {
      name: 'GET polish_tasks/{id}',
      method: 'GET',
      path: `/mp-api/v3/api/polish_tasks/${OVER_32_BITS}`,
      field: 'id',
    },
    {
      name: 'notifies/actions/read',
      method: 'POST',
      path: '/mp-api/v3/api/notifies/actions/read',
      body: { ids: [OVER_32_BITS] },
      field: 'ids.0',
    },
    {
      name: 'claim',
      method: 'POST',
      path: '/mp-api/v3/api/polish_tasks/actions/claim',
      body: { ids: [OVER_32_BITS] },
      field: 'ids.0',
    },
    {
      name: 'give_up',
      method: 'POST',
      path: '/mp-api/v3/api/polish_tasks/actions/give_up',
      body: { ids: [OVER_32_BITS] },
      field: 'ids.0',
    },
    {
      name: 'content/polish polish_task_id',
      method: 'POST',
      path: '/mp-api/v3/api/content/polish',
      // Built when sent: the image addresses need the server's origin.
      get body() {
        return { ...post(), polish_task_id: OVER_32_BITS };
      },
      field: 'polish_task_id',
    },
  ];
  for (const item of cases) it(`${item.name}: 400 with 10001, nothing written`, () => expectRefused(item));

  it('also in publish (content_id, tag_ids) and draft (content_id)', async () => {
    await expectRefused({
      name: 'publish content_id',
      method: 'POST',
      path: '/mp-api/v3/api/content/publish',
      body: post({ content_id: OVER_32_BITS }),
      field: 'content_id',
    });
    await expectRefused({
      name: 'publish tag_ids',
      method: 'POST',
      path: '/mp-api/v3/api/content/publish',
      body: post({ tag_ids: [4, OVER_32_BITS] }),
      field: 'tag_ids.1',
    });
    await expectRefused({
      name: 'draft content_id',
      method: 'POST',
      path: '/mp-api/v3/api/content/draft',
      body: { title: 'Draft', content_id: OVER_32_BITS },
      field: 'content_id',
    });
  });

  it('refuses 2^32, 2^53 and numeric texts that are no 32-bit id; 2^31 − 1 is a well-formed id of nothing', async () => {
    for (const value of [
      2 ** 32,
      2 ** 53,
      '9007199254740993',
      '1e20',
      '1e400',
      'Infinity',
      'NaN',
      '-0',
      '0',
      '-1',
      '1.5',
    ]) {
      await expectRefused({
        name: String(value),
        method: 'GET',
        path: '/mp-api/v3/api/content/detail',
        query: { content_id: value },
        field: 'content_id',
      });
      await expectRefused({
        name: String(value),
        method: 'GET',
        path: `/mp-api/v3/api/polish_tasks/${value}`,
        field: 'id',
      });
    }
    const none = await server.call('GET', '/mp-api/v3/api/content/detail', {
      token: demo,
      query: { content_id: REQUEST_ID_MAX },
    });
    expect([none.status, none.body.code, none.body.message]).toEqual([
      400,
      10001,
      'content_id: no such content',
    ]);
  });
});

describe('lists of 70 000 ids (too many bind parameters: used to answer 500)', () => {
  for (const [name, path] of [
    ['notifies/actions/read', '/mp-api/v3/api/notifies/actions/read'],
    ['claim', '/mp-api/v3/api/polish_tasks/actions/claim'],
    ['give_up', '/mp-api/v3/api/polish_tasks/actions/give_up'],
  ] as const) {
    it(`${name}: 400 with 10001, nothing written`, () =>
      expectRefused({ name, method: 'POST', path, body: { ids: IDS_70_000 }, field: 'ids' }));
  }

  it(`caps every id list at ${REQUEST_LIST_MAX}, and takes a list of that size`, async () => {
    const atMost = Array.from({ length: REQUEST_LIST_MAX }, (_, index) => index + 1);
    await expectRefused({
      name: 'read',
      method: 'POST',
      path: '/mp-api/v3/api/notifies/actions/read',
      body: { ids: [...atMost, REQUEST_LIST_MAX + 1] },
      field: 'ids',
    });
    const read = await server.call('POST', '/mp-api/v3/api/notifies/actions/read', {
      token: demo,
      body: { ids: atMost },
    });
    expect([read.status, read.body.code]).toEqual([200, 0]);
    // A well-formed give-up of a long list is a business answer about the ids, not a database error.
    const giveUp = await server.call('POST', '/mp-api/v3/api/polish_tasks/actions/give_up', {
      token: demo,
      body: { ids: [...atMost.slice(0, -1), REQUEST_ID_MAX] },
    });
    expect([giveUp.status, giveUp.body.code]).toEqual([400, 10001]);
    expect(giveUp.body.message).toMatch(/^ids: not claimed by you/u);
    expect(claimedId).toBeGreaterThan(0);
  });

  it('caps the other lists: hashtags, draft images, upload names and copied images', async () => {
    const many = (n: number, value: string) => Array.from({ length: n }, () => value);
    await expectRefused({
      name: 'post hashtags',
      method: 'POST',
      path: '/mp-api/v3/api/content/publish',
      body: post({ hashtag: many(REQUEST_LIST_MAX + 1, 'travel') }),
      field: 'hashtag',
    });
    await expectRefused({
      name: 'draft images',
      method: 'POST',
      path: '/mp-api/v3/api/content/draft',
      body: { title: 'Draft', images: many(REQUEST_LIST_MAX + 1, image('sunrise_1280_720.png')) },
      field: 'images',
    });
    await expectRefused({
      name: 'draft hashtags',
      method: 'POST',
      path: '/mp-api/v3/api/content/draft',
      body: { title: 'Draft', hashtag: many(100_000, 'a') },
      field: 'hashtag',
    });
    await expectRefused({
      name: 'copy',
      method: 'POST',
      path: '/mp-api/v3/api/upload',
      body: { images: many(UPLOAD_BATCH_MAX + 1, image('sunrise_1280_720.png')) },
      field: 'images',
    });
    const names = Array.from({ length: UPLOAD_BATCH_MAX + 1 }, (_, index) => `${index}.png`).join(',');
    await expectRefused({
      name: 'upload names',
      method: 'GET',
      path: '/mp-api/v3/api/upload_token',
      query: { names, upload_type: 'image' },
      field: 'names',
    });
    await expectRefused({
      name: 'status list',
      method: 'GET',
      path: '/mp-api/v3/api/content',
      query: { status: many(1000, '3').join(',') },
      field: 'status',
    });
  });
});

describe('numbers beyond their columns', () => {
  it('spent_time 1e20 (a bigint column): 400 with 10001, nothing written', async () => {
    await expectRefused({
      name: 'publish',
      method: 'POST',
      path: '/mp-api/v3/api/content/publish',
      body: post({ spent_time: 1e20 }),
      field: 'spent_time',
    });
    await expectRefused({
      name: 'polish',
      method: 'POST',
      path: '/mp-api/v3/api/content/polish',
      body: { ...post({ spent_time: 1e20 }), polish_task_id: claimedId },
      field: 'spent_time',
    });
    await expectRefused({
      name: 'just over',
      method: 'POST',
      path: '/mp-api/v3/api/content/publish',
      body: post({ spent_time: SPENT_TIME_MAX_MS + 1 }),
      field: 'spent_time',
    });
  });

  it('times past the year 9999 in publish_date and the date filters', async () => {
    for (const value of [REQUEST_TIMESTAMP_MAX + 1, 1e20, 2 ** 53]) {
      await expectRefused({
        name: 'publish_date',
        method: 'POST',
        path: '/mp-api/v3/api/content/publish',
        body: post({ publish_date: value }),
        field: 'publish_date',
      });
      await expectRefused({
        name: 'publish_date_end',
        method: 'GET',
        path: '/mp-api/v3/api/content',
        query: { publish_date_end: value },
        field: 'publish_date_end',
      });
      await expectRefused({
        name: 'created_at_end',
        method: 'GET',
        path: '/mp-api/v3/api/polish_tasks',
        query: { status: 'PENDING', created_at_end: value },
        field: 'created_at_end',
      });
    }
    const latest = await server.call('GET', '/mp-api/v3/api/content', {
      token: demo,
      query: { publish_date_start: REQUEST_TIMESTAMP_MAX, publish_date_end: REQUEST_TIMESTAMP_MAX },
    });
    expect([latest.status, latest.body.code, latest.body.data.count]).toEqual([200, 0, 0]);
  });

  it(`pages past ${PAGE_MAX}`, async () => {
    for (const [path, query] of [
      ['/mp-api/v3/api/content', {}],
      ['/mp-api/v3/api/content/draft', {}],
      ['/mp-api/v3/api/notifies', {}],
      ['/mp-api/v3/api/polish_tasks', { status: 'PENDING' }],
    ] as const) {
      await expectRefused({
        name: path,
        method: 'GET',
        path,
        query: { ...query, page: PAGE_MAX + 1 },
        field: 'page',
      });
      await expectRefused({
        name: path,
        method: 'GET',
        path,
        query: { ...query, page: '1e400' },
        field: 'page',
      });
      const last = await server.call('GET', path, {
        token: demo,
        query: { ...query, page: PAGE_MAX, page_size: 100 },
      });
      expect([last.status, last.body.code, last.body.data.list]).toEqual([200, 0, []]);
    }
  });
});
