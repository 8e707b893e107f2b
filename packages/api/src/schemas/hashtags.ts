import * as z from 'zod/mini';
import type { RouteSpec } from './route-spec';
import { countSchema } from './common';

/** GET /mp-api/v3/api/hashtags?name= (the text typed after `#`). */
export const hashtagQuerySchema = z.object({ name: z.string() });

export const hashtagSuggestionSchema = z.looseObject({
  name: z.string(),
  total_pv: z._default(countSchema, 0),
});
export const hashtagAnswerSchema = z.looseObject({ list: z.array(hashtagSuggestionSchema) });

export type HashtagQuery = z.infer<typeof hashtagQuerySchema>;
export type HashtagSuggestion = z.infer<typeof hashtagSuggestionSchema>;
export type HashtagAnswer = z.infer<typeof hashtagAnswerSchema>;

/** The routes of this area (see routes.ts), keyed by the name of their client function. */
export const hashtagsRoutes = {
  searchHashtags: {
    area: 'hashtags',
    method: 'GET',
    path: '/mp-api/v3/api/hashtags',
    session: true,
    query: hashtagQuerySchema,
    answer: hashtagAnswerSchema,
  },
} as const satisfies Record<string, RouteSpec>;
