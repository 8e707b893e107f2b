import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { refusal } from '../errors';
import { hashToken, randomToken } from './tokens';

export async function createSession(
  db: Kysely<Database>,
  clock: Clock,
  creatorId: number,
  ttlMs: number,
): Promise<string> {
  const token = randomToken();
  const now = clock.now();
  await db
    .insertInto('session')
    .values({ token_hash: hashToken(token), creator_id: creatorId, created_at: now, expires_at: now + ttlMs })
    .execute();
  return token;
}

/** The creator behind a bearer token: 401 code 1 when missing, unknown or blocked from signing in, 401 code 5 when expired. */
export async function authenticate(
  db: Kysely<Database>,
  clock: Clock,
  authorization: string | undefined,
): Promise<number> {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(authorization ?? '');
  if (!match) throw refusal('sessionMissing');
  const row = await db
    .selectFrom('session')
    .innerJoin('creator', 'creator.id', 'session.creator_id')
    .select(['session.creator_id', 'session.expires_at', 'creator.can_login'])
    .where('session.token_hash', '=', hashToken(match[1]!))
    .executeTakeFirst();
  if (!row) throw refusal('sessionMissing');
  if (!row.can_login) {
    // A creator whose sign-in was blocked loses every session, not only new sign-ins.
    await db.deleteFrom('session').where('creator_id', '=', row.creator_id).execute();
    throw refusal('sessionMissing');
  }
  if (row.expires_at <= clock.now()) throw refusal('sessionExpired');
  return row.creator_id;
}

export async function endSession(db: Kysely<Database>, authorization: string | undefined): Promise<void> {
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  if (match) await db.deleteFrom('session').where('token_hash', '=', hashToken(match[1]!)).execute();
}
