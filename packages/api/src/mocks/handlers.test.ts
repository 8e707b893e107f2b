// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../client/config';
import { createSessionStore } from '../client/session';
import { getHome } from '../endpoints/home';
import { getAccount } from '../endpoints/account';
import { saveDraft } from '../endpoints/drafts';
import { getUnreadCount } from '../endpoints/notices';
import { claimPolishTasks } from '../endpoints/polish-tasks';
import { getTags } from '../endpoints/tags';
import { envelopeSchema } from '../schemas/envelope';
import { routePath, routes, type RouteName } from '../schemas/routes';
import { fixtures, MOCK_IMAGE_HOST, MOCK_STORAGE_ENDPOINT } from './fixtures';
import {
  answer,
  businessError,
  defaultAnswers,
  emptyList,
  handlers,
  handlersWith,
  httpError,
  networkError,
  neverAnswers,
  sessionExpired,
  slow,
  type ListRouteName,
} from './handlers';

const BASE = 'http://api.test';
const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  const session = createSessionStore();
  session.signIn({ authentication_token: 'tok-0', uregion: 'id', country: 'ID' });
  configureApiClient({ baseUrl: BASE, session });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const names = Object.keys(routes) as RouteName[];

/** One raw call of a route (any query and body: the handlers read neither). */
async function send(name: RouteName) {
  const route = routes[name];
  const response = await fetch(`${BASE}${routePath(route.path, { id: 9103 })}`, {
    method: route.method,
    ...(route.method === 'GET' ? {} : { body: '{}', headers: { 'Content-Type': 'application/json' } }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('the default handlers', () => {
  it('hold one handler per contract route, plus the storage endpoint and the image host', () => {
    const answered = handlers.map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`);
    expect(answered).toEqual([
      ...names.map((name) => `${routes[name].method} *${routes[name].path}`),
      `POST ${MOCK_STORAGE_ENDPOINT}`,
      `GET ${MOCK_IMAGE_HOST}/*`,
    ]);
  });

  it.each(names)('%s answers its fixture in the envelope, and the answer schema accepts it', async (name) => {
    const { status, body } = await send(name);
    expect(status).toBe(200);
    expect(envelopeSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({ code: 0, message: '', data: defaultAnswers[name] ?? null });
    const parsed = routes[name].answer.safeParse((body as { data: unknown }).data);
    expect(parsed.success, parsed.error?.message).toBe(true);
  });

  it('take any upload and show a picture at any address of the image host', async () => {
    const form = new FormData();
    form.append('key', 'mp/1/a_800_600.png');
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'a_800_600.png');
    expect((await fetch(MOCK_STORAGE_ENDPOINT, { method: 'POST', body: form })).status).toBe(200);
    const image = await fetch(`${MOCK_IMAGE_HOST}/mp/1/a_800_600.png`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg /u);
  });
});

describe('answer', () => {
  it('answers another fixture for one route', async () => {
    server.use(answer('getHome', fixtures.homeEmpty));
    await expect(getHome()).resolves.toEqual(fixtures.homeEmpty);
    await expect(getAccount()).resolves.toMatchObject({ email: fixtures.account.email });
  });

  it('answers once, then leaves the route to the handlers behind it', async () => {
    server.use(answer('getUnreadCount', { unread: 120 }, { once: true }));
    await expect(getUnreadCount()).resolves.toBe(120);
    await expect(getUnreadCount()).resolves.toBe(fixtures.unreadCount.unread);
  });
});

describe('emptyList', () => {
  const listRoutes = names.filter((name) => {
    const data = defaultAnswers[name];
    return typeof data === 'object' && data !== null && 'list' in data;
  }) as ListRouteName[];

  it('covers every route whose answer is a list', () => {
    expect(listRoutes.sort()).toEqual(
      [
        'getTags',
        'getUserResources',
        'listContent',
        'listDrafts',
        'listNotices',
        'listPolishTasks',
        'searchHashtags',
      ].sort(),
    );
  });

  it.each(listRoutes)(
    '%s: an empty list, count 0 where there is one, the rest of the fixture kept',
    async (name) => {
      server.use(emptyList(name));
      const { body } = await send(name);
      const data = (body as { data: Record<string, unknown> }).data;
      const full = defaultAnswers[name] as Record<string, unknown>;
      expect(data).toEqual({ ...full, list: [], ...('count' in full ? { count: 0 } : {}) });
      expect(routes[name].answer.safeParse(data).success).toBe(true);
    },
  );
});

describe('failures', () => {
  it('businessError: the code, message and data of the envelope, HTTP 400 for 10001', async () => {
    server.use(
      businessError('saveDraft', 16016, 'Draft limit reached'),
      businessError('claimPolishTasks', 17001, 'You can claim up to 5 posts', { max: 5 }),
      businessError('getTags', 10001, 'tag_tree: invalid'),
    );
    await expect(saveDraft({ title: 'x' })).rejects.toMatchObject({
      kind: 'business',
      code: 16016,
      status: 200,
      message: 'Draft limit reached',
    });
    await expect(claimPolishTasks([9001, 9002])).rejects.toMatchObject({ code: 17001, data: { max: 5 } });
    await expect(getTags()).rejects.toMatchObject({ kind: 'business', code: 10001, status: 400 });
  });

  it('httpError: 5xx a slow network, 401 unauthorized, any other status off the contract', async () => {
    server.use(httpError('getHome'), httpError('getTags', 413), httpError('getAccount', 401));
    await expect(getHome()).rejects.toMatchObject({ kind: 'network', status: 500 });
    await expect(getTags()).rejects.toMatchObject({ kind: 'contract', status: 413 });
    await expect(getAccount()).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  it('sessionExpired: HTTP 401 with code 5 by default, which ends the session', async () => {
    server.use(sessionExpired('getAccount'), sessionExpired('getHome', 4));
    await expect(getAccount()).rejects.toMatchObject({ kind: 'unauthorized', code: 5, sessionExpired: true });
    await expect(getHome()).rejects.toMatchObject({ kind: 'unauthorized', code: 4, sessionExpired: true });
  });

  it('networkError: no answer at all', async () => {
    server.use(networkError('getHome'));
    await expect(getHome()).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('timing', () => {
  it('neverAnswers: the call stays pending until the caller gives up', async () => {
    server.use(neverAnswers('getHome'));
    const controller = new AbortController();
    const call = getHome({ signal: controller.signal }).then(
      () => 'answered',
      (error: unknown) => error,
    );
    const first = await Promise.race([
      call,
      new Promise((resolve) => setTimeout(() => resolve('pending'), 100)),
    ]);
    expect(first).toBe('pending');
    controller.abort();
    await expect(call).resolves.toMatchObject({ kind: 'aborted' });
  });

  it('slow: holds the call, then the handler behind it answers', async () => {
    server.use(slow('getUnreadCount', 50));
    const started = performance.now();
    await expect(getUnreadCount()).resolves.toBe(fixtures.unreadCount.unread);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });
});

describe('handlersWith', () => {
  it('puts the overrides in front of every default handler', async () => {
    const override = emptyList('listContent');
    const list = handlersWith(override);
    expect(list[0]).toBe(override);
    expect(list.slice(1)).toEqual(handlers);
    server.use(...list);
    const { body } = await send('listContent');
    expect(body).toMatchObject({ data: { list: [], count: 0 } });
  });
});
