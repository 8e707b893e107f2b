import * as z from 'zod/mini';

/**
 * The optional request header that makes a write safe to send again (docs/contract-mode.md, "Additions"): a
 * backend that has seen the key answers as it did the first time and writes nothing; one that ignores the
 * header still works, and an answer lost on the way may then be written twice.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A key's length bounds, in characters; the portal sends 22 (128 random bits in base64url). */
export const IDEMPOTENCY_KEY_MIN_LENGTH = 8;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 64;

/** A key as a backend accepts it: bounded first, then one character class (nothing can backtrack). */
export const idempotencyKeySchema = z
  .string()
  .check(
    z.minLength(IDEMPOTENCY_KEY_MIN_LENGTH),
    z.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH),
    z.regex(/^[\w-]+$/u),
  );

/** Set to `true` on an answer a backend gave from a key it had seen (the reference server does; none must). */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
