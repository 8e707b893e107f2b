// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem, OutboxStore } from '../client/outbox';
import { httpError, networkError } from '../mocks/handlers';
import type { PublishBody } from '../schemas/publish.bodies';
import { setUpHookTests } from './hook-test-server';
import { apiKeys } from './keys';
import { isQueued, OutboxProvider, useOutbox, useOutboxItems } from './outbox';
import { takeBack } from './outbox-send';
import { createApiQueryClient } from './query-client';
import { usePublishContent } from './publish';

const { server, wrapper: client } = setUpHookTests();

function memoryStore(): OutboxStore {
  const rows = new Map<string, OutboxItem>();
  return {
    all: () => Promise.resolve([...rows.values()]),
    get: (id) => Promise.resolve(rows.get(id)),
    put: (item) => Promise.resolve(void rows.set(item.id, item)),
    delete: (id) => Promise.resolve(void rows.delete(id)),
  };
}

const DRAFT_KEY = 'draft:post:7';
const post = { show_type: 2, title: 'Weekend', content: 'Tea hills', images: [] } as unknown as PublishBody;

function setup() {
  const store = memoryStore();
  const onSent = vi.fn();
  const keys: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/content/publish'))
      keys.push(request.headers.get('Idempotency-Key'));
  });
  const wrapper = ({ children }: { children: ReactNode }) =>
    client({
      children: (
        <OutboxProvider owner="7" store={store} onSent={onSent}>
          {children}
        </OutboxProvider>
      ),
    });
  const hook = renderHook(
    () => ({
      publish: usePublishContent({ writtenAt: { path: '/creator/post', draftKey: DRAFT_KEY } }),
      outbox: useOutbox()!,
      items: useOutboxItems(),
    }),
    { wrapper },
  );
  return { ...hook, onSent, keys };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('a write with no answer goes into the outbox', () => {
  it('waits with its key, body and the form’s draft, and is sent once with them when the network is back', async () => {
    localStorage.setItem(DRAFT_KEY, '{"content":"Tea hills"}');
    const { result, onSent, keys } = setup();
    server.use(networkError('publishContent', { once: true }));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.publish.mutateAsync(post);
    });
    expect(isQueued(answer)).toBe(true);
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    const [item] = result.current.items!;
    expect(item).toMatchObject({ kind: 'publish', owner: '7', body: post, state: 'waiting', id: keys[0] });
    expect(item!.edit).toEqual({
      path: '/creator/post',
      draftKey: DRAFT_KEY,
      draft: '{"content":"Tea hills"}',
    });

    await act(() => result.current.outbox.flush());
    expect(keys).toEqual([item!.id, item!.id]);
    await waitFor(() => expect(result.current.items).toEqual([]));
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: item!.id }));
  });

  it('a 5xx is an answer: the page is told, and nothing waits', async () => {
    const { result } = setup();
    server.use(httpError('publishContent', 502, { once: true }));
    await act(() => expect(result.current.publish.mutateAsync(post)).rejects.toMatchObject({ status: 502 }));
    await waitFor(() => expect(result.current.items).toEqual([]));
  });
});

describe('the tabs of one device', () => {
  it('each shows what another put in or took out of the outbox they share', async () => {
    const store = memoryStore();
    const tab = () =>
      renderHook(() => ({ outbox: useOutbox()!, items: useOutboxItems() }), {
        wrapper: ({ children }: { children: ReactNode }) =>
          client({
            children: (
              <OutboxProvider owner="7" store={store}>
                {children}
              </OutboxProvider>
            ),
          }),
      });
    // Offline: neither tab sends what waits.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const [first, second] = [tab(), tab()];
    await waitFor(() => expect(second.result.current.items).toEqual([]));
    const item = await act(() => first.result.current.outbox.add('publish', post));
    await waitFor(() => expect(second.result.current.items).toEqual([item]));
    await act(() => first.result.current.outbox.remove(item.id));
    await waitFor(() => expect(second.result.current.items).toEqual([]));
  });
});

describe('the tabs of one device, each with its own cache', () => {
  it('a write one tab sent from the outbox makes the others read its lists again, not only the tab that sent it', async () => {
    const store = memoryStore();
    const tab = () => {
      const cache = createApiQueryClient();
      // What the tab has shown: the home page's counts, the content lists, the drafts.
      for (const key of [apiKeys.home(), apiKeys.content.all, apiKeys.drafts.all])
        cache.setQueryData(key, {});
      const hook = renderHook(() => ({ outbox: useOutbox()!, items: useOutboxItems() }), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={cache}>
            <OutboxProvider owner="7" store={store}>
              {children}
            </OutboxProvider>
          </QueryClientProvider>
        ),
      });
      const stale = () =>
        [apiKeys.home(), apiKeys.content.all, apiKeys.drafts.all].map(
          (key) => cache.getQueryState(key)?.isInvalidated,
        );
      return { ...hook, stale };
    };
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const [sender, other] = [tab(), tab()];
    const item = await act(() => sender.result.current.outbox.add('publish', post));
    await waitFor(() => expect(other.result.current.items).toEqual([item]));
    expect(other.stale()).toEqual([false, false, false]);

    online.mockReturnValue(true);
    await act(() => sender.result.current.outbox.flush());
    await waitFor(() => expect(other.result.current.items).toEqual([]));
    expect(sender.stale()).toEqual([true, true, true]);
    await waitFor(() => expect(other.stale()).toEqual([true, true, true]));
  });

  it('a message of another shape on the channel marks nothing stale and breaks nothing', async () => {
    const cache = createApiQueryClient();
    for (const key of [apiKeys.home(), apiKeys.drafts.all]) cache.setQueryData(key, {});
    const { result } = renderHook(() => useOutboxItems(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={cache}>
          <OutboxProvider owner="7" store={memoryStore()}>
            {children}
          </OutboxProvider>
        </QueryClientProvider>
      ),
    });
    await waitFor(() => expect(result.current).toEqual([]));
    const page = new BroadcastChannel('creator-portal-outbox');
    for (const data of [{ sent: 'constructor' }, { sent: '__proto__' }, { sent: 42 }, 'sent', null])
      page.postMessage(data);
    // A real one last, which marks the drafts only: once it is taken, the others were (a channel keeps order).
    page.postMessage({ sent: 'draft' });
    page.close();
    await waitFor(() => expect(cache.getQueryState(apiKeys.drafts.all)?.isInvalidated).toBe(true));
    expect(cache.getQueryState(apiKeys.home())?.isInvalidated).toBe(false);
  });
});

describe('takeBack', () => {
  it('puts the work back as the page’s saved draft and out of the outbox, unless other work is saved there', async () => {
    const { result } = setup();
    server.use(networkError('publishContent'));
    localStorage.setItem(DRAFT_KEY, 'first');
    await act(() => result.current.publish.mutateAsync(post));
    localStorage.setItem(DRAFT_KEY, 'other work since');
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    const [item] = result.current.items!;

    await expect(takeBack(result.current.outbox, item!)).resolves.toBe('blocked');
    expect(localStorage.getItem(DRAFT_KEY)).toBe('other work since');
    expect(await result.current.outbox.items()).toHaveLength(1);

    localStorage.removeItem(DRAFT_KEY);
    await expect(takeBack(result.current.outbox, item!)).resolves.toBe('back');
    expect(localStorage.getItem(DRAFT_KEY)).toBe('first');
    await waitFor(() => expect(result.current.items).toEqual([]));
    await expect(takeBack(result.current.outbox, item!)).resolves.toBe('gone');
  });
});
