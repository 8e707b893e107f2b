import type { ContentSource } from '@creator/domain/content';
import { ContentStatus, MACHINE_SOURCES } from '@creator/domain/content';
import { TASK_PAGE_SIZE } from '@creator/domain/limits';
import { PolishTaskStatus } from '@creator/domain/polish-task';
import {
  localDaysToSeconds,
  parseLocalDay,
  readListParams,
  writeListParams,
  type ListParams,
} from './content-filters';

/**
 * The machine-generated task list (portal document §2, §4; contract.md "Lists") as it lives in the address:
 * `/aigc?tab=&from=&to=&q=&page=`. Reading is forgiving (a hand-edited or stale link falls back to the default
 * of each part it breaks), writing leaves defaults out, and the queries are built from the result only.
 */

/** The three tabs, in their order on screen; the first is the default (where the task editor returns). */
export const POLISH_TASK_TABS = ['claimed', 'pending', 'published'] as const;
export type PolishTaskTab = (typeof POLISH_TASK_TABS)[number];

export interface PolishTaskFilters extends ListParams {
  tab: PolishTaskTab;
}

/** The filters an address holds; whatever is malformed takes its default. */
export function readPolishTaskFilters(params: URLSearchParams): PolishTaskFilters {
  const tab = params.get('tab');
  return {
    tab: POLISH_TASK_TABS.includes(tab as PolishTaskTab) ? (tab as PolishTaskTab) : 'claimed',
    ...readListParams(params),
  };
}

/** The address's search part for these filters, defaults left out (`/aigc` is the first page of claimed). */
export function writePolishTaskFilters(filters: PolishTaskFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'claimed') params.set('tab', filters.tab);
  return writeListParams(params, filters);
}

/**
 * The filters after a change: another tab starts afresh (no range, no search, page 1), any other filter goes
 * back to page 1, and a change of page alone keeps the rest.
 */
export function changePolishTaskFilters(
  filters: PolishTaskFilters,
  change: Partial<PolishTaskFilters>,
): PolishTaskFilters {
  if (change.tab !== undefined && change.tab !== filters.tab) return { tab: change.tab, q: '', page: 1 };
  const next = { ...filters, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/** The picked days as the wire's inclusive Unix seconds, when there are any. */
function range(filters: PolishTaskFilters): { start: number; end: number } | undefined {
  const from = parseLocalDay(filters.from);
  const to = parseLocalDay(filters.to);
  return from && to ? localDaysToSeconds(from, to) : undefined;
}

/** `GET /mp-api/v3/api/polish_tasks` for the claimed and the to-be-claimed tabs. */
export interface TaskListRequest {
  status: PolishTaskStatus;
  page: number;
  page_size: number;
  keyword?: string;
  claimed_at_start?: number;
  claimed_at_end?: number;
  created_at_start?: number;
  created_at_end?: number;
}

/** `GET /mp-api/v3/api/content` for the published tab: every status, machine-made, with pictures. */
export interface PublishedTaskListRequest {
  status: ContentStatus[];
  page: number;
  page_size: number;
  keyword?: string;
  publish_date_start?: number;
  publish_date_end?: number;
  content_sources: ContentSource[];
  contains_images: 0 | 1;
}

export type PolishTaskTabRequest =
  { source: 'tasks'; query: TaskListRequest } | { source: 'content'; query: PublishedTaskListRequest };

/**
 * What a tab asks for, pages of 20: claimed sends `CLAIMED` with `claimed_at_*`, to be claimed `PENDING` with
 * `created_at_*`, and published asks the content list (all statuses, `content_sources=7,8`,
 * `contains_images=1`) with `publish_date_*`.
 */
export function polishTaskTabRequest(filters: PolishTaskFilters): PolishTaskTabRequest {
  const days = range(filters);
  const keyword = filters.q.trim() || undefined;
  const common = { page: filters.page, page_size: TASK_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  if (filters.tab === 'published')
    return {
      source: 'content',
      query: {
        status: [ContentStatus.all],
        ...common,
        ...(days ? { publish_date_start: days.start, publish_date_end: days.end } : {}),
        content_sources: [...MACHINE_SOURCES],
        contains_images: 1,
      },
    };
  const field = filters.tab === 'claimed' ? 'claimed_at' : 'created_at';
  return {
    source: 'tasks',
    query: {
      status: filters.tab === 'claimed' ? PolishTaskStatus.claimed : PolishTaskStatus.pending,
      ...common,
      ...(days ? { [`${field}_start`]: days.start, [`${field}_end`]: days.end } : {}),
    },
  };
}
