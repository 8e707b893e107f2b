import { ReadStatus } from '@creator/domain/notice';
import type { Hono } from 'hono';
import { toSeconds } from '../clock';
import { handle } from '../routing';
import type { AppEnv } from '../services';

/** The server sets the notice page size (spec §7); a caller may ask for fewer. */
export const NOTICE_PAGE_SIZE = 20;

export function noticeRoutes(app: Hono<AppEnv>): void {
  handle(app, 'listNotices', async ({ services, creatorId, query }) => {
    const page = query.page;
    const pageSize = Math.min(query.page_size ?? NOTICE_PAGE_SIZE, NOTICE_PAGE_SIZE);
    const base = services.db.selectFrom('notice').where('creator_id', '=', creatorId);
    const [rows, total] = await Promise.all([
      base
        .select(['id', 'type', 'status', 'content', 'image_urls', 'target_id', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return {
      list: rows.map((row) => ({ ...row, created_at: toSeconds(row.created_at) })),
      count: Number(total.count),
      page,
      page_size: pageSize,
    };
  });

  handle(app, 'getUnreadCount', async ({ services, creatorId }) => {
    const row = await services.db
      .selectFrom('notice')
      .select((eb) => eb.fn.countAll<number>().as('unread'))
      .where('creator_id', '=', creatorId)
      .where('status', '=', ReadStatus.unread)
      .executeTakeFirstOrThrow();
    return { unread: Number(row.unread) };
  });

  handle(app, 'markNoticesRead', async ({ services, creatorId, body }) => {
    // Ids of other creators' notices are ignored, not reported: the answer must not reveal they exist.
    await services.db
      .updateTable('notice')
      .set({ status: ReadStatus.read })
      .where('creator_id', '=', creatorId)
      .where('id', 'in', body.ids)
      .where('status', '=', ReadStatus.unread)
      .execute();
    return null;
  });
}
