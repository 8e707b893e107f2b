// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../mocks/fixtures';
import { answer, httpError } from '../mocks/handlers';
import type { NoticeListAnswer } from '../schemas/notices';
import { setUpHookTests } from './hook-test-server';
import { noticesInfiniteQueryOptions, uniqueNotices, useNotices, useReadOnView } from './notices';
import { useRefreshNotices } from './notices.unread';

const { server, wrapper, client } = setUpHookTests();

/** The ids of every read report, call by call. */
function recordReports(): number[][] {
  const reports: number[][] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/notifies/actions/read')) {
      reports.push(((await request.clone().json()) as { ids: number[] }).ids);
    }
  });
  return reports;
}

afterEach(() => vi.useRealTimers());

describe('useReadOnView', () => {
  it('reports the notices seen within a moment in one call, each once', async () => {
    const reports = recordReports();
    const { result } = renderHook(() => useReadOnView(), { wrapper });
    act(() => {
      result.current(601);
      result.current(602);
      result.current(601);
      result.current(603);
    });
    await waitFor(() => expect(reports).toEqual([[601, 602, 603]]));
    act(() => result.current(604));
    await waitFor(() => expect(reports).toEqual([[601, 602, 603], [604]]));
  });

  it('never reports a notice again once reported, even if it shows unread again', async () => {
    const reports = recordReports();
    const { result } = renderHook(() => useReadOnView(), { wrapper });
    act(() => result.current(601));
    await waitFor(() => expect(reports).toEqual([[601]]));
    await waitFor(() => expect(client().isMutating()).toBe(0));
    // A page of the feed fetched while the report ran brings 601 back unread, and it is seen again.
    act(() => {
      result.current(601);
      result.current(602);
    });
    await waitFor(() => expect(reports).toEqual([[601], [602]]));
  });

  it('keeps its identity across renders, so a notice does not watch itself again', () => {
    const { result, rerender } = renderHook(() => useReadOnView(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('sends a failed report again with the next one', async () => {
    const reports = recordReports();
    server.use(
      httpError('markNoticesRead', 500, { once: true }),
      httpError('markNoticesRead', 500, { once: true }),
    );
    const { result } = renderHook(() => useReadOnView(), { wrapper });
    act(() => result.current(601));
    await waitFor(() => expect(reports).toHaveLength(1));
    // The failed report settles (a mutation is not retried): then the next notice seen. Waiting on the
    // mutation itself, not on a delay, so a slow machine cannot see 602 go before 601 counts as failed.
    await waitFor(() => expect(client().isMutating()).toBe(0));
    act(() => result.current(602));
    await waitFor(() => expect(reports.at(-1)).toEqual([602, 601]));
  });

  it('reports what is still waiting when the page goes', async () => {
    const reports = recordReports();
    const { result, unmount } = renderHook(() => useReadOnView(), { wrapper });
    act(() => result.current(605));
    unmount();
    await waitFor(() => expect(reports).toEqual([[605]]));
  });

  it('marks the reported notices read in the loaded pages', async () => {
    const { result } = renderHook(() => ({ notices: useNotices(), seen: useReadOnView() }), { wrapper });
    await waitFor(() => expect(result.current.notices.data).toBeDefined());
    const unread = fixtures.notices.list.filter((notice) => notice.status === 1).map((notice) => notice.id);
    act(() => unread.forEach((id) => result.current.seen(id)));
    await waitFor(() =>
      expect(result.current.notices.data?.pages[0]?.list.filter((notice) => notice.status === 1)).toEqual([]),
    );
  });
});

describe('useRefreshNotices', () => {
  it('asks for the first page and the count again, and drops the later pages', async () => {
    const [notice] = fixtures.notices.list;
    const page = (number: number): NoticeListAnswer => ({
      list: Array.from({ length: 20 }, (_, index) => ({ ...notice!, id: number * 100 + index })),
      count: 60,
      page: number,
      page_size: 20,
    });
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/notifies'))
        asked.push(new URL(request.url).pathname + new URL(request.url).search);
    });
    server.use(
      answer('listNotices', page(1), { once: true }),
      answer('listNotices', page(2), { once: true }),
      answer('listNotices', page(1)),
    );
    const { result } = renderHook(() => ({ notices: useNotices(), refresh: useRefreshNotices() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.notices.data?.pages).toHaveLength(1));
    await act(() => result.current.notices.fetchNextPage());
    await waitFor(() => expect(result.current.notices.data?.pages).toHaveLength(2));
    asked.length = 0;
    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.notices.data?.pages).toHaveLength(1));
    expect(asked.filter((path) => path.includes('page='))).toEqual(['/mp-api/v3/api/notifies?page=1']);
  });
});

describe('noticesInfiniteQueryOptions', () => {
  const notice = (id: number) => ({ ...fixtures.notices.list[0]!, id });
  const page = (ids: number[], count: number) => ({ list: ids.map(notice), count, page: 1, page_size: 3 });
  const next = noticesInfiniteQueryOptions().getNextPageParam;

  it('keeps each notice once when a new one shifted the pages, and pages on until count distinct ones', () => {
    // A notice arrived between the two pages: page 2 starts with the last notice of page 1.
    const pages = [page([9, 8, 7], 7), page([7, 6, 5], 7)];
    expect(uniqueNotices(pages).map((item) => item.id)).toEqual([9, 8, 7, 6, 5]);
    expect(next(pages[1]!, pages, 2, [1, 2])).toBe(3);
    const all = [...pages, page([4, 3], 7)];
    expect(next(all[2]!, all, 3, [1, 2, 3])).toBeUndefined();
  });

  it('stops at an empty page, or one of repeats only, whatever the count says', () => {
    const pages = [page([3, 2, 1], 10), page([], 10)];
    expect(next(pages[1]!, pages, 2, [1, 2])).toBeUndefined();
    // A backend that ignores `page` answers the first page again.
    const again = [page([3, 2, 1], 10), page([3, 2, 1], 10)];
    expect(next(again[1]!, again, 2, [1, 2])).toBeUndefined();
  });
});
