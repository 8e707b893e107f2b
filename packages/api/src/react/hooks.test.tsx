// @vitest-environment happy-dom
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiSession, configureApiClient } from '../client/config';
import { createSessionStore } from '../client/session';
import type { ContentListQuery } from '../schemas/content';
import { fetchCaptcha, verifyCaptcha } from '../endpoints/auth';
import { FIXTURE_EMAIL, FIXTURE_PASSWORD } from '../mocks/fixtures';
import { createHandlers } from '../mocks/handlers';
import { createMockStore, type MockStore } from '../mocks/store';
import { useLogin } from './auth';
import { useContentList, useDeleteContent } from './content';
import { useMarkNoticesRead, useNotices, useUnreadCount } from './notices';
import { useClaimPolishTasks, usePolishTasks } from './polish-tasks';
import { createApiQueryClient } from './query-client';

const server = setupServer();
let store: MockStore;
let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  store = createMockStore({ seed: 11, now: 1_795_000_000, frozen: true });
  server.resetHandlers(...createHandlers({ store }));
  // Same-origin relative paths: happy-dom would send CORS preflights to another origin.
  configureApiClient({ baseUrl: '', session: createSessionStore() });
  client = createApiQueryClient();
});
afterEach(() => {
  client.clear();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('notices', () => {
  it('loads page after page until every notice is there', async () => {
    const { result } = renderHook(() => useNotices(), { wrapper });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    expect(result.current.data?.pages.flatMap((page) => page.list)).toHaveLength(45);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('marks notices read in the cache and refetches the unread count', async () => {
    const { result } = renderHook(
      () => ({ notices: useNotices(), unread: useUnreadCount(), read: useMarkNoticesRead() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.unread.data).toBeGreaterThan(0));
    const before = result.current.unread.data ?? 0;
    await waitFor(() => expect(result.current.notices.data).toBeDefined());
    const unreadIds =
      result.current.notices.data?.pages[0]?.list
        .filter((notice) => notice.status === 1)
        .map((notice) => notice.id) ?? [];
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
    const query: ContentListQuery = { status: [1], show_types: [2], page: 1, page_size: 10 };
    const { result } = renderHook(() => ({ list: useContentList(query), remove: useDeleteContent() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    const count = result.current.list.data?.count ?? 0;
    const first = result.current.list.data?.list[0]?.content_id ?? 0;
    await act(() => result.current.remove.mutateAsync(first));
    await waitFor(() => expect(result.current.list.data?.count).toBe(count - 1));
    expect(result.current.list.data?.list.map((item) => item.content_id)).not.toContain(first);
  });

  it('refetches the task lists after a claim', async () => {
    const { result } = renderHook(
      () => ({
        tasks: usePolishTasks({ status: 'PENDING', page: 1, page_size: 20 }),
        claim: useClaimPolishTasks(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.tasks.data?.remaining_claimed_count).toBe(1));
    const id = result.current.tasks.data?.list[0]?.id ?? 0;
    await act(() => result.current.claim.mutateAsync([id]));
    await waitFor(() => expect(result.current.tasks.data?.remaining_claimed_count).toBe(0));
    expect(result.current.tasks.data?.list.map((task) => task.id)).not.toContain(id);
  });
});

describe('display of mutation failures', () => {
  it('reports with the meta the hook was given, and not at all when silent', async () => {
    const reported: unknown[] = [];
    client = createApiQueryClient({ onError: (display) => reported.push(display) });
    const inReview = store.content.find((item) => item.status === 4)?.content_id ?? 0;
    const loud = renderHook(() => useDeleteContent({ meta: { display: 'notification' } }), { wrapper });
    await act(() => loud.result.current.mutateAsync(inReview).catch(() => undefined));
    expect(reported).toEqual([
      expect.objectContaining({ mode: 'notification', message: expect.stringContaining('review') }),
    ]);
    const quiet = renderHook(() => useDeleteContent({ meta: { display: 'silent' } }), { wrapper });
    await act(() => quiet.result.current.mutateAsync(inReview).catch(() => undefined));
    expect(reported).toHaveLength(1);
  });
});

describe('useLogin', () => {
  it('encrypts the password with the configured key and stores the session', async () => {
    const challenge = await fetchCaptcha();
    const ticket = await verifyCaptcha({
      email: FIXTURE_EMAIL,
      captchaId: challenge.token,
      code: store.captchas.get(challenge.token) ?? '',
    });
    const { result } = renderHook(() => useLogin(), { wrapper });
    await act(() => result.current.mutateAsync({ email: FIXTURE_EMAIL, password: FIXTURE_PASSWORD, ticket }));
    expect(apiSession().get()).toMatchObject({ signedIn: true, country: 'ID' });
  });
});
