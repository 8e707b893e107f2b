// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configureApiClient } from '../client/config';
import { describeError } from '../client/errors';
import { memoryStorage } from '@creator/domain/storage';
import { createSessionStore, REMEMBERED_NAME_KEY } from '../client/session';
import { fixtures } from '../mocks/fixtures';
import { answer, businessError } from '../mocks/handlers';
import type { ContentListQuery } from '../schemas/content';
import type { NoticeListAnswer } from '../schemas/notices';
import { useAccount } from './account';
import { useDeleteContent } from './content';
import { useContentList } from './content.list';
import { setUpHookTests } from './hook-test-server';
import { useMarkNoticesRead, useNotices } from './notices';
import { useUnreadCount } from './notices.unread';
import { useClaimPolishTasks, usePolishTasks } from './polish-tasks';

// The mocks hold no state: where a hook's point is what it does after a change, each test answers the
// route once with the state before and then with the state after.

const { server, wrapper, replaceClient } = setUpHookTests();

describe('the account', () => {
  it('remembers its screen name for the next first paint of the home page', async () => {
    const storage = memoryStorage([
      ['authentication_token', 't'],
      ['uregion', 'sg'],
      ['country', 'ID'],
    ]);
    configureApiClient({ session: createSessionStore(storage) });
    server.use(answer('getAccount', { ...fixtures.account, screen_name: 'Ayu <b>Lestari</b>' }));
    const { result } = renderHook(() => useAccount(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(storage.getItem(REMEMBERED_NAME_KEY)).toBe('Ayu <b>Lestari</b>');
  });
});

describe('notices', () => {
  it('loads page after page until every notice is there', async () => {
    const [notice] = fixtures.notices.list;
    const page = (number: number, size: number): NoticeListAnswer => ({
      list: Array.from({ length: size }, (_, index) => ({ ...notice!, id: number * 100 + index })),
      count: 45,
      page: number,
      page_size: 20,
    });
    server.use(
      answer('listNotices', page(1, 20), { once: true }),
      answer('listNotices', page(2, 20), { once: true }),
      answer('listNotices', page(3, 5), { once: true }),
    );
    const { result } = renderHook(() => useNotices(), { wrapper });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    expect(result.current.data?.pages.flatMap((page) => page.list)).toHaveLength(45);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('marks notices read in the cache and refetches the unread count', async () => {
    const before = fixtures.unreadCount.unread;
    server.use(
      answer('getUnreadCount', { unread: before }, { once: true }),
      answer('getUnreadCount', { unread: before - 2 }),
    );
    const { result } = renderHook(
      () => ({ notices: useNotices(), unread: useUnreadCount(), read: useMarkNoticesRead() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.unread.data).toBe(before));
    await waitFor(() => expect(result.current.notices.data).toBeDefined());
    const unreadIds =
      result.current.notices.data?.pages[0]?.list
        .filter((notice) => notice.status === 1)
        .map((notice) => notice.id) ?? [];
    expect(unreadIds.length).toBeGreaterThan(2);
    await act(() => result.current.read.mutateAsync(unreadIds.slice(0, 2)));
    const statusesOf = (ids: number[]) =>
      result.current.notices.data?.pages[0]?.list
        .filter((notice) => ids.includes(notice.id))
        .map((notice) => notice.status);
    await waitFor(() => expect(statusesOf(unreadIds.slice(0, 2))).toEqual([2, 2]));
    expect(statusesOf(unreadIds.slice(2, 3))).toEqual([1]);
    await waitFor(() => expect(result.current.unread.data).toBe(before - 2));
  });
});

describe('mutations invalidate what they change', () => {
  it('refetches the content list after a delete', async () => {
    const page = fixtures.contentPage;
    const [first, ...rest] = page.list;
    server.use(
      answer('listContent', page, { once: true }),
      answer('listContent', { ...page, list: rest, count: page.count - 1 }),
    );
    const query: ContentListQuery = { status: [1], show_types: [2], page: 1, page_size: 10 };
    const { result } = renderHook(() => ({ list: useContentList(query), remove: useDeleteContent() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data?.count).toBe(page.count));
    await act(() => result.current.remove.mutateAsync(first?.content_id ?? 0));
    await waitFor(() => expect(result.current.list.data?.count).toBe(page.count - 1));
    expect(result.current.list.data?.list.map((item) => item.content_id)).not.toContain(first?.content_id);
  });

  it('refetches the task lists after a claim', async () => {
    const page = fixtures.polishTasks;
    const [first, ...rest] = page.list;
    server.use(
      answer('listPolishTasks', page, { once: true }),
      answer('listPolishTasks', { ...page, list: rest, count: page.count - 1, remaining_claimed_count: 0 }),
    );
    const { result } = renderHook(
      () => ({
        tasks: usePolishTasks({ status: 'PENDING', page: 1, page_size: 20 }),
        claim: useClaimPolishTasks(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.tasks.data?.remaining_claimed_count).toBe(1));
    await act(() => result.current.claim.mutateAsync([first?.id ?? 0]));
    await waitFor(() => expect(result.current.tasks.data?.remaining_claimed_count).toBe(0));
    expect(result.current.tasks.data?.list.map((task) => task.id)).not.toContain(first?.id);
  });

  it('tells a claim over the limit with the limit of data.max, and asks the lists again after any refusal', async () => {
    const page = fixtures.polishTasks;
    const [first, ...rest] = page.list;
    server.use(
      answer('listPolishTasks', page, { once: true }),
      answer('listPolishTasks', { ...page, list: rest, count: page.count - 1 }),
      businessError('claimPolishTasks', 17001, 'Server words', { max: 7 }, { once: true }),
      businessError('claimPolishTasks', 17002, 'The post has been claimed by other users.'),
    );
    const { result } = renderHook(
      () => ({
        tasks: usePolishTasks({ status: 'PENDING', page: 1, page_size: 20 }),
        claim: useClaimPolishTasks({ meta: { display: 'silent' } }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.tasks.data?.count).toBe(page.count));
    const over = await result.current.claim.mutateAsync([first?.id ?? 0]).catch((error: unknown) => error);
    expect(describeError(over).message).toMatchObject({ id: 'forms.claim.limit', values: { max: 7 } });
    await waitFor(() => expect(result.current.tasks.data?.count).toBe(page.count - 1));
    const taken = await result.current.claim.mutateAsync([first?.id ?? 0]).catch((error: unknown) => error);
    expect(describeError(taken).message).toBe('The post has been claimed by other users.');
  });
});

describe('display of mutation failures', () => {
  it('reports with the meta the hook was given, and not at all when silent', async () => {
    server.use(businessError('deleteContent', 16003, 'Content under review cannot be deleted'));
    const reported: unknown[] = [];
    replaceClient({ onError: (display) => reported.push(display) });
    const loud = renderHook(() => useDeleteContent({ meta: { display: 'notification' } }), { wrapper });
    await act(() => loud.result.current.mutateAsync(1003).catch(() => undefined));
    expect(reported).toEqual([
      expect.objectContaining({ mode: 'notification', message: expect.stringContaining('review') }),
    ]);
    const quiet = renderHook(() => useDeleteContent({ meta: { display: 'silent' } }), { wrapper });
    await act(() => quiet.result.current.mutateAsync(1003).catch(() => undefined));
    expect(reported).toHaveLength(1);
  });
});
