// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as z from 'zod/mini';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from './config';
import { EARLY_CALL_MAX_AGE_MS, EARLY_CALLS_KEY, sendEarlyCalls, takeEarlyCall } from './early-calls';
import { ApiError } from './errors';
import { request } from './request';
import { createSessionStore, memoryStorage, type SessionStore } from './session';

const server = setupServer();
const PATH = '/mp-api/v3/api/thing';
const URL_OF_THING = `http://api.test${PATH}`;
const answer = z.looseObject({ value: z.number() });
let session: SessionStore;
let onTheWire: number;
const global = globalThis as unknown as Record<string, unknown>;
const envelope = (value: number) => Response.json({ code: 0, message: 'ok', data: { value } });

/** What index.html's inline script leaves: `thing` answered with `value`, sent with `headers`, `at` ms. */
function sentEarly(value: number, headers: Record<string, string>, at = performance.now()) {
  sendEarlyCalls(
    [URL_OF_THING],
    headers,
    global,
    EARLY_CALLS_KEY,
    () => Promise.resolve(envelope(value)),
    at,
  );
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  session = createSessionStore(
    memoryStorage([
      ['authentication_token', 'tok-1'],
      ['uregion', 'sg'],
      ['country', 'ID'],
      ['client_id', 'web-1'],
    ]),
  );
  configureApiClient({ baseUrl: 'http://api.test', session });
  onTheWire = 0;
  server.use(
    http.get(URL_OF_THING, () => {
      onTheWire += 1;
      return HttpResponse.json({ code: 0, message: 'ok', data: { value: 2 } });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  delete global[EARLY_CALLS_KEY];
});
afterAll(() => server.close());

describe('calls sent before the bundle', () => {
  it('are adopted by the same call, once: its answer, and nothing more on the wire', async () => {
    sentEarly(1, session.headers());
    await expect(request({ path: PATH, answer })).resolves.toEqual({ value: 1 });
    expect(onTheWire).toBe(0);
    // The second time it goes over the wire.
    await expect(request({ path: PATH, answer })).resolves.toEqual({ value: 2 });
    expect(onTheWire).toBe(1);
  });

  it('are not adopted with other headers (another session, another language), nor once too old', async () => {
    sentEarly(1, { ...session.headers(), Authorization: 'Bearer tok-0' });
    await expect(request({ path: PATH, answer })).resolves.toEqual({ value: 2 });
    sentEarly(1, { ...session.headers(), clang: 'ar-EG' });
    await expect(request({ path: PATH, answer })).resolves.toEqual({ value: 2 });
    sentEarly(1, session.headers(), performance.now() - EARLY_CALL_MAX_AGE_MS - 1);
    await expect(request({ path: PATH, answer })).resolves.toEqual({ value: 2 });
    expect(onTheWire).toBe(3);
  });

  it('are checked as any answer is: a failed one is the call’s failure, an abort is the caller’s', async () => {
    sendEarlyCalls(
      [URL_OF_THING],
      session.headers(),
      global,
      EARLY_CALLS_KEY,
      () => Promise.reject(new TypeError('Failed to fetch')),
      performance.now(),
    );
    const failed = await request({ path: PATH, answer }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).kind).toBe('network');

    let answerNow!: (response: Response) => void;
    sendEarlyCalls(
      [URL_OF_THING],
      session.headers(),
      global,
      EARLY_CALLS_KEY,
      () => new Promise<Response>((resolve) => (answerNow = resolve)),
      performance.now(),
    );
    const controller = new AbortController();
    const pending = request({ path: PATH, answer, signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    controller.abort();
    expect(((await pending) as ApiError).kind).toBe('aborted');
    answerNow(envelope(1));
    expect(onTheWire).toBe(0);
  });

  it('are taken only for a GET of the same address', () => {
    sentEarly(1, session.headers());
    expect(takeEarlyCall(`${URL_OF_THING}?page=2`, session.headers())).toBeUndefined();
    expect(takeEarlyCall(URL_OF_THING, { ...session.headers(), extra: '1' })).toBeUndefined();
    expect(takeEarlyCall(URL_OF_THING, session.headers())).toBeDefined();
    expect(takeEarlyCall(URL_OF_THING, session.headers())).toBeUndefined();
  });
});
