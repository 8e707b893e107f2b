// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../mocks/fixtures';
import { emptyList } from '../mocks/handlers';
import type { ContentListAnswer, ContentListQuery } from '../schemas/content';
import { routes } from '../schemas/routes';
import { useContentList } from './content.list';
import { setUpHookTests } from './hook-test-server';
import { usePageToStepBackTo } from './step-back';

const { server, wrapper } = setUpHookTests();

const [item] = fixtures.contentPage.list;
const COUNT = 23;

/**
 * The server's list of 23 items in pages of 10: pages 1 and 2 full, page 3 with three, any later page empty.
 * Page 2 answers only once `page2` is released, so that the page before it stands in meanwhile.
 */
function serveList({ page2 = Promise.resolve() } = {}) {
  server.use(
    http.get(`*${routes.listContent.path}`, async ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      if (page === 2) await page2;
      const size = page <= 2 ? 10 : page === 3 ? 3 : 0;
      const answer: ContentListAnswer = {
        list: Array.from({ length: size }, (_, index) => ({ ...item!, content_id: page * 100 + index })),
        count: COUNT,
        page,
        page_size: 10,
      };
      return HttpResponse.json({ code: 0, message: '', data: answer });
    }),
  );
}

const query = (page: number): ContentListQuery & { page: number; page_size: number } => ({
  status: [0],
  show_types: [2],
  page,
  page_size: 10,
});

function renderPage(page: number) {
  return renderHook(
    ({ at }: { at: number }) => {
      const list = useContentList(query(at));
      return { list, stepBack: usePageToStepBackTo(list, query(at), (data) => data.list) };
    },
    { wrapper, initialProps: { at: page } },
  );
}

describe('usePageToStepBackTo', () => {
  it('a page with items, and the first page, stand', async () => {
    serveList();
    const { result, rerender } = renderPage(3);
    await waitFor(() => expect(result.current.list.data?.page).toBe(3));
    expect(result.current.stepBack).toBeUndefined();
    // Nothing at all: the first page stays, empty.
    server.use(emptyList('listContent'));
    rerender({ at: 1 });
    await waitFor(() => expect(result.current.list.data?.count).toBe(0));
    expect(result.current.list.isPlaceholderData).toBe(false);
    expect(result.current.stepBack).toBeUndefined();
  });

  it('an empty page above the first goes one page back when its last items went', async () => {
    serveList();
    const { result } = renderPage(4);
    await waitFor(() => expect(result.current.list.data?.page).toBe(4));
    expect(result.current.stepBack).toBe(3);
  });

  it('a stale link far past the end goes to the last page there is, not one page back', async () => {
    serveList();
    const { result } = renderPage(999);
    await waitFor(() => expect(result.current.list.data?.page).toBe(999));
    expect(result.current.stepBack).toBe(3);
  });

  it('says nothing while another page stands in for the one asked for', async () => {
    let release!: () => void;
    serveList({ page2: new Promise<void>((resolve) => (release = resolve)) });
    const { result, rerender } = renderPage(5);
    await waitFor(() => expect(result.current.stepBack).toBe(3));
    // Page 2 on its way: page 5's empty answer stands in, which says nothing of page 2.
    rerender({ at: 2 });
    expect(result.current.list.isPlaceholderData).toBe(true);
    expect(result.current.list.data?.list).toEqual([]);
    expect(result.current.stepBack).toBeUndefined();
    release();
    await waitFor(() => expect(result.current.list.data?.page).toBe(2));
    expect(result.current.stepBack).toBeUndefined();
  });
});
