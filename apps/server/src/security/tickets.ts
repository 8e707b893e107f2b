import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database, TicketPurpose } from '../db/schema';
import { hashToken, randomToken } from './tokens';

export const TICKET_TTL_MS = 5 * 60_000;

/** A one-time proof that a captcha or an emailed code was passed for this email. */
export async function issueTicket(
  db: Kysely<Database>,
  clock: Clock,
  email: string,
  purpose: TicketPurpose,
): Promise<string> {
  const token = randomToken();
  const now = clock.now();
  await db.deleteFrom('ticket').where('expires_at', '<', now).execute();
  await db
    .insertInto('ticket')
    .values({
      token_hash: hashToken(token),
      email: email.toLowerCase(),
      purpose,
      expires_at: now + TICKET_TTL_MS,
    })
    .execute();
  return token;
}

/** Whether a live ticket of this purpose was issued to this email, without spending it. */
export async function isTicketLive(
  db: Kysely<Database>,
  clock: Clock,
  token: string,
  email: string,
  purpose: TicketPurpose,
): Promise<boolean> {
  const row = await db
    .selectFrom('ticket')
    .select('token_hash')
    .where('token_hash', '=', hashToken(token))
    .where('email', '=', email.toLowerCase())
    .where('purpose', '=', purpose)
    .where('expires_at', '>=', clock.now())
    .executeTakeFirst();
  return row !== undefined;
}

/** Spends a ticket; true only for a live ticket of this purpose issued to this email. */
export async function consumeTicket(
  db: Kysely<Database>,
  clock: Clock,
  token: string,
  email: string,
  purpose: TicketPurpose,
): Promise<boolean> {
  const row = await db
    .deleteFrom('ticket')
    .where('token_hash', '=', hashToken(token))
    .where('email', '=', email.toLowerCase())
    .where('purpose', '=', purpose)
    .returning('expires_at')
    .executeTakeFirst();
  return row !== undefined && row.expires_at >= clock.now();
}
