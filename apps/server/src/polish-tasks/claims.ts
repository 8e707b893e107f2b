import { PolishTaskStatus } from '@creator/domain/polish-task';
import { claimExpiryCutoff, isClaimLive } from '@creator/forms/rules/claim';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, PolishTaskTable } from '../db/schema';

/*
 * A claim expires CLAIM_LIFETIME_MS after it was taken (@creator/forms/rules/claim). Expiry needs no job to
 * run on time: every query compares the claim time with the clock, so an expired claim is open to everyone
 * and off its claimer's limit from that very moment; the hourly purge then writes it back as PENDING.
 */

type TaskExpression = ExpressionBuilder<Database, 'polish_task'>;

/** A claim that still holds. */
export function liveClaim(eb: TaskExpression, now: number) {
  return eb.and([eb('status', '=', PolishTaskStatus.claimed), eb('claimed_at', '>', claimExpiryCutoff(now))]);
}

/** A task anyone may claim: pending, or claimed so long ago that the claim has expired. */
export function openTask(eb: TaskExpression, now: number) {
  return eb.or([
    eb('status', '=', PolishTaskStatus.pending),
    eb.and([eb('status', '=', PolishTaskStatus.claimed), eb('claimed_at', '<=', claimExpiryCutoff(now))]),
  ]);
}

/** The row as it stands at `now`: a task whose claim has expired reads as pending, with no claimer. */
export function asOf(row: Selectable<PolishTaskTable>, now: number): Selectable<PolishTaskTable> {
  if (
    row.status !== PolishTaskStatus.claimed ||
    (row.claimed_at !== null && isClaimLive(row.claimed_at, now))
  )
    return row;
  return { ...row, status: PolishTaskStatus.pending, claimed_by: null, claimed_at: null };
}

/** Live claims a creator holds: what counts toward their claim limit. */
export async function heldBy(db: Kysely<Database>, creatorId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('polish_task')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => liveClaim(eb, now))
    .where('claimed_by', '=', creatorId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Writes expired claims back as PENDING (the purge); returns how many. */
export async function releaseExpiredClaims(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .updateTable('polish_task')
    .set({ status: PolishTaskStatus.pending, claimed_by: null, claimed_at: null })
    .where('status', '=', PolishTaskStatus.claimed)
    .where('claimed_at', '<=', claimExpiryCutoff(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
