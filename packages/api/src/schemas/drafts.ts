import * as z from 'zod/mini';
import type { RouteSpec } from './route-spec';
import { countSchema, idSchema, queryPage, queryPageSize, timestampSchema } from './common';

// The draft calls as the client makes them: paths, queries and answers (./drafts.bodies adds the save body the
// server checks, with the article rules, which the draft list does not download).

export const draftSaveAnswerSchema = z.nullish(z.looseObject({ content_id: z.optional(idSchema) }));

/** GET /mp-api/v3/api/content/draft?page=&page_size= */
export const draftListQuerySchema = z.object({
  page: z.optional(queryPage),
  page_size: z.optional(queryPageSize),
});

export const draftItemSchema = z.looseObject({
  content_id: idSchema,
  title: z._default(z.string(), ''),
  brief: z._default(z.string(), ''),
  cover_images: z._default(z.array(z.string()), []),
  updated_at: z._default(timestampSchema, 0),
});

/** `{ list, count }`; the page fields may be left out. */
export const draftListAnswerSchema = z.looseObject({
  list: z.array(draftItemSchema),
  count: countSchema,
  page: z.optional(z.number()),
  page_size: z.optional(z.number()),
});

export type DraftSaveAnswer = z.infer<typeof draftSaveAnswerSchema>;
export type DraftListQuery = z.output<typeof draftListQuerySchema>;
export type DraftItem = z.infer<typeof draftItemSchema>;
export type DraftListAnswer = z.infer<typeof draftListAnswerSchema>;

/** The routes of this area (see routes.ts), keyed by the name of their client function; no bodies. */
export const draftsRoutes = {
  saveDraft: {
    area: 'drafts',
    method: 'POST',
    path: '/mp-api/v3/api/content/draft',
    session: true,
    idempotent: true,
    answer: draftSaveAnswerSchema,
  },
  listDrafts: {
    area: 'drafts',
    method: 'GET',
    path: '/mp-api/v3/api/content/draft',
    session: true,
    query: draftListQuerySchema,
    answer: draftListAnswerSchema,
  },
} as const satisfies Record<string, RouteSpec>;
