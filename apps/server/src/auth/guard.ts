import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { InvalidRequest } from '../errors';
import { attempt } from '../security/attempts';
import { clientAddress, type Services } from '../services';

export function findCreator(db: Kysely<Database>, email: string) {
  return db.selectFrom('creator').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

type GuardedAction = Parameters<typeof attempt>[2];

/**
 * Takes a slot of a guarded action for this client, and for `account` when given (security/attempts.ts), or
 * refuses with 14003. An account is given only behind a solved captcha or a ticket: see guardAccount.
 */
export function guard(services: Services, c: Context, action: GuardedAction, account?: string | number) {
  const subjects = {
    address: clientAddress(c),
    account: account === undefined ? undefined : String(account).toLowerCase(),
  };
  return attempt(services.db, services.clock, action, subjects, services.settings.relaxAttemptLimits);
}

/** The account's slot alone, once the caller has shown more than a typed address (the client's was taken first). */
export function guardAccount(services: Services, action: GuardedAction, account: string) {
  return attempt(
    services.db,
    services.clock,
    action,
    { account: account.toLowerCase() },
    services.settings.relaxAttemptLimits,
  );
}

/** Decrypts a password field; a ciphertext that is not ours is a malformed request. */
export async function decryptPassword(
  services: Services,
  ciphertext: string,
  field: string,
): Promise<string> {
  const plain = (await services.passwordKeys()).decrypt(ciphertext);
  if (plain === null)
    throw new InvalidRequest(`${field}: not encrypted with the password_public_key of the configuration`);
  return plain;
}
