import { ARTICLE_COVERS_MAX, articleMessages, validateArticle } from '@creator/forms/rules/article';
import { issueOf } from '@creator/forms/rules/descriptor';
import * as z from 'zod/mini';
import type { RouteSpec } from './route-spec';
import {
  ruleCheck,
  countSchema,
  idSchema,
  queryPage,
  queryPageSize,
  requestIdSchema,
  requestList,
  timestampSchema,
} from './common';

// Server drafts are articles only; short-post drafts live in local storage. Deleting a draft is
// DELETE /mp-api/v3/api/content (see content.ts).

const imageUrl = z.string().check(z.minLength(1));

/** POST /mp-api/v3/api/content/draft: `content_id` present updates that draft. */
export const draftSaveBodySchema = z
  .object({
    content_id: z.optional(requestIdSchema),
    title: z._default(z.string(), ''),
    content: z._default(z.string(), ''),
    cover_images: z._default(
      z.array(imageUrl).check(z.maxLength(ARTICLE_COVERS_MAX, issueOf(articleMessages.coversMax))),
      [],
    ),
    // A draft may hold more images than a publish allows (the server reads them from the HTML anyway).
    images: z._default(requestList(imageUrl), []),
    hashtag: z._default(requestList(z.string()), []),
  })
  .check(
    // The draft rules (not empty, title, body and cover maxima) need no image host.
    ruleCheck((draft: { title: string; content: string; cover_images: string[] }) =>
      validateArticle(
        { title: draft.title, content: draft.content, coverImages: draft.cover_images },
        { mode: 'draft', imageHost: '' },
      ),
    ),
  );
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

export type DraftSaveBody = z.input<typeof draftSaveBodySchema>;
export type DraftSaveAnswer = z.infer<typeof draftSaveAnswerSchema>;
export type DraftListQuery = z.output<typeof draftListQuerySchema>;
export type DraftItem = z.infer<typeof draftItemSchema>;
export type DraftListAnswer = z.infer<typeof draftListAnswerSchema>;

/** The routes of this area (see routes.ts), keyed by the name of their client function. */
export const draftRoutes = {
  saveDraft: {
    area: 'drafts',
    method: 'POST',
    path: '/mp-api/v3/api/content/draft',
    session: true,
    body: draftSaveBodySchema,
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
