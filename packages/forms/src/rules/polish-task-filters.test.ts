import { describe, expect, it } from 'vitest';
import { localDaysToSeconds, parseLocalDay } from './content-filters';
import {
  polishTaskTabRequest,
  changePolishTaskFilters,
  readPolishTaskFilters,
  writePolishTaskFilters,
} from './polish-task-filters';

const read = (search: string) => readPolishTaskFilters(new URLSearchParams(search));
const march = localDaysToSeconds(parseLocalDay('2026-03-01')!, parseLocalDay('2026-03-15')!);

describe('readPolishTaskFilters and writePolishTaskFilters', () => {
  it('reads every part of a shared link and writes it back the same', () => {
    const search = 'tab=pending&from=2026-03-01&to=2026-03-15&q=%E9%9B%85%E5%8A%A0%E8%BE%BE&page=3';
    const filters = read(search);
    expect(filters).toEqual({ tab: 'pending', from: '2026-03-01', to: '2026-03-15', q: '雅加达', page: 3 });
    expect(writePolishTaskFilters(filters).toString()).toBe(search);
  });

  it('falls back to the first page of the claimed tab, and leaves the defaults out of the address', () => {
    expect(read('tab=mine&page=-2&from=2026-02-31')).toEqual({ tab: 'claimed', q: '', page: 1 });
    expect(writePolishTaskFilters(read('tab=claimed&page=1')).toString()).toBe('');
  });

  it('turns a range typed backwards around and makes a one-ended range that one day', () => {
    expect(read('from=2026-03-15&to=2026-03-01')).toMatchObject({ from: '2026-03-01', to: '2026-03-15' });
    expect(read('to=2026-03-15')).toMatchObject({ from: '2026-03-15', to: '2026-03-15' });
  });
});

describe('changePolishTaskFilters', () => {
  const filters = read('tab=pending&from=2026-03-01&to=2026-03-15&q=rain&page=4');

  it('starts another tab afresh: no range, no search, page 1', () => {
    expect(changePolishTaskFilters(filters, { tab: 'published' })).toEqual({
      tab: 'published',
      q: '',
      page: 1,
    });
  });

  it('goes back to page 1 on any other change, and keeps the rest on a change of page', () => {
    expect(changePolishTaskFilters(filters, { q: 'sun' })).toMatchObject({
      q: 'sun',
      page: 1,
      from: '2026-03-01',
    });
    expect(changePolishTaskFilters(filters, { page: 2 })).toEqual({ ...filters, page: 2 });
    expect(changePolishTaskFilters(filters, { tab: 'pending' }).page).toBe(1);
  });
});

describe('polishTaskTabRequest', () => {
  it('asks the claimed tasks with the claimed_at range, 20 a page', () => {
    expect(polishTaskTabRequest(read('from=2026-03-01&to=2026-03-15&q=+rain+&page=2'))).toEqual({
      source: 'tasks',
      query: {
        status: 'CLAIMED',
        page: 2,
        page_size: 20,
        keyword: 'rain',
        claimed_at_start: march.start,
        claimed_at_end: march.end,
      },
    });
  });

  it('asks the tasks to be claimed with the created_at range', () => {
    expect(polishTaskTabRequest(read('tab=pending&from=2026-03-01&to=2026-03-15'))).toEqual({
      source: 'tasks',
      query: {
        status: 'PENDING',
        page: 1,
        page_size: 20,
        created_at_start: march.start,
        created_at_end: march.end,
      },
    });
  });

  it('asks the content list for the published tab: every status, machine-made, with pictures', () => {
    expect(polishTaskTabRequest(read('tab=published&from=2026-03-01&to=2026-03-15&q=kopi'))).toEqual({
      source: 'content',
      query: {
        status: [0],
        page: 1,
        page_size: 20,
        keyword: 'kopi',
        publish_date_start: march.start,
        publish_date_end: march.end,
        content_sources: [7, 8],
        contains_images: 1,
      },
    });
  });
});
