export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: first, last, the current page with `siblings` on each side, and an
 * ellipsis where pages are skipped. The count of items stays constant while paging, and a gap of a
 * single page shows that page instead of an ellipsis.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const window = siblings * 2 + 1;
  // first + last + window + two ellipses: below that, every page fits
  if (pageCount <= window + 4) return Array.from({ length: pageCount }, (_, i) => i + 1);

  let start = current - siblings;
  let end = current + siblings;
  if (start <= 3) {
    start = 2;
    end = Math.max(end, 2 + window);
  }
  if (end >= pageCount - 2) {
    end = pageCount - 1;
    start = Math.min(start, pageCount - 1 - window);
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < pageCount - 1) items.push('ellipsis-end');
  items.push(pageCount);
  return items;
}
