import { AuditStatus } from '@creator/domain/account';
import { ErrorCode } from '@creator/domain/error-codes';
import {
  canChangeProfileField,
  isNicknameUnchanged,
  nicknameSchema,
  normalizeNickname,
  PROFILE_CHANGES_PER_MONTH,
  AVATAR_MAX_BYTES,
} from '@creator/forms/rules/account';
import type { Kysely, Transaction } from 'kysely';
import type { Database, ProfileField } from '../db/schema';
import { BusinessError, InvalidRequest, refusal } from '../errors';
import { lockCreator } from '../lib/creator-lock';
import { nicknameKey } from '../lib/nickname-key';
import type { Services } from '../services';
import { checkRule } from '../validate';

/** Start of the clock's calendar month (UTC): the window of the monthly change limit. */
function monthStart(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

async function profileState(db: Kysely<Database>, creatorId: number, field: ProfileField, now: number) {
  const latest = await db
    .selectFrom('profile_change')
    .select('audit_status')
    .where('creator_id', '=', creatorId)
    .where('field', '=', field)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const used = await db
    .selectFrom('profile_change')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('creator_id', '=', creatorId)
    .where('field', '=', field)
    .where('created_at', '>=', monthStart(now))
    .executeTakeFirstOrThrow();
  return {
    audit_status: latest?.audit_status ?? AuditStatus.unmodified,
    modified: Number(used.count) < PROFILE_CHANGES_PER_MONTH,
  };
}

/**
 * Applies a nickname or avatar change: refused while the last one is in review or once the month's changes
 * are spent (15002); the new value is shown at once and goes to review.
 */
async function changeProfile(
  services: Services,
  creatorId: number,
  field: ProfileField,
  value: string,
  apply: (trx: Transaction<Database>) => Promise<void>,
) {
  const now = services.clock.now();
  await services.db.transaction().execute(async (trx) => {
    // Serialises two changes of one creator, so the monthly limit holds under concurrency.
    await lockCreator(trx, creatorId);
    const verdict = canChangeProfileField(await profileState(trx, creatorId, field, now));
    if (!verdict.ok) throw new BusinessError(ErrorCode.noChangesLeft, verdict.reason);
    await apply(trx);
    await trx
      .insertInto('profile_change')
      .values({
        creator_id: creatorId,
        field,
        value,
        audit_status: AuditStatus.inReview,
        review_due_at: now + services.settings.reviewDelayMs,
        created_at: now,
      })
      .execute();
  });
  services.scheduler.markDirty();
}

/** The account page: the creator, and where each profile field's change stands. */
export async function getAccount(services: Services, creatorId: number) {
  const creator = await services.db
    .selectFrom('creator')
    .selectAll()
    .where('id', '=', creatorId)
    .executeTakeFirstOrThrow();
  const now = services.clock.now();
  return {
    user_id: creator.id,
    avatar: creator.avatar,
    screen_name: creator.screen_name,
    email: creator.email,
    country: creator.country,
    country_code: creator.country_code,
    screen_name_ext: await profileState(services.db, creatorId, 'nickname', now),
    avatar_ext: await profileState(services.db, creatorId, 'avatar', now),
  };
}

/** The access codes of the creator (`list_polish_task` opens the polish tasks). */
export async function getUserResources(services: Services, creatorId: number) {
  const creator = await services.db
    .selectFrom('creator')
    .select('resources')
    .where('id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return { list: creator.resources };
}

/** A new nickname no other creator's looks like (15001), within the profile change limit. */
export async function updateNickname(services: Services, creatorId: number, asked: string): Promise<null> {
  const nickname = normalizeNickname(checkRule(nicknameSchema, asked, 'nickname'));
  const creator = await services.db
    .selectFrom('creator')
    .select('screen_name')
    .where('id', '=', creatorId)
    .executeTakeFirstOrThrow();
  if (isNicknameUnchanged(creator.screen_name, nickname)) return null;
  // Taken when another creator's nickname looks the same: same case-folded, look-alike-mapped key.
  const key = nicknameKey(nickname);
  const taken = async (db: Kysely<Database>) =>
    (await db
      .selectFrom('creator')
      .select('id')
      .where('screen_name_key', '=', key)
      .where('id', '!=', creatorId)
      .executeTakeFirst()) !== undefined;
  const takenError = () => refusal('nicknameTaken');
  if (await taken(services.db)) throw takenError();
  try {
    await changeProfile(services, creatorId, 'nickname', nickname, async (trx) => {
      await trx
        .updateTable('creator')
        .set({ screen_name: nickname, screen_name_key: key })
        .where('id', '=', creatorId)
        .execute();
    });
  } catch (error) {
    // Two creators racing for one nickname: the unique index decides, the loser hears 15001.
    if ((error as { code?: string }).code === '23505') throw takenError();
    throw error;
  }
  return null;
}

/** A new avatar: an image this creator uploaded through the avatar signing, within the profile change limit. */
export async function updateAvatar(
  services: Services,
  creatorId: number,
  url: string,
  host: string,
): Promise<null> {
  const prefix = `${host}/`;
  const key = url.startsWith(prefix) ? url.slice(prefix.length) : null;
  // Only an image this creator uploaded through the avatar signing (oss_sts) can become the avatar.
  const own = key !== null && key.startsWith(`avatar/${creatorId}/`);
  const file = own
    ? await services.db.selectFrom('stored_file').selectAll().where('key', '=', key).executeTakeFirst()
    : undefined;
  if (!file) throw new InvalidRequest('url: not an avatar image uploaded to this image host by this account');
  if (!['image/jpeg', 'image/png'].includes(file.content_type) || file.size > AVATAR_MAX_BYTES) {
    throw new InvalidRequest('url: an avatar is a JPG or PNG image of at most 2 MB');
  }
  await changeProfile(services, creatorId, 'avatar', url, async (trx) => {
    await trx.updateTable('creator').set({ avatar: url }).where('id', '=', creatorId).execute();
  });
  return null;
}
