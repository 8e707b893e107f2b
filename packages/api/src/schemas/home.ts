import * as z from 'zod/mini';
import type { RouteSpec } from './route-spec';
import { countSchema } from './common';

/** GET /mp-api/v3/api/home → the three stat blocks of the dashboard. */
export const homeAnswerSchema = z.looseObject({
  content_count: countSchema,
  expose_count: countSchema,
  click_count: countSchema,
});

export type HomeSummary = z.infer<typeof homeAnswerSchema>;

/** The routes of this area (see routes.ts), keyed by the name of their client function. */
export const homeRoutes = {
  getHome: {
    area: 'home',
    method: 'GET',
    path: '/mp-api/v3/api/home',
    session: true,
    answer: homeAnswerSchema,
  },
} as const satisfies Record<string, RouteSpec>;
