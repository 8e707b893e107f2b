// @vitest-environment node
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import * as z from 'zod/mini';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './config';
import { onSessionExpired } from './session-expiry';
import { ApiError, apiMessages, describeError } from './errors';
import { REQUEST_TIMEOUT_MS } from '@creator/domain/limits';
import { request } from './request';
import { memoryStorage } from '@creator/domain/storage';
import { createSessionStore, SESSION_KEYS, type SessionStore } from './session';

const server = setupServer();
let session: SessionStore;
const answer = z.looseObject({ value: z.number() });
const get = (options: Partial<Parameters<typeof request>[0]> = {}) =>
  request({ path: '/mp-api/v3/api/thing', answer, ...options });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  session = createSessionStore();
  configureApiClient({ baseUrl: 'http://api.test/', session });
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('request: what goes over the wire', () => {
  it('sends the contract headers, with the bearer token only when signed in', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get('http://api.test/mp-api/v3/api/thing', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ code: 0, message: 'ok', data: { value: 1 } });
      }),
    );
    await get();
    session.signIn({ authentication_token: 'tok-1', uregion: 'sg', country: 'ID' });
    session.setLanguage('ar-EG', 'العربية (مصر)');
    await get();

    const [signedOut, signedIn] = seen;
    expect(signedOut?.get('authorization')).toBeNull();
    expect(signedOut?.get('uregion')).toBe('');
    expect(signedOut?.get('country')).toBe('');
    expect(signedOut?.get('clang')).toBe('en-US');
    expect(signedOut?.get('x-client-id')).toMatch(/^web-[0-9a-f-]{36}$/u);
    expect(signedIn?.get('authorization')).toBe('Bearer tok-1');
    expect(signedIn?.get('uregion')).toBe('sg');
    expect(signedIn?.get('country')).toBe('ID');
    expect(signedIn?.get('clang')).toBe('ar-EG');
    expect(signedIn?.get('x-client-id')).toBe(signedOut?.get('x-client-id'));
  });

  it('joins query arrays with commas, leaves out empty values and sends JSON bodies', async () => {
    let url: URL | undefined;
    let body: unknown;
    let contentType: string | null = null;
    server.use(
      http.post('http://api.test/mp-api/v3/api/thing', async ({ request }) => {
        url = new URL(request.url);
        contentType = request.headers.get('content-type');
        body = await request.json();
        return HttpResponse.json({ code: 0, message: 'ok', data: { value: 2 } });
      }),
    );
    const result = await get({
      method: 'POST',
      query: { content_sources: [7, 8], keyword: '中文 تجربة', title: undefined, page: 1 },
      body: { ids: [1, 2] },
    });
    expect(result).toEqual({ value: 2 });
    expect(url?.search).toBe(
      '?content_sources=7%2C8&keyword=%E4%B8%AD%E6%96%87+%D8%AA%D8%AC%D8%B1%D8%A8%D8%A9&page=1',
    );
    expect(url?.searchParams.get('keyword')).toBe('中文 تجربة');
    expect(contentType).toBe('application/json');
    expect(body).toEqual({ ids: [1, 2] });
  });

  it('calls relative paths on the same origin by default', async () => {
    configureApiClient({ baseUrl: '' });
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ code: 0, message: 'ok', data: { value: 3 } }));
    await get();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/mp-api/v3/api/thing');
    fetchSpy.mockRestore();
  });

  it('lets unknown answer fields through', async () => {
    server.use(
      http.get('*/mp-api/v3/api/thing', () =>
        HttpResponse.json({ code: 0, message: 'ok', data: { value: 4, added: 'later' }, trace: 'x' }),
      ),
    );
    await expect(get()).resolves.toEqual({ value: 4, added: 'later' });
  });
});

