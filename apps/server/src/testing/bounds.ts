import { PolishTaskStatus } from '@creator/domain/polish-task';
import { expect } from 'vitest';
import { demoServerForFile } from './demo-server';
import { installWriteCounter } from './fuzz';
import type { TestServer } from './harness';

// The set-up of the bounds tests (src/attacks/bounds-*.test.ts): a server, the demo creator signed in, a task
// they hold, and a counter of the database's writes. The bindings below are live: they hold the values once
// `setUpBoundsServer()`'s beforeAll has run.

export const OVER_32_BITS = 2 ** 31; // 2147483648: one past the largest PostgreSQL integer
export const IDS_70_000 = Array.from({ length: 70_000 }, (_, index) => index + 1);

export let server: TestServer;
export let demo: string;
export let writes: () => Promise<number>;
export let claimedId: number;

export function setUpBoundsServer(): void {
  demoServerForFile(async (started) => {
    ({ server, demo } = started);
    claimedId = (
      await server.db
        .selectFrom('polish_task')
        .select('id')
        .where('status', '=', PolishTaskStatus.claimed)
        .where('claimed_by', '=', started.demoId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    writes = await installWriteCounter(server.db);
  });
}

export const image = (name: string) => `${server.base}/storage/seed/${name}`;
export function post(overrides: Record<string, unknown> = {}) {
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

export interface Case {
  name: string;
  method: string;
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** The field the 400 must name. */
  field: string;
}

/** Sends a request that must be refused as invalid (400, 10001, naming the field) and must write nothing. */
export async function expectRefused({ method, path, query, body, field }: Case) {
  const before = await writes();
  const { status, body: answer } = await server.call(method, path, { token: demo, query, body });
  expect({ status, code: answer.code }).toEqual({ status: 400, code: 10001 });
  expect(answer.message).toMatch(new RegExp(`^${field.replace(/\./gu, '\\.')}\\b`, 'u'));
  expect(await writes()).toBe(before);
}
