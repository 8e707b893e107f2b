import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Queues one creator's writes behind each other, until the transaction ends: their monthly profile changes,
 * their drafts, their hashtag count, their images against a deletion.
 */
export async function lockCreator(trx: Transaction<Database>, creatorId: number): Promise<void> {
  await trx
    .selectFrom('creator')
    .select('id')
    .where('id', '=', creatorId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}
