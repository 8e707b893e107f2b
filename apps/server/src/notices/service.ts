import { ReadStatus } from '@creator/domain/notices';
import { toSeconds } from '../clock';
import type { CallInput } from '../routing';
import type { Services } from '../services';

/** The server sets the notice page size (spec §7); a caller may ask for fewer. */
export const NOTICE_PAGE_SIZE = 20;

/** One page of the creator's notices, newest first. */
export async function listNotices(
  services: Services,
  creatorId: number,
  query: CallInput<'listNotices'>['query'],
) {
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
}

export async function getUnreadCount(services: Services, creatorId: number) {
  const row = await services.db
    .selectFrom('notice')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('creator_id', '=', creatorId)
    .where('status', '=', ReadStatus.unread)
    .executeTakeFirstOrThrow();
  return { unread: Number(row.unread) };
}

/** Marks the creator's own notices among `ids` read. */
export async function markNoticesRead(
  services: Services,
  creatorId: number,
  ids: readonly number[],
): Promise<null> {
  // Ids of other creators' notices are ignored, not reported: the answer must not reveal they exist.
  await services.db
    .updateTable('notice')
    .set({ status: ReadStatus.read })
    .where('creator_id', '=', creatorId)
    .where('id', 'in', ids)
    .where('status', '=', ReadStatus.unread)
    .execute();
  return null;
}
