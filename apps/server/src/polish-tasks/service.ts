import { ErrorCode } from '@creator/domain/error-codes';
import { TASK_PAGE_SIZE } from '@creator/domain/limits';
import { PolishTaskStatus } from '@creator/domain/polish-task';
import { canClaim, remainingClaims } from '@creator/forms/rules/claim';
import type { Selectable } from 'kysely';
import { loadWebApiConfig } from '../catalog';
import { toSeconds } from '../clock';
import type { PolishTaskTable } from '../db/schema';
import { BusinessError, InvalidRequest, refusal } from '../errors';
import { toWireUrls } from '../hosted-urls';
import { containsPattern } from '../lib/sql';
import type { CallInput } from '../routing';
import type { Services } from '../services';
import { asOf, heldBy, liveClaim, openTask } from './claims';

function taskItem(row: Selectable<PolishTaskTable>, host: string) {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    cover_images: toWireUrls(row.cover_images, host),
    show_type: row.show_type,
    status: row.status,
    created_at: toSeconds(row.created_at),
    claimed_at: row.claimed_at === null ? null : toSeconds(row.claimed_at),
    completed_at: row.completed_at === null ? null : toSeconds(row.completed_at),
  };
}

/** Inclusive second range on a millisecond column. */
function inRange(
  start: number | undefined,
  end: number | undefined,
): [number | undefined, number | undefined] {
  return [start === undefined ? undefined : start * 1000, end === undefined ? undefined : (end + 1) * 1000];
}

/** One page of the tasks of a status, with the claims the creator has left. */
export async function listPolishTasks(
  services: Services,
  creatorId: number,
  query: CallInput<'listPolishTasks'>['query'],
  host: string,
) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? TASK_PAGE_SIZE;
  const now = services.clock.now();
  // Pending tasks (expired claims among them) are open to everyone; claimed and completed ones are only the creator's own.
  let base =
    query.status === PolishTaskStatus.pending
      ? services.db.selectFrom('polish_task').where((eb) => openTask(eb, now))
      : services.db
          .selectFrom('polish_task')
          .where((eb) =>
            query.status === PolishTaskStatus.claimed ? liveClaim(eb, now) : eb('status', '=', query.status),
          )
          .where('claimed_by', '=', creatorId);
  const ranges = [
    ['created_at', ...inRange(query.created_at_start, query.created_at_end)],
    ['claimed_at', ...inRange(query.claimed_at_start, query.claimed_at_end)],
    ['completed_at', ...inRange(query.completed_at_start, query.completed_at_end)],
  ] as const;
  for (const [column, from, until] of ranges) {
    if (from !== undefined) base = base.where(column, '>=', from);
    if (until !== undefined) base = base.where(column, '<', until);
  }
  const keyword = query.keyword?.trim();
  if (keyword)
    base = base.where((eb) =>
      eb.or([eb('title', 'ilike', containsPattern(keyword)), eb('body', 'ilike', containsPattern(keyword))]),
    );
  const order =
    query.status === PolishTaskStatus.pending
      ? 'created_at'
      : query.status === PolishTaskStatus.claimed
        ? 'claimed_at'
        : 'completed_at';
  const [rows, total, held, config, creator] = await Promise.all([
    base
      .selectAll()
      .orderBy(order, 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    heldBy(services.db, creatorId, now),
    loadWebApiConfig(services.db),
    services.db
      .selectFrom('creator')
      .select('can_post')
      .where('id', '=', creatorId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => taskItem(asOf(row, now), host)),
    count: Number(total.count),
    page,
    page_size: pageSize,
    // A creator without posting rights can claim nothing.
    remaining_claimed_count: creator.can_post ? remainingClaims(held, config.polish_claim_max_length) : 0,
  };
}

/** A pending task, or one the creator holds or completed; nothing about other creators' tasks. */
export async function getPolishTask(services: Services, creatorId: number, id: number, host: string) {
  const stored = await services.db
    .selectFrom('polish_task')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  const row = stored && asOf(stored, services.clock.now());
  if (!row || (row.status !== PolishTaskStatus.pending && row.claimed_by !== creatorId))
    throw new InvalidRequest('id: no such task');
  return taskItem(row, host);
}

/** Claims every task asked for, or none: within the creator's claim limit (17001), first come (17002). */
export async function claimPolishTasks(
  services: Services,
  creatorId: number,
  askedIds: readonly number[],
): Promise<null> {
  const ids = [...new Set(askedIds)];
  const { polish_claim_max_length: max } = await loadWebApiConfig(services.db);
  const now = services.clock.now();
  await services.db.transaction().execute(async (trx) => {
    // One creator's claims queue behind each other, so two at once cannot pass the limit together.
    const creator = await trx
      .selectFrom('creator')
      .select('can_post')
      .where('id', '=', creatorId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // A claimed task is there to be published, which needs posting rights (as publishing does, 16001).
    if (!creator.can_post) throw refusal('noPostingPermission');
    const existing = await trx.selectFrom('polish_task').select('id').where('id', 'in', ids).execute();
    if (existing.length < ids.length)
      throw new InvalidRequest(
        `ids: no such task ${ids.filter((id) => !existing.some((row) => row.id === id)).join(', ')}`,
      );
    const verdict = canClaim(await heldBy(trx, creatorId, now), ids.length, max);
    if (!verdict.ok) throw new BusinessError(ErrorCode.claimLimit, verdict.reason, { max });
    // The conditional update is the arbiter: of two creators racing for a task, the second finds it no longer open.
    const claimed = await trx
      .updateTable('polish_task')
      .set({ status: PolishTaskStatus.claimed, claimed_by: creatorId, claimed_at: now })
      .where('id', 'in', ids)
      .where((eb) => openTask(eb, now))
      .returning('id')
      .execute();
    if (claimed.length < ids.length) throw refusal('claimedByOther');
  });
  return null;
}

/** Gives back tasks the creator holds, all or none. */
export async function giveUpPolishTasks(
  services: Services,
  creatorId: number,
  askedIds: readonly number[],
): Promise<null> {
  const ids = [...new Set(askedIds)];
  await services.db.transaction().execute(async (trx) => {
    // One's own expired claim may still be given up: it ends as expiry would end it.
    const released = await trx
      .updateTable('polish_task')
      .set({ status: PolishTaskStatus.pending, claimed_by: null, claimed_at: null })
      .where('id', 'in', ids)
      .where('status', '=', PolishTaskStatus.claimed)
      .where('claimed_by', '=', creatorId)
      .returning('id')
      .execute();
    if (released.length < ids.length) {
      const missing = ids.filter((id) => !released.some((row) => row.id === id));
      throw new InvalidRequest(`ids: not claimed by you: ${missing.join(', ')}`);
    }
  });
  return null;
}
