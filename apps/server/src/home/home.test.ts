import { routes } from '@creator/api/schemas/routes';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { demoServerForFile } from '../testing/demo-server';
import type { TestServer } from '../testing/harness';

let server: TestServer;
let demo: string;

demoServerForFile((started) => {
  ({ server, demo } = started);
});

describe('home', () => {
  it("sums the creator's content for the home page", async () => {
    const { body } = await server.call('GET', '/mp-api/v3/api/home', { token: demo });
    expect(routes.getHome.answer.safeParse(body.data).success).toBe(true);
    expect(body.data.content_count).toBeGreaterThan(200);
    const empty = await server.call('GET', '/mp-api/v3/api/home', {
      token: await server.signIn(DEMO_ACCOUNTS.noPosting),
    });
    expect(empty.body.data).toEqual({ content_count: 0, expose_count: 0, click_count: 0 });
  });
});