describe('request: the error catalogue', () => {
  it('turns any non-zero code into a business error carrying the server message and data', async () => {
    server.use(
      http.get('*/mp-api/v3/api/thing', () =>
        HttpResponse.json({ code: 17001, message: 'Claim limit reached', data: { max: 5 } }),
      ),
    );
    const error = await failure(get({ display: 'notification' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'business',
      code: 17001,
      status: 200,
      message: 'Claim limit reached',
      data: { max: 5 },
      display: 'notification',
    });
  });

  it('treats HTTP 400 with code 10001 as a business error naming the field', async () => {
    server.use(
      http.get('*/mp-api/v3/api/thing', () =>
        HttpResponse.json({ code: 10001, message: 'title is too long', data: null }, { status: 400 }),
      ),
    );
    await expect(get()).rejects.toMatchObject({
      kind: 'business',
      code: 10001,
      status: 400,
      message: 'title is too long',
    });
  });

  it.each([1, 4, 5, 6, 13])(
    'ends the session on HTTP 401 with body code %i: event now, session cleared after 500 ms',
    async (code) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      session.signIn({ authentication_token: 'tok', uregion: 'sg', country: 'ID' });
      const events: ApiError[] = [];
      let cleared = false;
      const stop = onSessionExpired((error, ended) => {
        events.push(error);
        void ended.then(() => (cleared = session.get().signedIn === false));
      });
      server.use(
        http.get('*/mp-api/v3/api/thing', () =>
          HttpResponse.json({ code, message: 'Session expired', data: null }, { status: 401 }),
        ),
      );

      const error = await failure(get());
      const second = await failure(get());
      stop();

      expect(error).toMatchObject({
        kind: 'unauthorized',
        code,
        status: 401,
        message: 'Session expired',
        sessionExpired: true,
      });
      expect(second?.sessionExpired).toBe(true);
      expect(events).toHaveLength(1);
      expect(session.get().signedIn).toBe(true);
      vi.advanceTimersByTime(499);
      expect(session.get().signedIn).toBe(true);
      expect(cleared).toBe(false);
      vi.advanceTimersByTime(1);
      expect(session.get()).toMatchObject({ signedIn: false, token: null });
      await expect.poll(() => cleared).toBe(true);
    },
  );

  describe('a 401 ends only the session it was sent with', () => {
    const A = { authentication_token: 'tok-A', uregion: 'sg', country: 'ID' };
    const B = { authentication_token: 'tok-B', uregion: 'sg', country: 'EG' };
    let storage: ReturnType<typeof memoryStorage>;
    let events: ApiError[];
    let stop: () => void;

    /** Answers 401 (code 5) to each call once the test releases it; `arrived` settles as a call reaches the server. */
    /** The call answers 401 with code 5: the session has ended. */
    const expired401 = () =>
      http.get('*/mp-api/v3/api/thing', () =>
        HttpResponse.json({ code: 5, message: 'Session expired', data: null }, { status: 401 }),
      );

    /** Session A's call answers 401 while the app has no listener yet (a route loader's call at start). */
    async function expiredWhileNobodyListens() {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      stop();
      session.signIn(A);
      server.use(expired401());
      await failure(get());
    }

    function held401() {
      const calls: { authorization: string | null; release: () => void }[] = [];
      let arrive: () => void = () => undefined;
      server.use(
        http.get('*/mp-api/v3/api/thing', async ({ request }) => {
          let release!: () => void;
          const released = new Promise<void>((resolve) => (release = resolve));
          calls.push({ authorization: request.headers.get('authorization'), release });
          arrive();
          await released;
          return HttpResponse.json({ code: 5, message: 'Session expired', data: null }, { status: 401 });
        }),
      );
      return {
        calls,
        arrived: (count: number) =>
          new Promise<void>((resolve) => {
            arrive = () => calls.length >= count && resolve();
            arrive();
          }),
      };
    }

    beforeEach(() => {
      storage = memoryStorage();
      session = createSessionStore(storage);
      configureApiClient({ session });
      events = [];
      stop = onSessionExpired((error) => events.push(error));
    });
    afterEach(() => stop());

    it('keeps a session signed in while an older session’s call was under way', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      session.signIn(A);
      const held = held401();
      const pending = failure(get());
      await held.arrived(1);
      session.signIn(B);
      held.calls[0]?.release();

      const error = await pending;
      vi.advanceTimersByTime(1000);
      expect(held.calls[0]?.authorization).toBe('Bearer tok-A');
      expect(error).toMatchObject({ kind: 'unauthorized', code: 5, status: 401 });
      expect(events).toHaveLength(0);
      expect(storage.getItem(SESSION_KEYS.token)).toBe('tok-B');
      expect(session.get()).toMatchObject({ signedIn: true, token: 'tok-B', country: 'EG' });
    });

    it('keeps a session signed in while a call without a token was under way', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const held = held401();
      const pending = failure(get());
      await held.arrived(1);
      session.signIn(B);
      held.calls[0]?.release();

      await pending;
      vi.advanceTimersByTime(1000);
      expect(held.calls[0]?.authorization).toBeNull();
      expect(events).toHaveLength(0);
      expect(storage.getItem(SESSION_KEYS.token)).toBe('tok-B');
      expect(session.get().signedIn).toBe(true);
    });

    it('still ends the current session on a 401 for its own token', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      session.signIn(A);
      const held = held401();
      const stale = failure(get());
      await held.arrived(1);
      session.signIn(B);
      const current = failure(get());
      await held.arrived(2);
      held.calls[0]?.release();
      await stale;
      held.calls[1]?.release();

      expect(await current).toMatchObject({ kind: 'unauthorized', code: 5, sessionExpired: true });
      expect(held.calls[1]?.authorization).toBe('Bearer tok-B');
      expect(events).toHaveLength(1);
      vi.advanceTimersByTime(500);
      expect(storage.getItem(SESSION_KEYS.token)).toBeNull();
      expect(session.get()).toMatchObject({ signedIn: false, token: null });
    });

    it('keeps an expiry raised before anyone listened for the first listener, once', async () => {
      await expiredWhileNobodyListens();
      const late: string[] = [];
      let ended: Promise<void> | undefined;
      const first = onSessionExpired((error, settles) => {
        late.push(error.message);
        ended = settles;
      });
      const second = onSessionExpired((error) => late.push(`again: ${error.message}`));
      vi.advanceTimersByTime(500);
      await expect(ended).resolves.toBeUndefined();
      first();
      second();
      expect(late).toEqual(['Session expired']);
      expect(session.get().signedIn).toBe(false);
    });

    it('drops an expiry nobody heard once another session is signed in', async () => {
      await expiredWhileNobodyListens();
      vi.advanceTimersByTime(500);
      session.signIn(B);
      const late = vi.fn();
      const listen = onSessionExpired(late);
      listen();
      expect(late).not.toHaveBeenCalled();
      expect(session.get()).toMatchObject({ signedIn: true, token: 'tok-B' });
    });

    it('leaves a session signed in during the redirect delay alone, and still settles `ended`', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      session.signIn(A);
      let ended: Promise<void> | undefined;
      const listen = onSessionExpired((_, settles) => (ended = settles));
      server.use(expired401());
      await failure(get());
      listen();
      expect(events).toHaveLength(1);
      session.signIn(B);
      vi.advanceTimersByTime(500);

      await expect(ended).resolves.toBeUndefined();
      expect(storage.getItem(SESSION_KEYS.token)).toBe('tok-B');
      expect(session.get()).toMatchObject({ signedIn: true, token: 'tok-B' });
    });
  });

  it('describes a 401 that is not the envelope with the generic text, in the reader’s language', async () => {
    server.use(
      http.get('*/mp-api/v3/api/thing', () => new HttpResponse('<html>401</html>', { status: 401 })),
    );
    const error = await failure(get());
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, sessionExpired: false });
    expect(describeError(error).message).toEqual(apiMessages.requestError);
  });

  it('hands other 401 bodies back to the caller and keeps the session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    session.signIn({ authentication_token: 'tok', uregion: 'sg', country: 'ID' });
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    server.use(
      http.get('*/mp-api/v3/api/thing', () =>
        HttpResponse.json({ code: 2, message: 'Wrong old password', data: null }, { status: 401 }),
      ),
    );
    const error = await failure(get());
    vi.advanceTimersByTime(1000);
    stop();
    expect(error).toMatchObject({
      kind: 'unauthorized',
      code: 2,
      message: 'Wrong old password',
      sessionExpired: false,
    });
    expect(listener).not.toHaveBeenCalled();
    expect(session.get().signedIn).toBe(true);
  });

  it.each([500, 502, 503, 504])('shows HTTP %i as a slow network', async (status) => {
    server.use(http.get('*/mp-api/v3/api/thing', () => new HttpResponse('upstream down', { status })));
    await expect(get()).rejects.toMatchObject({
      kind: 'network',
      status,
      message: 'Slow network. Please try again later',
    });
  });

  it('shows no answer at all as a slow network', async () => {
    server.use(http.get('*/mp-api/v3/api/thing', () => HttpResponse.error()));
    await expect(get()).rejects.toMatchObject({
      kind: 'network',
      message: 'Slow network. Please try again later',
    });
  });

  it.each([
    [
      'an HTML page from a proxy',
      () =>
        new HttpResponse('<html><body>Bad gateway</body></html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
    ],
    ['a 404 page', () => new HttpResponse('Not Found', { status: 404 })],
    [
      'a 413 from the proxy',
      () => new HttpResponse('<html>413 Request Entity Too Large</html>', { status: 413 }),
    ],
    ['JSON that is not the envelope', () => HttpResponse.json({ ok: true })],
    [
      'an envelope under an off-contract status',
      () => HttpResponse.json({ code: 404, message: 'Not found', data: null }, { status: 404 }),
    ],
  ])('shows %s as the generic request error', async (_, answerWith) => {
    server.use(http.get('*/mp-api/v3/api/thing', answerWith));
    await expect(get()).rejects.toMatchObject({ kind: 'contract', message: 'Request error, please retry.' });
  });

  it('names the offending field when data breaks its schema', async () => {
    server.use(
      http.get('*/mp-api/v3/api/thing', () =>
        HttpResponse.json({ code: 0, message: 'ok', data: { value: 'one' } }),
      ),
    );
    await expect(get()).rejects.toMatchObject({
      kind: 'contract',
      path: 'value',
      message: 'Request error, please retry.',
    });
  });

  it('rethrows a call the caller aborts as kind aborted', async () => {
    server.use(
      http.get('*/mp-api/v3/api/thing', async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 0, message: 'ok', data: { value: 1 } });
      }),
    );
    const controller = new AbortController();
    const pending = failure(get({ signal: controller.signal }));
    controller.abort();
    await expect(pending).resolves.toMatchObject({ kind: 'aborted' });
  });

  it('aborts at once when the signal is already aborted', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const controller = new AbortController();
    controller.abort();
    await expect(get({ signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
    fetchSpy.mockRestore();
  });

  it('gives up after 30 000 ms without an answer and reports a slow network', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let started!: () => void;
    const reached = new Promise<void>((resolve) => (started = resolve));
    server.use(
      http.get('*/mp-api/v3/api/thing', async () => {
        started();
        await delay('infinite');
        return HttpResponse.json({ code: 0, message: 'ok', data: { value: 1 } });
      }),
    );
    const pending = failure(get());
    await reached;
    vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
    const early = await Promise.race([pending, Promise.resolve('still waiting')]);
    expect(early).toBe('still waiting');
    vi.advanceTimersByTime(1);
    await expect(pending).resolves.toMatchObject({
      kind: 'network',
      message: 'Slow network. Please try again later',
    });
  });
});
