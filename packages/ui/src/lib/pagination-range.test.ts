import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination-range';

describe('paginationRange', () => {
  it('lists every page when they all fit', () => {
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis after the start, around the middle and before the end', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('shows a lone skipped page instead of an ellipsis', () => {
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it('always includes the first, last and current page, in order, with a constant length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (pageCount, raw) => {
        const page = ((raw - 1) % pageCount) + 1;
        const items = paginationRange(page, pageCount);
        const pages = items.filter((i): i is number => typeof i === 'number');
        expect(pages).toContain(1);
        expect(pages).toContain(pageCount);
        expect(pages).toContain(page);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(items.length).toBe(Math.min(pageCount, 7));
      }),
    );
  });

  it('returns nothing when there is no page', () => {
    expect(paginationRange(1, 0)).toEqual([]);
  });
});
