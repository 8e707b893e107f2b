import { CONTRACT_ANSWERS } from '@creator/api/schemas/contract-answers';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@creator/api/schemas/idempotency';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_OFFSET } from './contract-only';
import { DEMO_ACCOUNTS } from './db/seed';
import { startTestServer, type TestServer } from './testing/harness';

/** Every key of an object (and of the objects in it), as `a.b` paths; list items under `a[]`. */
function fieldPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => fieldPaths(item, `${prefix}[]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) => [
    `${prefix}${prefix ? '.' : ''}${key}`,
    ...fieldPaths(field, `${prefix}${prefix ? '.' : ''}${key}`),
  ]);
}

let server: TestServer;
let strict: TestServer;
let token: string;

beforeAll(async () => {
  [server, strict] = await Promise.all([startTestServer(), startTestServer({}, { contractOnly: true })]);
  token = await strict.signIn(DEMO_ACCOUNTS.demo);
}, 120_000);

afterAll(async () => {
  await Promise.all([server.close(), strict.close()]);
});

describe('contract-only mode', () => {
  it('answers the access list with list_polish_task alone', async () => {
    const { body } = await strict.call('GET', '/mp-api/v3/api/user_resource', { token });
    expect(body).toMatchObject({ code: 0, data: { list: [{ code: 'list_polish_task', visible: true }] } });
  });

  it('answers only the fields the documents name, where the normal mode answers more', async () => {
    const query = { page: 1, page_size: 10, status: 0, show_types: 2 };
    const normalToken = await server.signIn(DEMO_ACCOUNTS.demo);
    const [normal, contract] = await Promise.all([
      server.call('GET', '/mp-api/v3/api/content', { token: normalToken, query }),
      strict.call('GET', '/mp-api/v3/api/content', { token, query }),
    ]);
    const named = new Set(fieldPaths(CONTRACT_ANSWERS.listContent.fields));
    const answered = new Set(fieldPaths(contract.body.data));
    expect(contract.body.data.list.length).toBeGreaterThan(0);
    expect([...answered].filter((path) => !named.has(path))).toEqual([]);
    // The normal mode answers fields no document names (the reason the mode exists at all).
    expect(fieldPaths(normal.body.data).filter((path) => !named.has(path)).length).toBeGreaterThan(0);
  });

  it('answers identifiers above 2^31 and takes them back on the way in', async () => {
    const list = await strict.call('GET', '/mp-api/v3/api/content', {
      token,
      query: { page: 1, page_size: 10, status: 0 },
    });
    const item = list.body.data.list[0] as { content_id: number };
    expect(item.content_id).toBeGreaterThan(2 ** 31);
    const detail = await strict.call('GET', '/mp-api/v3/api/content/detail', {
      token,
      query: { content_id: item.content_id },
    });
    expect(detail.body).toMatchObject({ code: 0, data: { detail: { content_id: item.content_id } } });

    const tasks = await strict.call('GET', '/mp-api/v3/api/polish_tasks', {
      token,
      query: { status: 'PENDING', page: 1, page_size: 20 },
    });
    const task = tasks.body.data.list[0] as { id: number };
    expect(task.id).toBeGreaterThan(ID_OFFSET);
    const one = await strict.call('GET', `/mp-api/v3/api/polish_tasks/${task.id}`, { token });
    expect(one.body).toMatchObject({ code: 0, data: { id: task.id } });
    const claim = await strict.call('POST', '/mp-api/v3/api/polish_tasks/actions/claim', {
      token,
      body: { ids: [task.id] },
    });
    expect(claim.body.code).toBe(0);
  });

  it('never reaches an item by its inner number', async () => {
    const list = await strict.call('GET', '/mp-api/v3/api/content', {
      token,
      query: { page: 1, page_size: 1, status: 0 },
    });
    const inner = (list.body.data.list[0] as { content_id: number }).content_id - ID_OFFSET;
    const detail = await strict.call('GET', '/mp-api/v3/api/content/detail', {
      token,
      query: { content_id: inner },
    });
    expect(detail.status).toBe(400);
    expect(detail.body.code).toBe(10001);
  });

  it('takes back only numbers in a body: an identifier sent as text is refused, as a contract-only backend would', async () => {
    const tasks = await strict.call('GET', '/mp-api/v3/api/polish_tasks', {
      token,
      query: { status: 'PENDING', page: 1, page_size: 20 },
    });
    const task = tasks.body.data.list.at(-1) as { id: number };
    const claim = await strict.call('POST', '/mp-api/v3/api/polish_tasks/actions/claim', {
      token,
      body: { ids: [String(task.id)] },
    });
    expect(claim.status).toBe(400);
    expect(claim.body).toMatchObject({ code: 10001, data: null });
  });

  it('ignores the Idempotency-Key, as a backend written from the documents alone would: each send writes', async () => {
    const save = () =>
      strict.call('POST', '/mp-api/v3/api/content/draft', {
        token,
        body: { title: 'A key no document names', content: '<p>Twice</p>' },
        headers: { [IDEMPOTENCY_HEADER]: 'contract-only-key-1' },
      });
    const [first, second] = [await save(), await save()];
    expect([first.body.code, second.body.code]).toEqual([0, 0]);
    const saved = await strict.db
      .selectFrom('content')
      .select('content_id')
      .where('title', '=', 'A key no document names')
      .execute();
    expect(saved).toHaveLength(2);
    expect(second.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
  });

  it('keeps business errors with their codes and messages', async () => {
    await expect(strict.captchaTicket('nobody@creator.test')).rejects.toThrow(
      /"code":13001004,"message":"[^"]+"/u,
    );
  });
});

describe('storage on another origin', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer({ storageOrigin: 'http://localhost:4999' });
  }, 120_000);
  afterAll(() => other.close());

  it('names the storage origin in the signing answer and lets the portal reach it', async () => {
    const session = await other.signIn(DEMO_ACCOUNTS.demo);
    const { body, headers } = await other.call('GET', '/mp-api/v3/api/upload_token', {
      token: session,
      query: { names: 'a_640_480.png', upload_type: 'image' },
    });
    expect(body.data.endpoint).toBe('http://localhost:4999/storage');
    expect(headers.get('content-security-policy')).toMatch(
      /connect-src 'self'[^;]* http:\/\/localhost:4999/u,
    );
  });
});
