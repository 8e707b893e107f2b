import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An unguessable opaque token (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed, so a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The 6-digit emailed code, uniformly drawn. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
