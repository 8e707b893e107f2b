import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  contentListRequest,
  contentSections,
  sectionOfPath,
  DEFAULT_FILTERS,
  formatLocalDay,
  localDaysToSeconds,
  pageToStepBackTo,
  parseLocalDay,
  readContentFilters,
  writeContentFilters,
} from './content-filters';

const read = (search: string) => readContentFilters(new URLSearchParams(search));

describe('contentSections', () => {
  it('lists short posts first, each only when its show type is allowed', () => {
    expect(contentSections([1, 2])).toEqual(['post', 'article']);
    expect(contentSections([1])).toEqual(['article']);
    expect(contentSections([2, 3])).toEqual(['post']);
    expect(contentSections([3])).toEqual([]);
  });
});

describe('sectionOfPath', () => {
  it('reads the section of the two section paths only', () => {
    expect(
      ['/content/post', '/content/article/', '/content', '/content/video', '/x/content/post'].map(
        sectionOfPath,
      ),
    ).toEqual(['post', 'article', undefined, undefined, undefined]);
  });
});

describe('readContentFilters and writeContentFilters', () => {
  it('reads every filter of a shared link and writes it back the same', () => {
    const search = 'status=underReview&from=2026-03-01&to=2026-03-15&q=caf%C3%A9+%E6%97%85%E8%A1%8C&page=3';
    const filters = read(search);
    expect(filters).toEqual({
      status: 'underReview',
      from: '2026-03-01',
      to: '2026-03-15',
      q: 'café 旅行',
      page: 3,
    });
    expect(writeContentFilters(filters).toString()).toBe(search);
  });

  it('leaves the defaults out of the address', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
    expect(writeContentFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(writeContentFilters({ ...DEFAULT_FILTERS, q: '   ' }).toString()).toBe('');
  });

  it('falls back to the default of each filter a hand-edited address breaks', () => {
    expect(read('status=deleted&page=0&q=')).toEqual(DEFAULT_FILTERS);
    expect(read('status=2&page=-1')).toEqual(DEFAULT_FILTERS);
    expect(read('page=1.5').page).toBe(1);
    expect(read('page=100001').page).toBe(1);
    expect(read('page=100000').page).toBe(100_000);
    expect(read('from=2026-02-31&to=2026-03-02')).toEqual({
      ...DEFAULT_FILTERS,
      from: '2026-03-02',
      to: '2026-03-02',
    });
    expect(read('from=yesterday')).toEqual(DEFAULT_FILTERS);
  });

  it('takes one day for a range with one end and turns a backwards range round', () => {
    expect(read('from=2026-03-05')).toMatchObject({ from: '2026-03-05', to: '2026-03-05' });
    expect(read('to=2026-03-05')).toMatchObject({ from: '2026-03-05', to: '2026-03-05' });
    expect(read('from=2026-03-09&to=2026-03-01')).toMatchObject({ from: '2026-03-01', to: '2026-03-09' });
  });

  it('keeps at most 100 characters of the search, counting code points', () => {
    expect(read(`q=${'😀'.repeat(150)}`).q).toBe('😀'.repeat(100));
  });
});

describe('changeFilters', () => {
  const onPage4 = { ...DEFAULT_FILTERS, status: 'published' as const, page: 4 };
  it('goes back to page 1 when a filter changes', () => {
    expect(changeFilters(onPage4, { q: 'sea' })).toEqual({ ...onPage4, q: 'sea', page: 1 });
    expect(changeFilters(onPage4, { status: 'all' }).page).toBe(1);
    expect(
      changeFilters({ ...onPage4, from: '2026-03-01', to: '2026-03-02' }, { from: undefined, to: undefined }),
    ).toEqual({ ...onPage4, from: undefined, to: undefined, page: 1 });
  });

  it('keeps the filters when only the page changes', () => {
    expect(changeFilters(onPage4, { page: 5 })).toEqual({ ...onPage4, page: 5 });
  });
});

