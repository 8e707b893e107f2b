import { call, type CallOptions } from '../client/request';
import { noticesRoutes, type NoticeListAnswer, type NoticeListQuery } from '../schemas/notices';

/** GET /mp-api/v3/api/notifies?page= (the server sets the page size). */
export function listNotices(query: NoticeListQuery, options?: CallOptions): Promise<NoticeListAnswer> {
  return call(noticesRoutes.listNotices, { query: { ...query } }, options);
}

/** GET /mp-api/v3/api/notifies/unread_count → the number of unread notices. */
export async function getUnreadCount(options?: CallOptions): Promise<number> {
  const answer = await call(noticesRoutes.getUnreadCount, {}, options);
  return answer.unread;
}

/** POST /mp-api/v3/api/notifies/actions/read */
export async function markNoticesRead(ids: number[], options?: CallOptions): Promise<void> {
  await call(noticesRoutes.markNoticesRead, { body: { ids } }, options);
}
