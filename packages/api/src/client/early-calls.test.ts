// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as z from 'zod/mini';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from './config';
import { EARLY_CALL_MAX_AGE_MS, EARLY_CALLS_KEY, sendEarlyCalls, takeEarlyCall } from './early-calls';
import { ApiError } from './errors';
import { request } from './request';
import { onSessionExpired } from './session-expiry';
import { memoryStorage } from '@creator/domain/storage';
import { createSessionStore, type SessionStore } from './session';

const server = setupServer();
const PATH = '/mp-api/v3/api/thing';
const URL_OF_THING = `http://api.test${PATH}`;
const answer = z.looseObject({ value: z.number() });
let session: SessionStore;
let onTheWire: number;
const global = globalThis as unknown as Record<string, unknown>;
const envelope = (value: number) => Response.json({ code: 0, message: 'ok', data: { value } });

/** What index.html's inline script leaves: `thing`, sent with `headers`, answered by `answerWith`. */
function sentEarly(
  answerWith: () => Promise<Response>,
  headers: Record<string, string> = session.headers(),
  now: () => number = () => performance.now(),
) {
  sendEarlyCalls([URL_OF_THING], headers, global, EARLY_CALLS_KEY, answerWith, now);
}
const answered = (value: number) => () => Promise.resolve(envelope(value));

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
    sentEarly(answered(1));
    await expect(request({ path: PATH, answer })).resolves.toEqual({ value: 1 });
    expect(onTheWire).toBe(0);
    // The second time it goes over the wire.
    await expect(request({ path: PATH, answer })).resolves.toEqual({ value: 2 });
    expect(onTheWire).toBe(1);
  });

  it('are not adopted with other headers (another session, another language), nor answered too long ago', async () => {
    sentEarly(answered(1), { ...session.headers(), Authorization: 'Bearer tok-0' });
    await expect(request({ path: PATH, answer })).resolves.toEqual({ value: 2 });
    sentEarly(answered(1), { ...session.headers(), clang: 'ar-EG' });
    await expect(request({ path: PATH, answer })).resolves.toEqual({ value: 2 });
    sentEarly(answered(1), session.headers(), () => performance.now() - EARLY_CALL_MAX_AGE_MS - 1);
    // Answered (the clock above) before it is asked for.
    await Promise.resolve();
    await expect(request({ path: PATH, answer })).resolves.toEqual({ value: 2 });
    expect(onTheWire).toBe(3);
  });

  it('are adopted while on their way, however long they take', async () => {
    let answerNow!: (response: Response) => void;
    sentEarly(() => new Promise<Response>((resolve) => (answerNow = resolve)));
    const taken = takeEarlyCall(URL_OF_THING, session.headers(), performance.now() + 60_000);
    expect(taken).toBeDefined();
    answerNow(envelope(1));
    await expect(taken).resolves.toBeInstanceOf(Response);
  });

  it('are checked as any answer is: a failed one is the call’s failure, an abort is the caller’s', async () => {
    sentEarly(() => Promise.reject(new TypeError('Failed to fetch')));
    const failed = await request({ path: PATH, answer }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).kind).toBe('network');

    let answerNow!: (response: Response) => void;
    sentEarly(() => new Promise<Response>((resolve) => (answerNow = resolve)));
    const controller = new AbortController();
    const pending = request({ path: PATH, answer, signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    controller.abort();
    expect(((await pending) as ApiError).kind).toBe('aborted');
    answerNow(envelope(1));
    expect(onTheWire).toBe(0);
  });

  it('end the session when the early answer says it has ended (HTTP 401)', async () => {
    const ended: ApiError[] = [];
    const stop = onSessionExpired((error) => ended.push(error));
    sentEarly(() =>
      Promise.resolve(Response.json({ code: 5, message: 'Session expired', data: null }, { status: 401 })),
    );
    const error = (await request({ path: PATH, answer }).catch((caught: unknown) => caught)) as ApiError;
    stop();
    expect(error).toMatchObject({ kind: 'unauthorized', sessionExpired: true });
    expect(ended).toHaveLength(1);
    expect(onTheWire).toBe(0);
  });

  it('are dropped when the session ends or another begins', async () => {
    sentEarly(answered(1));
    session.clear();
    session.signIn({ authentication_token: 'tok-1', uregion: 'sg', country: 'ID' });
    await expect(request({ path: PATH, answer })).resolves.toEqual({ value: 2 });
    sentEarly(answered(1));
    session.signIn({ authentication_token: 'tok-1', uregion: 'sg', country: 'ID' });
    await expect(request({ path: PATH, answer })).resolves.toEqual({ value: 2 });
    expect(onTheWire).toBe(2);
  });

  it('are taken only for a GET of the same address', () => {
    sentEarly(answered(1));
    expect(takeEarlyCall(`${URL_OF_THING}?page=2`, session.headers())).toBeUndefined();
    expect(takeEarlyCall(URL_OF_THING, { ...session.headers(), extra: '1' })).toBeUndefined();
    expect(takeEarlyCall(URL_OF_THING, session.headers())).toBeDefined();
    expect(takeEarlyCall(URL_OF_THING, session.headers())).toBeUndefined();
  });
});
