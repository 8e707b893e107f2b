import { PAGE_MAX, REQUEST_TIMESTAMP_MAX, SPENT_TIME_MAX_MS } from '@creator/api/schemas/common';
import { describe, expect, it } from 'vitest';
import { claimedId, demo, expectRefused, post, server, setUpBoundsServer } from '../testing/bounds';

/*
 * Regression tests of the security review's finding 5: numbers and lists beyond what the columns and
 * statements hold used to reach the database and answer 500. Each is now a 400 with 10001 that writes nothing.
 */

setUpBoundsServer();

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
