import { REQUEST_ID_MAX } from '@creator/api/schemas/common';
import { describe, expect, it } from 'vitest';
import {
  demo,
  expectRefused,
  OVER_32_BITS,
  post,
  server,
  setUpBoundsServer,
  type Case,
} from '../testing/bounds';

/*
 * Regression tests of the security review's finding 5: numbers and lists beyond what the columns and
 * statements hold used to reach the database and answer 500. Each is now a 400 with 10001 that writes nothing.
 */

setUpBoundsServer();

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
