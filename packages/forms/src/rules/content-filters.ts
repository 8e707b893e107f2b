import { ContentStatus, ShowType } from '@creator/domain/content';
import { CONTENT_PAGE_SIZE, SEARCH_MAX_LENGTH } from '@creator/domain/limits';
import { sliceCodePoints } from './text';
import { readPageParam } from './address';

/**
 * The filters of content management (portal document §2; contract.md "Lists") as they live in the address:
 * `?status=&from=&to=&q=&page=`. Reading is forgiving (a hand-edited or stale link falls back to the default
 * of each filter it breaks), writing leaves defaults out, and the list query is built from the result only.
 */

/** The two sections of content management, each a route (`/content/post`, `/content/article`). */
export type ContentSection = 'post' | 'article';

const SECTION_SHOW_TYPE: Record<ContentSection, ShowType> = {
  post: ShowType.shortPost,
  article: ShowType.article,
};

/** The sections the configured show types allow, short posts first (`/content` opens the first). */
export function contentSections(showTypes: readonly number[]): ContentSection[] {
  return (['post', 'article'] as const).filter((section) => showTypes.includes(SECTION_SHOW_TYPE[section]));
}

/**
 * The status sub-tabs and what each sends (`status`; "under review" sends `3,4`), by their names in the
 * address. Here rather than in packages/domain, whose module every page's first load carries: only this page
 * needs them.
 */
export const STATUS_TABS = {
  all: [ContentStatus.all],
  published: [ContentStatus.published],
  underReview: [ContentStatus.pendingReview, ContentStatus.inReview],
  reviewFailed: [ContentStatus.reviewFailed],
  offline: [ContentStatus.offline],
} as const satisfies Record<string, readonly ContentStatus[]>;

/** The section an address names (`/content/post`, `/content/article`); none for `/content` or anything else. */
export function sectionOfPath(pathname: string): ContentSection | undefined {
  const match = /^\/content\/(post|article)\/?$/u.exec(pathname);
  return match ? (match[1] as ContentSection) : undefined;
}

/** A status sub-tab, by its name in the address. */
export type StatusTab = keyof typeof STATUS_TABS;
export const STATUS_TAB_NAMES = Object.keys(STATUS_TABS) as StatusTab[];

export interface ContentFilters extends ListParams {
  status: StatusTab;
}

export const DEFAULT_FILTERS: ContentFilters = { status: 'all', q: '', page: 1 };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/u;

/** The local day of `YYYY-MM-DD` (midnight), or undefined when the text is not a real calendar day. */
export function parseLocalDay(text: string | null | undefined): Date | undefined {
  const match = DAY.exec(text ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Date rolls 2026-02-31 over to March: such a day does not exist.
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  // Days the wire's timestamps hold in every time zone (its end of day stays below REQUEST_TIMESTAMP_MAX).
  return real && year >= 1970 && year <= 9998 ? date : undefined;
}

/** `YYYY-MM-DD` of a date's local day. */
export function formatLocalDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The wire's inclusive range (contract.md, "Time"): 00:00:00 of the first local day to 23:59:59 of the last,
 * in the browser's time zone, as Unix seconds.
 */
export function localDaysToSeconds(from: Date, to: Date): { start: number; end: number } {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate(), 23, 59, 59);
  return { start: Math.floor(start.getTime() / 1000), end: Math.floor(end.getTime() / 1000) };
}

/** What every list's address holds besides its tabs: the days, the search and the page. */
export interface ListParams {
  /** First and last local day picked, `YYYY-MM-DD`; both or neither. */
  from?: string;
  to?: string;
  /** What the search box holds (at most SEARCH_MAX_LENGTH code points). */
  q: string;
  /** From 1. */
  page: number;
}

/**
 * The days, the search and the page an address holds; whatever is malformed takes its default. A range with
 * one end (or one broken end) is that one day, and a range typed backwards is the same range.
 */
export function readListParams(params: URLSearchParams): ListParams {
  let from = parseLocalDay(params.get('from')) ?? parseLocalDay(params.get('to'));
  let to = parseLocalDay(params.get('to')) ?? from;
  if (from && to && from > to) [from, to] = [to, from];
  return {
    ...(from && to ? { from: formatLocalDay(from), to: formatLocalDay(to) } : {}),
    q: sliceCodePoints(params.get('q') ?? '', SEARCH_MAX_LENGTH),
    page: readPageParam(params),
  };
}

/** Adds the days, the search and the page to an address's search part, defaults left out. */
export function writeListParams(params: URLSearchParams, filters: ListParams): URLSearchParams {
  if (filters.from && filters.to) {
    params.set('from', filters.from);
    params.set('to', filters.to);
  }
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The filters an address holds; whatever is malformed takes its default. */
export function readContentFilters(params: URLSearchParams): ContentFilters {
  const status = params.get('status');
  return {
    status: STATUS_TAB_NAMES.includes(status as StatusTab) ? (status as StatusTab) : 'all',
    ...readListParams(params),
  };
}

/** The address's search part for these filters, defaults left out (`/content/post` is the first page of all). */
export function writeContentFilters(filters: ContentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  return writeListParams(params, filters);
}

/** Any change of a filter goes back to page 1; a change of page alone keeps the rest. */
export function changeFilters(filters: ContentFilters, change: Partial<ContentFilters>): ContentFilters {
  const next = { ...filters, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/**
 * The page to show instead when the list came back empty on a page above 1: one page back (its last items
 * went), or the last page there is when the address asked for one far past it (a stale link), so that no page
 * is stepped through one by one. Undefined when the page stands.
 */
export function pageToStepBackTo(
  page: number,
  { itemsOnPage, count, pageSize }: { itemsOnPage: number; count: number; pageSize: number },
): number | undefined {
  if (itemsOnPage > 0 || page <= 1) return undefined;
  return Math.max(1, Math.min(page - 1, Math.ceil(count / pageSize)));
}

/** The query of `GET /mp-api/v3/api/content` for a section and its filters (contract.md, "Lists"). */
export interface ContentListRequest {
  status: ContentStatus[];
  show_types: ShowType[];
  page: number;
  page_size: number;
  keyword?: string;
  title?: string;
  publish_date_start?: number;
  publish_date_end?: number;
}

/**
 * The list query: the sub-tab's statuses (`3,4` for under review), the section's show type, pages of 10, the
 * search as `keyword` for short posts and `title` for long posts, and the days as inclusive Unix seconds.
 */
export function contentListRequest(section: ContentSection, filters: ContentFilters): ContentListRequest {
  const request: ContentListRequest = {
    status: [...STATUS_TABS[filters.status]],
    show_types: [SECTION_SHOW_TYPE[section]],
    page: filters.page,
    page_size: CONTENT_PAGE_SIZE,
  };
  const search = filters.q.trim();
  if (search) request[section === 'post' ? 'keyword' : 'title'] = search;
  const from = parseLocalDay(filters.from);
  const to = parseLocalDay(filters.to);
  if (from && to) {
    const { start, end } = localDaysToSeconds(from, to);
    request.publish_date_start = start;
    request.publish_date_end = end;
  }
  return request;
}
