// @vitest-environment happy-dom
import { ErrorCode } from '@creator/domain/error-codes';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, type HttpHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '../mocks/fixtures';
import { answer, businessError } from '../mocks/handlers';
import type { ContentListQuery } from '../schemas/content';
import { routes, type RouteName } from '../schemas/routes';
import { useConfirmedAction, useOneAtATime, type ConfirmedActionOptions } from './confirmed-action';
import { useDeleteContent } from './content';
import { useContentCheck } from './content.check';
import { useContentList } from './content.list';
import { setUpHookTests } from './hook-test-server';

// StrictMode, as the portal renders: effects mount twice, and the flow must hold all the same.
const { server, wrapper } = setUpHookTests({ strict: true });

/** Holds every call of `route` until the returned function is called, then lets the handlers behind answer. */
function hold(route: RouteName): () => void {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const { method, path } = routes[route];
  const handler: HttpHandler = http[method.toLowerCase() as 'get' | 'delete'](`*${path}`, async () => {
    await released;
  });
  server.use(handler);
  return release;
}

/** The calls of `route` the server saw, as `METHOD search`. */
function calls(route: RouteName): string[] {
  const seen: string[] = [];
  const { method, path } = routes[route];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === method && url.pathname === path) seen.push(`${request.method} ${url.search}`);
  });
  return seen;
}

const page = fixtures.contentPage;
const [first, ...rest] = page.list;
const firstId = first!.content_id;
const query: ContentListQuery = { status: [0], show_types: [2], page: 1, page_size: 10 };

/** The content list on screen, with its delete flow; the server drops the first item once asked to. */
async function renderList(options: ConfirmedActionOptions<number> = {}) {
  server.use(
    answer('listContent', page, { once: true }),
    answer('listContent', { ...page, list: rest, count: page.count - 1 }),
  );
  const deletes = calls('deleteContent');
  const onDone = vi.fn();
  const list = document.createElement('ul');
  const hook = renderHook(
    () => {
      const shown = useContentList(query);
      const remove = useConfirmedAction(useDeleteContent(), { onDone, list: { current: list }, ...options });
      return { shown, remove };
    },
    { wrapper },
  );
  await waitFor(() => expect(hook.result.current.shown.data?.count).toBe(page.count));
  // The list requests from here on.
  const lists = calls('listContent');
  const ids = () => hook.result.current.shown.data?.list.map((item) => item.content_id);
  return { ...hook, lists, deletes, onDone, list, ids };
}

