import { routes } from '@creator/api/schemas/routes';
import { describe, expect, it } from 'vitest';
import { demoServerForFile } from '../testing/demo-server';
import type { TestServer } from '../testing/harness';

let server: TestServer;
let demo: string;

demoServerForFile((started) => {
  ({ server, demo } = started);
});

describe('hashtags', () => {
  it('suggests hashtags that start with the typed text first, by page views', async () => {
    const { body } = await server.call('GET', '/mp-api/v3/api/hashtags', {
      token: demo,
      query: { name: 'trav' },
    });
    expect(routes.searchHashtags.answer.safeParse(body.data).success).toBe(true);
    expect(body.data.list.map((tag: { name: string }) => tag.name)).toEqual([
      'travel',
      'travelgram',
      'traveltips',
    ]);
    const wildcard = await server.call('GET', '/mp-api/v3/api/hashtags', {
      token: demo,
      query: { name: '%' },
    });
    expect(wildcard.body.data.list).toEqual([]);
  });
});
