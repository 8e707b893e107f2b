import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@creator/api/schemas/idempotency';
import { IDEMPOTENCY_WINDOW_MS } from '@creator/domain/limits';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { InvalidRequest } from '../errors';
import { lockCreator } from './creator-lock';

/**
 * A write sent with an `Idempotency-Key` (the optional header of docs/contract-mode.md, "Additions"): its key
 * and a digest of the request it came with.
 */
export interface KeyedRequest {
  key: string;
  request: string;
}

/**
 * The key of a call marked `idempotent`, checked before anything reads it; null when the call came without one
 * (the write then happens as often as it is sent).
 */
export function readKeyedRequest(
  header: string | undefined,
  route: string,
  body: unknown,
): KeyedRequest | null {
  if (header === undefined) return null;
  const key = idempotencyKeySchema.safeParse(header);
  if (!key.success) throw new InvalidRequest(`${IDEMPOTENCY_HEADER}: 8 to 64 letters, digits, "-" or "_"`);
  const request = createHash('sha256')
    .update(`${route}\n${JSON.stringify(body)}`)
    .digest('base64url');
  return { key: key.data, request };
}

/**
 * The first answer to this key within IDEMPOTENCY_WINDOW_MS, as `{ answer }`; undefined when there is none. The
 * key sent before with another call or body is refused: the client reused it by mistake, and answering the
 * first request's answer would say a write happened that did not.
 */
export async function storedAnswer(
  db: Kysely<Database>,
  creatorId: number,
  keyed: KeyedRequest,
  now: number,
): Promise<{ answer: unknown } | undefined> {
  const row = await db
    .selectFrom('idempotent_answer')
    .select(['request', 'answer'])
    .where('creator_id', '=', creatorId)
    .where('key', '=', keyed.key)
    .where('created_at', '>', now - IDEMPOTENCY_WINDOW_MS)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request !== keyed.request)
    throw new InvalidRequest(`${IDEMPOTENCY_HEADER}: sent before with another request`);
  return { answer: row.answer };
}

/**
 * Runs one creator's write inside its transaction, under the creator's lock: with a key, once. The same key
 * sent again (its first answer lost, or both sends under way at once: the second waits for the lock) gets the
 * first answer and writes nothing; `replayed` hears of it. The answer must be JSON.
 */
export type WriteOnce = <T>(trx: Transaction<Database>, write: () => Promise<T>) => Promise<T>;

export function writeOnce(
  creatorId: number,
  keyed: KeyedRequest | null,
  now: () => number,
  replayed: () => void,
): WriteOnce {
  return async <T>(trx: Transaction<Database>, write: () => Promise<T>): Promise<T> => {
    await lockCreator(trx, creatorId);
    if (!keyed) return write();
    const stored = await storedAnswer(trx, creatorId, keyed, now());
    if (stored) {
      replayed();
      return stored.answer as T;
    }
    const answer = await write();
    const row = { request: keyed.request, answer: JSON.stringify(answer ?? null), created_at: now() };
    // A row past the window may still hold the key until the purge: it is replaced.
    await trx
      .insertInto('idempotent_answer')
      .values({ creator_id: creatorId, key: keyed.key, ...row })
      .onConflict((conflict) => conflict.columns(['creator_id', 'key']).doUpdateSet(row))
      .execute();
    return answer;
  };
}
