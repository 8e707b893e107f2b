import type { Kysely, Selectable } from 'kysely';
import type { ContentTable, Database } from '../db/schema';
import { InvalidRequest } from '../errors';

export type ContentRow = Selectable<ContentTable>;

/** The creator's own item, or a 10001 that reveals nothing about other creators' items. */
export async function ownContent(
  db: Kysely<Database>,
  creatorId: number,
  contentId: number,
  lock = false,
): Promise<ContentRow> {
  let query = db
    .selectFrom('content')
    .selectAll()
    .where('content_id', '=', contentId)
    .where('creator_id', '=', creatorId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new InvalidRequest('content_id: no such content');
  return row;
}
