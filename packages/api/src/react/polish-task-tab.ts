import { PolishTaskStatus } from '@creator/domain/polish-task';
import type { PolishTaskTabRequest } from '@creator/forms/rules/polish-task-filters';
import { publishedRow, taskRow, type PolishTaskRowData } from '@creator/forms/rules/polish-task-rows';
import { contentListQueryOptions, useContentList } from './content.list';
import { polishTaskListQueryOptions, usePolishTasks } from './polish-tasks';
import type { ApiMeta } from './query-client';

// What the two hooks ask while the other list is the one on screen: never sent (`enabled` is false).
const IDLE_TASKS = { status: PolishTaskStatus.pending, page: 1 } as const;
const IDLE_CONTENT = { page: 1 } as const;

/** The query options of a tab's list (for a route loader to warm), whichever list the tab asks. */
export function polishTaskTabQueryOptions(request: PolishTaskTabRequest, options: { meta?: ApiMeta } = {}) {
  return request.source === 'tasks'
    ? polishTaskListQueryOptions(request.query, options)
    : contentListQueryOptions(request.query, options);
}

export interface PolishTaskTabList {
  /** The page's rows, the count across pages and the claims left (task tabs only). */
  data?: { rows: PolishTaskRowData[]; count: number; remaining?: number };
  /** The rows shown are the previous query's, while this one loads. */
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * One page of a tab of /aigc: the claimed and the to-be-claimed tabs read the polish task list, the published
 * tab the content list (contract.md "Lists"); either way, rows the task table shows, with pictures of
 * `imageHost` at their thumbnail size. A superseded page is aborted (TanStack Query cancels it).
 */
export function usePolishTaskTab(
  request: PolishTaskTabRequest,
  imageHost: string,
  options: { meta?: ApiMeta } = {},
): PolishTaskTabList {
  const tasksWanted = request.source === 'tasks';
  const tasks = usePolishTasks(tasksWanted ? request.query : IDLE_TASKS, {
    ...options,
    enabled: tasksWanted,
  });
  const content = useContentList(tasksWanted ? IDLE_CONTENT : request.query, {
    ...options,
    enabled: !tasksWanted,
  });
  const query = tasksWanted ? tasks : content;
  let data: PolishTaskTabList['data'];
  if (tasksWanted && tasks.data)
    data = {
      rows: tasks.data.list.map((task) =>
        taskRow(task, imageHost, request.query.status === PolishTaskStatus.claimed ? 'claimed' : 'pending'),
      ),
      count: tasks.data.count,
      remaining: tasks.data.remaining_claimed_count,
    };
  else if (!tasksWanted && content.data)
    data = {
      rows: content.data.list.map((item) => publishedRow(item, imageHost)),
      count: content.data.count,
    };
  return {
    data,
    isPlaceholderData: query.isPlaceholderData,
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}
