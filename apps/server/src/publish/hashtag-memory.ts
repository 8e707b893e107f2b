import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Distinct hashtags one creator may add to the shared suggestion table. Past it their content keeps its
 * hashtags, but no new name of theirs is stored for suggestions: one account cannot grow the table without end.
 */
export const HASHTAGS_PER_CREATOR_MAX = 1000;

/**
 * Stores the hashtags for suggestions (read by hashtags/service.ts), whole (the hashtag rules of packages/forms
 * have already checked their length and number), and counts each name's creators once. Call it holding the
 * creator's row lock.
 */
export async function rememberHashtags(
  trx: Transaction<Database>,
  creatorId: number,
  names: readonly string[],
): Promise<void> {
  if (names.length === 0) return;
  const known = await trx
    .selectFrom('hashtag_use')
    .select('name')
    .where('creator_id', '=', creatorId)
    .where('name', 'in', [...names])
    .execute();
  const fresh = names.filter((name) => !known.some((row) => row.name === name));
  if (fresh.length === 0) return;
  const { n } = await trx
    .selectFrom('hashtag_use')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  // Sorted, so two creators adding the same new names take their rows in one order.
  const added = fresh.slice(0, Math.max(0, HASHTAGS_PER_CREATOR_MAX - Number(n))).sort();
  if (added.length === 0) return;
  await trx
    .insertInto('hashtag')
    .values(added.map((name) => ({ name, total_pv: 0 })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await trx
    .insertInto('hashtag_use')
    .values(added.map((name) => ({ creator_id: creatorId, name })))
    .execute();
  await trx
    .updateTable('hashtag')
    .set((eb) => ({ creators: eb('creators', '+', 1) }))
    .where('name', 'in', added)
    .execute();
}
