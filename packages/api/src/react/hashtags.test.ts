// @vitest-environment node
import { QueryObserver } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../client/config';
import { createSessionStore } from '../client/session';
import { hashtagSearchQueryOptions } from './hashtags';
import { createApiQueryClient } from './query-client';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => configureApiClient({ baseUrl: 'http://api.test', session: createSessionStore() }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('hashtag search', () => {
  // The QueryObserver is what useHashtagSearch renders through; switching its options is a new keystroke.
  it('aborts a search superseded by a newer keystroke, with no error and no stale result', async () => {
    const aborted: string[] = [];
    const reported: unknown[] = [];
    let firstArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (firstArrived = resolve));
    server.use(
      http.get('http://api.test/mp-api/v3/api/hashtags', async ({ request }) => {
        const name = new URL(request.url).searchParams.get('name') ?? '';
        request.signal.addEventListener('abort', () => aborted.push(name));
        if (name === 'sp') {
          firstArrived();
          await delay(100);
        }
        return HttpResponse.json({
          code: 0,
          message: 'ok',
          data: { list: [{ name: `${name}-result`, total_pv: 1 }] },
        });
      }),
    );
    const client = createApiQueryClient({ onError: (display) => reported.push(display) });
    const observer = new QueryObserver(client, hashtagSearchQueryOptions('sp'));
    const seen: unknown[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));

    await arrived;
    observer.setOptions(hashtagSearchQueryOptions('spr'));
    await expect.poll(() => observer.getCurrentResult().data).toEqual([{ name: 'spr-result', total_pv: 1 }]);
    await delay(150);

    expect(aborted).toEqual(['sp']);
    expect(observer.getCurrentResult().error).toBeNull();
    expect(reported).toEqual([]);
    expect(seen).not.toContainEqual([{ name: 'sp-result', total_pv: 1 }]);
    expect(client.getQueryState(['api', 'hashtags', 'sp'])).toMatchObject({ status: 'pending', error: null });
    stop();
  });
});
