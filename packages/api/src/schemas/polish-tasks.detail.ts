import * as z from 'zod/mini';
import type { RouteSpec } from './route-spec';
import { idSchema, queryRequestId, timestampSchema } from './common';

// One task, apart from the lists and the claims (./polish-tasks): the task editor downloads only this.

export const polishTaskSchema = z.looseObject({
  id: idSchema,
  title: z._default(z.string(), ''),
  /** Plain text of the machine-made post. */
  body: z._default(z.string(), ''),
  cover_images: z._default(z.array(z.string()), []),
  show_type: z.number(),
  status: z.optional(z.string()),
  created_at: z._default(timestampSchema, 0),
  claimed_at: z.optional(z.nullable(timestampSchema)),
  completed_at: z.optional(z.nullable(timestampSchema)),
});

/** GET /mp-api/v3/api/polish_tasks/:id → `data` is the task. */
export const polishTaskParamsSchema = z.object({ id: queryRequestId });
export const polishTaskDetailAnswerSchema = polishTaskSchema;

export type PolishTask = z.infer<typeof polishTaskSchema>;

/** The route of this part of the area (see routes.ts, through ./polish-tasks), keyed by its client function. */
export const polishTasksDetailRoutes = {
  getPolishTask: {
    area: 'polish-tasks',
    method: 'GET',
    path: '/mp-api/v3/api/polish_tasks/:id',
    session: true,
    params: polishTaskParamsSchema,
    answer: polishTaskDetailAnswerSchema,
  },
} as const satisfies Record<string, RouteSpec>;
