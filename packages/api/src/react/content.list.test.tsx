// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures, FIXTURE_NOW } from '../mocks/fixtures';
import { answer } from '../mocks/handlers';
import type { ContentListQuery } from '../schemas/content';
import { useContentList } from './content.list';
import { useContentCheck } from './content.check';
import { setUpHookTests } from './hook-test-server';
import { apiKeys } from './keys';

const { server, wrapper, client } = setUpHookTests();

/** Every content list request the server saw, as its query string. */
function watchListRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/mp-api/v3/api/content') seen.push(url.searchParams.toString());
  });
  return seen;
}

afterEach(() => vi.useRealTimers());

const query: ContentListQuery = { status: [0], show_types: [2], page: 1, page_size: 10 };

describe('useContentList', () => {
  it('fetches the next page ahead while there is one, and none past the last', async () => {
    const seen = watchListRequests();
    server.use(answer('listContent', { ...fixtures.contentPage, count: 25 }));
    const { result, rerender } = renderHook((props: ContentListQuery) => useContentList(props), {
      wrapper,
      initialProps: query,
    });
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen.map((search) => new URLSearchParams(search).get('page'))).toEqual(['1', '2']);
    expect(result.current.data?.count).toBe(25);
    // The prefetched page shows at once; the last page (3) asks for no page 4.
    rerender({ ...query, page: 2 });
    expect(result.current.isPlaceholderData).toBe(false);
    rerender({ ...query, page: 3 });
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(seen.map((search) => new URLSearchParams(search).get('page'))).toEqual(['1', '2', '3']);
  });

  it('keeps the previous page on screen while the next loads, and aborts a request it no longer wants', async () => {
    server.use(
      http.get('*/mp-api/v3/api/content', async ({ request }) => {
        // The search for "sea" hangs: the list moves on before it would answer.
        if (new URL(request.url).searchParams.get('keyword') === 'sea') await delay(5000);
        return undefined;
      }),
    );
    const { result, rerender } = renderHook((props: ContentListQuery) => useContentList(props), {
      wrapper,
      initialProps: query,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ ...query, keyword: 'sea' });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.list).toHaveLength(fixtures.contentPage.list.length);
    const superseded = client()
      .getQueryCache()
      .find({ queryKey: apiKeys.content.list({ ...query, keyword: 'sea' }) });
    expect(superseded?.state.fetchStatus).toBe('fetching');
    rerender({ ...query, keyword: 'sea view' });
    // Cancelled (its signal aborted the call) rather than left running: it stops fetching long before it would answer.
    await waitFor(() => expect(superseded?.state.fetchStatus).toBe('idle'));
    expect(superseded?.state.data).toBeUndefined();
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
  });
});

describe('useContentCheck', () => {
  it('asks the server for the item again and applies the edit rule', async () => {
    vi.useFakeTimers({ now: FIXTURE_NOW * 1000, toFake: ['Date'] });
    const details: number[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/content/detail')) details.push(Number(url.searchParams.get('content_id')));
    });
    const { result } = renderHook(() => useContentCheck(), { wrapper });
    const editable = await act(() => result.current.mutateAsync({ contentId: 1001, action: 'edit' }));
    expect(editable.verdict).toEqual({ ok: true });
    // Edited three times by now: refused with the limit's message.
    server.use(
      answer('getContentDetail', {
        detail: { ...fixtures.postDetail, modify_count: 3, remaining_modify_count: 0 },
      }),
    );
    const used = await act(() => result.current.mutateAsync({ contentId: 1001, action: 'edit' }));
    expect(used.verdict).toMatchObject({ ok: false, reason: { id: 'forms.content.edit.limit' } });
    expect(details).toEqual([1001, 1001]);
  });

  it('refuses to delete an item under review and fetches the lists again', async () => {
    server.use(answer('getContentDetail', { detail: { ...fixtures.postDetail, status: 4 } }));
    const seen = watchListRequests();
    const { result } = renderHook(() => ({ list: useContentList(query), check: useContentCheck() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const before = seen.length;
    const check = await act(() => result.current.check.mutateAsync({ contentId: 1001, action: 'delete' }));
    expect(check.verdict).toMatchObject({ ok: false, reason: { id: 'forms.content.delete.in-review' } });
    await waitFor(() => expect(seen.length).toBeGreaterThan(before));
  });
});
