import { CONTENT_SOURCES, CONTENT_STATUSES, SHOW_TYPES } from '@creator/domain/content';
import * as z from 'zod/mini';
import type { RouteSpec } from './route-spec';
import {
  commaList,
  countSchema,
  idSchema,
  pagedAnswer,
  queryCode,
  queryPage,
  queryPageSize,
  queryRequestId,
  queryTimestamp,
  timestampSchema,
  emptyAnswerSchema,
} from './common';
import { querySearch } from './search';

// Reading and deleting content; publishing, with the rules of its bodies, is ./publish.

/** GET /mp-api/v3/api/content: every filter optional; arrays comma-joined on the wire. */
export const contentListQuerySchema = z.object({
  status: z.optional(commaList(queryCode(CONTENT_STATUSES), CONTENT_STATUSES.length)),
  show_types: z.optional(commaList(queryCode(SHOW_TYPES), SHOW_TYPES.length)),
  page: z.optional(queryPage),
  page_size: z.optional(queryPageSize),
  keyword: z.optional(querySearch),
  title: z.optional(querySearch),
  publish_date_start: z.optional(queryTimestamp),
  publish_date_end: z.optional(queryTimestamp),
  content_sources: z.optional(commaList(queryCode(CONTENT_SOURCES), CONTENT_SOURCES.length)),
  contains_images: z.optional(queryCode([0, 1])),
});

/** A row of the content list (also the published rows of the machine-generated section). */
export const contentItemSchema = z.looseObject({
  content_id: idSchema,
  status: z.number(),
  show_type: z.number(),
  title: z._default(z.string(), ''),
  brief: z._default(z.string(), ''),
  cover_images: z._default(z.array(z.string()), []),
  images: z.optional(z.array(z.string())),
  publish_date: z._default(timestampSchema, 0),
  updated_at: z._default(timestampSchema, 0),
  reason: z.optional(z.nullable(z.string())),
  expose_count: z._default(countSchema, 0),
  click_count: z._default(countSchema, 0),
  like_count: z._default(countSchema, 0),
  unlike_count: z._default(countSchema, 0),
  modify_count: z.optional(countSchema),
  remaining_modify_count: z.optional(countSchema),
  source: z.optional(z.number()),
});

export const contentListAnswerSchema = pagedAnswer(contentItemSchema);

/** GET /mp-api/v3/api/content/detail?content_id= and DELETE /mp-api/v3/api/content?content_id= */
export const contentIdQuerySchema = z.object({ content_id: queryRequestId });

/** `data.detail`: the item with everything an editor needs. */
export const contentDetailSchema = z.extend(contentItemSchema, {
  content: z._default(z.string(), ''),
  images: z._default(z.array(z.string()), []),
  hashtag: z._default(z.array(z.string()), []),
  tag_ids: z._default(z.array(z.number()), []),
  modify_count: z._default(countSchema, 0),
  remaining_modify_count: z._default(countSchema, 0),
});
export const contentDetailAnswerSchema = z.looseObject({ detail: contentDetailSchema });

export type ContentListQuery = z.output<typeof contentListQuerySchema>;
export type ContentItem = z.infer<typeof contentItemSchema>;
export type ContentListAnswer = z.infer<typeof contentListAnswerSchema>;
export type ContentIdQuery = z.output<typeof contentIdQuerySchema>;
export type ContentDetail = z.infer<typeof contentDetailSchema>;
export type ContentDetailAnswer = z.infer<typeof contentDetailAnswerSchema>;

/** The routes of this area (see routes.ts), keyed by the name of their client function. */
export const contentRoutes = {
  listContent: {
    area: 'content',
    method: 'GET',
    path: '/mp-api/v3/api/content',
    session: true,
    query: contentListQuerySchema,
    answer: contentListAnswerSchema,
  },
  getContentDetail: {
    area: 'content',
    method: 'GET',
    path: '/mp-api/v3/api/content/detail',
    session: true,
    query: contentIdQuerySchema,
    answer: contentDetailAnswerSchema,
  },
  deleteContent: {
    area: 'content',
    method: 'DELETE',
    path: '/mp-api/v3/api/content',
    session: true,
    query: contentIdQuerySchema,
    answer: emptyAnswerSchema,
  },
} as const satisfies Record<string, RouteSpec>;
