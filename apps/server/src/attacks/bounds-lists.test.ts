import { REQUEST_ID_MAX, REQUEST_LIST_MAX } from '@creator/api/schemas/common';
import { UPLOAD_BATCH_MAX } from '@creator/api/schemas/upload';
import { describe, expect, it } from 'vitest';
import {
  claimedId,
  demo,
  expectRefused,
  IDS_70_000,
  image,
  post,
  server,
  setUpBoundsServer,
} from '../testing/bounds';

/*
 * Regression tests of the security review's finding 5: numbers and lists beyond what the columns and
 * statements hold used to reach the database and answer 500. Each is now a 400 with 10001 that writes nothing.
 */

setUpBoundsServer();

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

  it('refuses a list longer than any call takes before reading its items, wherever it is in the body', async () => {
    // 100 000 items, each of which would be refused on its own (a NUL, a wrong type): the length answers first,
    // before the body is walked or parsed item by item (a 1 MB body of ids held the event loop for 40 ms).
    const many = Array.from({ length: 100_000 }, () => 'a\u0000');
    for (const body of [
      { title: 'Draft', hashtag: many },
      { title: 'Draft', content: many },
      { title: 'Draft', unknown: { deeper: many } },
    ]) {
      const { status, body: answer } = await server.call('POST', '/mp-api/v3/api/content/draft', {
        token: demo,
        body,
      });
      expect({ status, code: answer.code }).toEqual({ status: 400, code: 10001 });
      expect(answer.message).toMatch(new RegExp(`: must be at most ${REQUEST_LIST_MAX}$`, 'u'));
    }
    // The same for an object of ten times more fields than that.
    const fields = Object.fromEntries(
      Array.from({ length: 10 * REQUEST_LIST_MAX }, (_, index) => [`f${index}`, 'a\u0000']),
    );
    const { status, body: answer } = await server.call('POST', '/mp-api/v3/api/content/draft', {
      token: demo,
      body: { title: 'Draft', unknown: fields },
    });
    expect({ status, code: answer.code }).toEqual({ status: 400, code: 10001 });
    expect(answer.message).toBe(`unknown: must have at most ${REQUEST_LIST_MAX} fields`);
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
