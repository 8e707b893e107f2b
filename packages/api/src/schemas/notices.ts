import * as z from 'zod/mini';
import type { RouteSpec } from './route-spec';
import {
  countSchema,
  idSchema,
  pagedAnswer,
  queryPage,
  requestIdSchema,
  requestList,
  queryPageSize,
  timestampSchema,
  emptyAnswerSchema,
} from './common';

/** GET /mp-api/v3/api/notifies?page= (the page size is the server's). */
export const noticeListQuerySchema = z.object({ page: queryPage, page_size: z.optional(queryPageSize) });

export const noticeSchema = z.looseObject({
  id: idSchema,
  /** An unknown type is shown as plain text. */
  type: z.number(),
  status: z.number(),
  content: z._default(z.string(), ''),
  created_at: timestampSchema,
  image_urls: z._default(z.array(z.string()), []),
  target_id: z.optional(z.nullable(z.number())),
});

export const noticeListAnswerSchema = pagedAnswer(noticeSchema);

/** GET /mp-api/v3/api/notifies/unread_count → `data.unread`. */
export const unreadCountAnswerSchema = z.looseObject({ unread: countSchema });

/** POST /mp-api/v3/api/notifies/actions/read */
export const noticeReadBodySchema = z.object({ ids: requestList(requestIdSchema).check(z.minLength(1)) });

export type Notice = z.infer<typeof noticeSchema>;
export type NoticeListQuery = z.output<typeof noticeListQuerySchema>;
export type NoticeListAnswer = z.infer<typeof noticeListAnswerSchema>;
export type UnreadCountAnswer = z.infer<typeof unreadCountAnswerSchema>;
export type NoticeReadBody = z.infer<typeof noticeReadBodySchema>;

/** The routes of this area (see routes.ts), keyed by the name of their client function. */
export const noticesRoutes = {
  listNotices: {
    area: 'notices',
    method: 'GET',
    path: '/mp-api/v3/api/notifies',
    session: true,
    query: noticeListQuerySchema,
    answer: noticeListAnswerSchema,
  },
  getUnreadCount: {
    area: 'notices',
    method: 'GET',
    path: '/mp-api/v3/api/notifies/unread_count',
    session: true,
    answer: unreadCountAnswerSchema,
  },
  markNoticesRead: {
    area: 'notices',
    method: 'POST',
    path: '/mp-api/v3/api/notifies/actions/read',
    session: true,
    body: noticeReadBodySchema,
    answer: emptyAnswerSchema,
  },
} as const satisfies Record<string, RouteSpec>;
