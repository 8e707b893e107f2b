import { IDEMPOTENCY_WINDOW_MS } from '@creator/domain/limits';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { releaseExpiredClaims } from '../polish-tasks/claims';
import { purgeAttempts } from '../security/attempts';
import { EMAIL_CODE_TTL_MS } from '../security/tokens';

/** How often the scheduler purges what has expired. */
export const PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes what can no longer be used: expired sessions, tickets and captchas, emailed codes past their
 * lifetime (their text holds the code), attempt windows that have ended, and the answers kept for idempotency
 * keys past their window. Returns the rows removed.
 */
export async function purgeExpired(db: Kysely<Database>, now: number): Promise<number> {
  const results = await Promise.all([
    db.deleteFrom('session').where('expires_at', '<=', now).executeTakeFirst(),
    db.deleteFrom('ticket').where('expires_at', '<', now).executeTakeFirst(),
    db.deleteFrom('captcha').where('expires_at', '<', now).executeTakeFirst(),
    db
      .deleteFrom('outbox')
      .where('created_at', '<', now - EMAIL_CODE_TTL_MS)
      .executeTakeFirst(),
    db
      .deleteFrom('idempotent_answer')
      .where('created_at', '<=', now - IDEMPOTENCY_WINDOW_MS)
      .executeTakeFirst(),
  ]);
  // Expired polish claims go back to PENDING here too (the queries already treat them so).
  const released = await releaseExpiredClaims(db, now);
  return results.reduce(
    (sum, result) => sum + Number(result.numDeletedRows),
    (await purgeAttempts(db, now)) + released,
  );
}
