import { routes } from '@creator/api/schemas/routes';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { demoServerForFile } from '../testing/demo-server';
import type { TestServer } from '../testing/harness';

let server: TestServer;
let demo: string;
let writer: string;

demoServerForFile(async (started) => {
  ({ server, demo } = started);
  writer = await server.signIn(DEMO_ACCOUNTS.noPolish);
});

describe('notices', () => {
  it('pages the notices newest first with every type, and marks them read', async () => {
    const first = await server.call('GET', '/mp-api/v3/api/notifies', { token: demo, query: { page: 1 } });
    expect(routes.listNotices.answer.safeParse(first.body.data).success).toBe(true);
    expect(first.body.data.count).toBe(150);
    expect(first.body.data.list).toHaveLength(first.body.data.page_size);
    const times = (first.body.data.list as { created_at: number }[]).map((notice) => notice.created_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const all = [];
    for (let page = 1; page <= Math.ceil(150 / first.body.data.page_size); page += 1) {
      all.push(
        ...(await server.call('GET', '/mp-api/v3/api/notifies', { token: demo, query: { page } })).body.data
          .list,
      );
    }
    expect(new Set(all.map((notice: { type: number }) => notice.type))).toEqual(
      new Set([1, 11, 12, 13, 21, 22, 23]),
    );
    expect(all.some((notice: { content: string }) => notice.content.includes('<script>'))).toBe(true);

    const unread = async () =>
      (await server.call('GET', '/mp-api/v3/api/notifies/unread_count', { token: demo })).body.data
        .unread as number;
    const before = await unread();
    const ids = (all as { id: number; status: number }[])
      .filter((notice) => notice.status === 1)
      .slice(0, 3)
      .map((notice) => notice.id);
    expect(
      (await server.call('POST', '/mp-api/v3/api/notifies/actions/read', { token: demo, body: { ids } })).body
        .code,
    ).toBe(0);
    expect(await unread()).toBe(before - 3);
    // Another creator's ids change nothing.
    await server.call('POST', '/mp-api/v3/api/notifies/actions/read', {
      token: writer,
      body: { ids: all.map((notice: { id: number }) => notice.id) },
    });
    expect(await unread()).toBe(before - 3);
  });
});
