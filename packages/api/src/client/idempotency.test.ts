// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishContent } from '../endpoints/publish';
import { listDrafts, saveDraft } from '../endpoints/drafts';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '../schemas/idempotency';
import type { PublishBody } from '../schemas/publish.bodies';
import { configureApiClient } from './config';
import { keyedSender, newIdempotencyKey } from './idempotency';
import { createSessionStore } from './session';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  const session = createSessionStore();
  session.signIn({ authentication_token: 'tok-1', uregion: 'sg', country: 'ID' });
  configureApiClient({ baseUrl: 'http://api.test', session });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const post = { show_type: 2, title: 'Weekend', content: 'Tea hills', images: [] } as unknown as PublishBody;

describe('newIdempotencyKey', () => {
  it('makes keys a backend accepts, a new one each time', () => {
    const keys = Array.from({ length: 200 }, newIdempotencyKey);
    expect(new Set(keys).size).toBe(200);
    for (const key of keys) {
      expect(key).toHaveLength(22);
      expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    }
  });
});

describe('the Idempotency-Key on the wire', () => {
  it('goes with a write the route table marks idempotent, and never with any other call', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post('http://api.test/mp-api/v3/api/content/publish', ({ request }) => {
        seen.push(request.headers.get(IDEMPOTENCY_HEADER));
        return HttpResponse.json({ code: 0, message: 'ok', data: { content_id: 7 } });
      }),
      http.get('http://api.test/mp-api/v3/api/content/draft', ({ request }) => {
        seen.push(request.headers.get(IDEMPOTENCY_HEADER));
        return HttpResponse.json({ code: 0, message: 'ok', data: { list: [], count: 0 } });
      }),
    );
    await publishContent(post, { idempotencyKey: 'key-of-a-publish' });
    await listDrafts({ page: 1, page_size: 10 }, { idempotencyKey: 'key-of-a-read' });
    await publishContent(post);
    expect(seen).toEqual(['key-of-a-publish', null, null]);
  });
});

describe('keyedSender', () => {
  /** A sender over a server that fails the sends `failing` names (by their order, from 1), recording each key. */
  function sender(failing: number[] = []) {
    const keys: string[] = [];
    server.use(
      http.post('http://api.test/mp-api/v3/api/content/draft', ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_HEADER) ?? '');
        return failing.includes(keys.length)
          ? HttpResponse.error()
          : HttpResponse.json({ code: 0, message: 'ok', data: { content_id: keys.length } });
      }),
    );
    const send = keyedSender((body: { title: string }, idempotencyKey) =>
      saveDraft(body, { idempotencyKey }),
    );
    return { send, keys };
  }

  it('sends the same body again with the same key until an answer says it is done', async () => {
    const { send, keys } = sender([1, 2]);
    await expect(send({ title: 'On a train' })).rejects.toMatchObject({ kind: 'network' });
    await expect(send({ title: 'On a train' })).rejects.toMatchObject({ kind: 'network' });
    await expect(send({ title: 'On a train' })).resolves.toEqual({ content_id: 3 });
    expect(new Set(keys).size).toBe(1);
  });

  it('sends the first body again when only what `identity` leaves out has changed (a publish: its spent_time)', async () => {
    const sent: { key: string; body: { title: string; spent_time: number } }[] = [];
    let fail = true;
    const send = keyedSender(
      async (body: { title: string; spent_time: number }, key) => {
        sent.push({ key, body });
        if (fail) throw new Error('no answer');
        return 'done';
      },
      (body) => ({ ...body, spent_time: undefined }),
    );
    await expect(send({ title: 'Tea hills', spent_time: 1_000 })).rejects.toThrow();
    fail = false;
    await send({ title: 'Tea hills', spent_time: 9_000 });
    await send({ title: 'Tea hills', spent_time: 12_000 });
    expect(sent.map(({ body }) => body.spent_time)).toEqual([1_000, 1_000, 12_000]);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
  });

  it('gives a changed body, or the same body after a success, a new key', async () => {
    const { send, keys } = sender([1]);
    await expect(send({ title: 'First words' })).rejects.toMatchObject({ kind: 'network' });
    await send({ title: 'First words, then more' });
    await send({ title: 'First words, then more' });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });
});