describe('pageToStepBackTo', () => {
  const list = (itemsOnPage: number, count: number) => ({ itemsOnPage, count, pageSize: 10 });
  it('steps back one page from an empty page above the first', () => {
    expect(pageToStepBackTo(4, list(0, 30))).toBe(3);
    expect(pageToStepBackTo(2, list(0, 0))).toBe(1);
  });

  it('goes to the last page there is from a page far past it, not one page at a time', () => {
    expect(pageToStepBackTo(999, list(0, 23))).toBe(3);
    expect(pageToStepBackTo(999, list(0, 0))).toBe(1);
  });

  it('leaves a page with items, and the first page, as they are', () => {
    expect(pageToStepBackTo(1, list(0, 0))).toBeUndefined();
    expect(pageToStepBackTo(4, list(2, 32))).toBeUndefined();
  });
});

describe('local days', () => {
  it('parses real calendar days only', () => {
    expect(parseLocalDay('2024-02-29')).toEqual(new Date(2024, 1, 29));
    expect(parseLocalDay('2026-02-29')).toBeUndefined();
    expect(parseLocalDay('2026-13-01')).toBeUndefined();
    expect(parseLocalDay('1969-12-31')).toBeUndefined();
    expect(parseLocalDay('9999-12-31')).toBeUndefined();
    expect(parseLocalDay(null)).toBeUndefined();
    expect(formatLocalDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('spans the first day from midnight to the last second of the last day, in local time', () => {
    expect(localDaysToSeconds(new Date(2026, 2, 1, 15, 30), new Date(2026, 2, 3))).toEqual({
      start: new Date(2026, 2, 1).getTime() / 1000,
      end: new Date(2026, 2, 3, 23, 59, 59).getTime() / 1000,
    });
  });
});

describe('contentListRequest', () => {
  it('sends each sub-tab as the contract says, pages of 10, and the section as its show type', () => {
    const statuses = (['all', 'published', 'underReview', 'reviewFailed', 'offline'] as const).map(
      (status) => contentListRequest('post', { ...DEFAULT_FILTERS, status }).status,
    );
    expect(statuses).toEqual([[0], [1], [3, 4], [5], [10]]);
    expect(contentListRequest('post', DEFAULT_FILTERS)).toEqual({
      status: [0],
      show_types: [2],
      page: 1,
      page_size: 10,
    });
    expect(contentListRequest('article', { ...DEFAULT_FILTERS, page: 2 })).toMatchObject({
      show_types: [1],
      page: 2,
    });
  });

  it('searches short posts by keyword and articles by title, trimmed', () => {
    const filters = { ...DEFAULT_FILTERS, q: '  sea view ' };
    expect(contentListRequest('post', filters)).toMatchObject({ keyword: 'sea view' });
    expect(contentListRequest('post', filters)).not.toHaveProperty('title');
    expect(contentListRequest('article', filters)).toMatchObject({ title: 'sea view' });
    expect(contentListRequest('article', filters)).not.toHaveProperty('keyword');
    expect(contentListRequest('post', { ...DEFAULT_FILTERS, q: '   ' })).not.toHaveProperty('keyword');
  });

  it('takes the days in the browser’s time zone, not in UTC', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Sao_Paulo'; // UTC−3 all year
    try {
      const request = contentListRequest('post', {
        ...DEFAULT_FILTERS,
        from: '2026-03-01',
        to: '2026-03-02',
      });
      expect(request.publish_date_start).toBe(Date.UTC(2026, 2, 1, 3) / 1000);
      expect(request.publish_date_end).toBe(Date.UTC(2026, 2, 3, 2, 59, 59) / 1000);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('sends the picked days as inclusive Unix seconds', () => {
    const request = contentListRequest('post', { ...DEFAULT_FILTERS, from: '2026-03-01', to: '2026-03-02' });
    expect(request.publish_date_start).toBe(new Date(2026, 2, 1).getTime() / 1000);
    expect(request.publish_date_end).toBe(new Date(2026, 2, 2, 23, 59, 59).getTime() / 1000);
  });
});
