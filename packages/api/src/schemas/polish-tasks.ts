import { POLISH_TASK_STATUSES } from '@creator/domain/polish-task';
import { claimMessages } from '@creator/forms/rules/claim';
import { issueOf } from '@creator/forms/rules/descriptor';
import * as z from 'zod/mini';
import { polishTasksDetailRoutes, polishTaskSchema } from './polish-tasks.detail';
import type { RouteSpec } from './route-spec';
import {
  countSchema,
  pagedAnswer,
  queryPage,
  queryPageSize,
  queryTimestamp,
  requestIdSchema,
  requestList,
  emptyAnswerSchema,
} from './common';
import { querySearch } from './search';

export const polishTaskStatusSchema = z.enum(POLISH_TASK_STATUSES);

export {
  polishTaskDetailAnswerSchema,
  polishTaskParamsSchema,
  polishTaskSchema,
  type PolishTask,
} from './polish-tasks.detail';

/** GET /mp-api/v3/api/polish_tasks */
export const polishTaskListQuerySchema = z.object({
  status: polishTaskStatusSchema,
  page: z.optional(queryPage),
  page_size: z.optional(queryPageSize),
  keyword: z.optional(querySearch),
  claimed_at_start: z.optional(queryTimestamp),
  claimed_at_end: z.optional(queryTimestamp),
  created_at_start: z.optional(queryTimestamp),
  created_at_end: z.optional(queryTimestamp),
  completed_at_start: z.optional(queryTimestamp),
  completed_at_end: z.optional(queryTimestamp),
});

export const polishTaskListAnswerSchema = z.extend(pagedAnswer(polishTaskSchema), {
  /** How many more the creator may claim. */
  remaining_claimed_count: z.optional(countSchema),
});

/**
 * POST /mp-api/v3/api/polish_tasks/actions/claim and …/give_up. How many a creator may hold is the
 * configuration's `polish_claim_max_length` (17001 past it); the list itself is capped at REQUEST_LIST_MAX.
 */
export const polishTaskIdsBodySchema = z.object({
  ids: requestList(requestIdSchema).check(z.minLength(1, issueOf(claimMessages.none))),
});

/** `data` of code 17001 (claim over the limit). */
export const claimLimitDataSchema = z.looseObject({ max: z.number() });

export type PolishTaskListQuery = z.output<typeof polishTaskListQuerySchema>;
export type PolishTaskListAnswer = z.infer<typeof polishTaskListAnswerSchema>;
export type PolishTaskIdsBody = z.infer<typeof polishTaskIdsBodySchema>;
export type ClaimLimitData = z.infer<typeof claimLimitDataSchema>;

/** The routes of this area (see routes.ts), keyed by the name of their client function. */
export const polishTasksRoutes = {
  listPolishTasks: {
    area: 'polish-tasks',
    method: 'GET',
    path: '/mp-api/v3/api/polish_tasks',
    session: true,
    query: polishTaskListQuerySchema,
    answer: polishTaskListAnswerSchema,
  },
  ...polishTasksDetailRoutes,
  claimPolishTasks: {
    area: 'polish-tasks',
    method: 'POST',
    path: '/mp-api/v3/api/polish_tasks/actions/claim',
    session: true,
    body: polishTaskIdsBodySchema,
    answer: emptyAnswerSchema,
  },
  giveUpPolishTasks: {
    area: 'polish-tasks',
    method: 'POST',
    path: '/mp-api/v3/api/polish_tasks/actions/give_up',
    session: true,
    body: polishTaskIdsBodySchema,
    answer: emptyAnswerSchema,
  },
} as const satisfies Record<string, RouteSpec>;