describe('useConfirmedAction', () => {
  it('asks first; once confirmed it is busy, then says it is done and the list is asked again once', async () => {
    const { result, lists, deletes, onDone, list, ids } = await renderList();
    expect(result.current.remove.asking).toBeUndefined();

    act(() => result.current.remove.ask(firstId));
    expect(result.current.remove.asking).toBe(firstId);
    // Asking sends nothing.
    expect(deletes).toEqual([]);

    const release = hold('deleteContent');
    let confirmed!: Promise<void>;
    act(() => void (confirmed = result.current.remove.confirm()));
    await waitFor(() => expect(result.current.remove.busy).toBe(true));
    expect(result.current.remove.working).toBe(firstId);
    expect(onDone).not.toHaveBeenCalled();
    // While it runs the question cannot be dismissed.
    act(() => result.current.remove.dismiss());
    expect(result.current.remove.asking).toBe(firstId);

    release();
    await act(() => confirmed);
    expect(deletes).toEqual([`DELETE ?content_id=${firstId}`]);
    expect(onDone).toHaveBeenCalledExactlyOnceWith(firstId);
    expect(result.current.remove).toMatchObject({ asking: undefined, busy: false, working: undefined });
    expect(ids()).not.toContain(firstId);
    // The mutation asked for the list again; the flow did not ask a second time.
    expect(lists).toHaveLength(1);
    // The row and its button are gone: the focus goes to the list.
    expect(result.current.remove.returnFocus()).toBe(list);
  });

  it('sends one action however often the answer is pressed while it runs', async () => {
    const { result, deletes, onDone } = await renderList();
    act(() => result.current.remove.ask(firstId));
    const release = hold('deleteContent');
    let confirmed!: Promise<void>;
    act(() => void (confirmed = result.current.remove.confirm()));
    await waitFor(() => expect(result.current.remove.busy).toBe(true));
    await act(() => result.current.remove.confirm());
    await act(() => result.current.remove.confirm());
    release();
    await act(() => confirmed);
    expect(deletes).toHaveLength(1);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('a failure keeps the list and closes the question, saying nothing of its own', async () => {
    const { result, lists, deletes, onDone, ids } = await renderList();
    server.use(businessError('deleteContent', ErrorCode.notDeletable, 'Cannot delete'));
    act(() => result.current.remove.ask(firstId));
    await act(() => result.current.remove.confirm());
    expect(deletes).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(result.current.remove).toMatchObject({ asking: undefined, busy: false });
    expect(ids()).toContain(firstId);
    expect(lists).toHaveLength(0);
  });

  it('a failure leaves the question open when the page keeps asking, to be tried again', async () => {
    const { result, onDone } = await renderList({ keepAskingOnFailure: true });
    server.use(businessError('deleteContent', ErrorCode.notDeletable, 'Cannot delete', null, { once: true }));
    act(() => result.current.remove.ask(firstId));
    await act(() => result.current.remove.confirm());
    expect(result.current.remove).toMatchObject({ asking: firstId, busy: false });
    expect(onDone).not.toHaveBeenCalled();

    await act(() => result.current.remove.confirm());
    expect(onDone).toHaveBeenCalledExactlyOnceWith(firstId);
    expect(result.current.remove.asking).toBeUndefined();
  });

  it('dismissing closes the question and sends nothing', async () => {
    const { result, deletes, onDone } = await renderList();
    act(() => result.current.remove.ask(firstId));
    act(() => result.current.remove.dismiss());
    expect(result.current.remove.asking).toBeUndefined();
    // A confirm that arrives after the question closed has nothing to act on.
    await act(() => result.current.remove.confirm());
    expect(deletes).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('useOneAtATime', () => {
  /** A page that checks an item before it asks about deleting it (the content list), sharing one guard. */
  function renderCheckedList() {
    const deletes = calls('deleteContent');
    const onChecked = vi.fn();
    const hook = renderHook(
      () => {
        const guard = useOneAtATime();
        const check = useContentCheck();
        const remove = useConfirmedAction(useDeleteContent(), { guard });
        const askToDelete = (contentId: number) =>
          guard.run(async (stillWanted) => {
            await check.mutateAsync({ contentId, action: 'delete' });
            if (!stillWanted()) return;
            onChecked(contentId);
            remove.ask(contentId);
          });
        return { guard, remove, askToDelete };
      },
      { wrapper },
    );
    return { ...hook, deletes, onChecked };
  }

  it('ignores a second action while one runs, and takes the next once it is over', async () => {
    const { result, deletes, onChecked } = renderCheckedList();
    const release = hold('getContentDetail');
    let checked!: Promise<void>;
    act(() => void (checked = result.current.askToDelete(firstId)));
    // Another item, and the confirm of a question asked meanwhile: both wait for nothing and send nothing.
    await act(() => result.current.askToDelete(rest[0]!.content_id));
    act(() => result.current.remove.ask(rest[0]!.content_id));
    await act(() => result.current.remove.confirm());
    expect(deletes).toEqual([]);

    release();
    await act(() => checked);
    expect(onChecked).toHaveBeenCalledExactlyOnceWith(firstId);
    expect(result.current.remove.asking).toBe(firstId);
    await act(() => result.current.remove.confirm());
    expect(deletes).toEqual([`DELETE ?content_id=${firstId}`]);
  });

  it('an answer that returns after the page is gone changes nothing', async () => {
    const { result, unmount, onChecked } = renderCheckedList();
    const release = hold('getContentDetail');
    let checked!: Promise<void>;
    act(() => void (checked = result.current.askToDelete(firstId)));
    unmount();
    release();
    await checked;
    expect(onChecked).not.toHaveBeenCalled();
  });

  it('a failed action ends quietly and frees the guard', async () => {
    const { result } = renderHook(() => useOneAtATime(), { wrapper });
    const failing = vi.fn(() => Promise.reject(new Error('refused')));
    await expect(result.current.run(failing)).resolves.toBeUndefined();
    const next = vi.fn(async (stillWanted: () => boolean) => stillWanted());
    await result.current.run(next);
    expect(failing).toHaveBeenCalledOnce();
    await expect(next.mock.results[0]!.value).resolves.toBe(true);
  });
});
