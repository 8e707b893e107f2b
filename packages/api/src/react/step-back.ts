import { pageToStepBackTo } from '@creator/forms/rules/content-filters';

/** A paged list as its query holds it: the answer (with the count across pages), or another page's stand-in. */
export interface PagedListQuery<D extends { count: number }> {
  data?: D;
  /** `data` is the previous page's, shown while this one loads: it says nothing of this page. */
  isPlaceholderData: boolean;
}

/**
 * The page a list (asked for `request`'s page) steps back to when the page it shows came back empty above the first (its last items went,
 * or a stale link): the rule of pageToStepBackTo, applied to this page's own answer once it is in. Undefined
 * while the page stands, and while it loads.
 */
export function usePageToStepBackTo<D extends { count: number }>(
  query: PagedListQuery<D>,
  { page, page_size: pageSize }: { page: number; page_size: number },
  items: (data: D) => readonly unknown[],
): number | undefined {
  const data = query.isPlaceholderData ? undefined : query.data;
  return data && pageToStepBackTo(page, { itemsOnPage: items(data).length, count: data.count, pageSize });
}
