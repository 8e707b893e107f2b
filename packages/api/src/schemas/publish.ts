import * as z from 'zod/mini';
import { idSchema } from './common';
import type { RouteSpec } from './route-spec';

/** What publish answers; the portal reads nothing but may use the id of what was created. */
export const publishAnswerSchema = z.nullish(z.looseObject({ content_id: z.optional(idSchema) }));

export type PublishAnswer = z.infer<typeof publishAnswerSchema>;

/**
 * The routes of this area (see routes.ts), keyed by the name of their client function: method, path and
 * answer as the client makes the calls (./publish.bodies adds the bodies the server checks).
 */
export const publishRoutes = {
  publishContent: {
    area: 'publish',
    method: 'POST',
    path: '/mp-api/v3/api/content/publish',
    session: true,
    idempotent: true,
    answer: publishAnswerSchema,
  },
  publishPolishedTask: {
    area: 'publish',
    method: 'POST',
    path: '/mp-api/v3/api/content/polish',
    session: true,
    idempotent: true,
    answer: publishAnswerSchema,
  },
} as const satisfies Record<string, RouteSpec>;
