import { createHash, randomBytes, randomInt } from 'node:crypto';
import { EMAIL_CODE_LENGTH } from '@creator/forms/rules/auth';

/** An unguessable opaque token (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed, so a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** How long an emailed code holds. */
export const EMAIL_CODE_TTL_MINUTES = 10;
export const EMAIL_CODE_TTL_MS = EMAIL_CODE_TTL_MINUTES * 60_000;
/** Wrong guesses an emailed code survives before it is void (its few digits must not be brute-forced). */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

/** The emailed code of EMAIL_CODE_LENGTH digits, uniformly drawn. */
export function emailCode(): string {
  return String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
}
