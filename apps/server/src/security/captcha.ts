import { randomBytes } from 'node:crypto';
import { CAPTCHA_LENGTH } from '@creator/domain/limits';
import { isCaptchaMatch } from '@creator/forms/rules/auth';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

export const CAPTCHA_TTL_MS = 2 * 60_000;
/** Letters that read alike in a distorted image are left out. */
const CONFUSABLE = '0oO1iIlLqg9';

export interface IssuedCaptcha {
  id: string;
  /** A `data:` URL of the distorted SVG. */
  image: string;
}

export async function issueCaptcha(db: Kysely<Database>, clock: Clock): Promise<IssuedCaptcha> {
  const { text, data } = svgCaptcha.create({ size: CAPTCHA_LENGTH, noise: 3, color: true, ignoreChars: CONFUSABLE, width: 120, height: 44, background: '#f4f4f5' });
  const id = randomBytes(16).toString('base64url');
  const now = clock.now();
  await db.deleteFrom('captcha').where('expires_at', '<', now).execute();
  await db.insertInto('captcha').values({ id, answer: text.toLowerCase(), expires_at: now + CAPTCHA_TTL_MS }).execute();
  return { id, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}

/**
 * Spends a captcha: whatever the outcome it cannot be tried again. The comparison ignores case;
 * `testCode` (CAPTCHA_TEST_CODE) is accepted for any captcha that exists.
 */
export async function consumeCaptcha(db: Kysely<Database>, clock: Clock, id: string, code: string, testCode?: string): Promise<boolean> {
  const row = await db.deleteFrom('captcha').where('id', '=', id).returning(['answer', 'expires_at']).executeTakeFirst();
  if (!row || row.expires_at < clock.now()) return false;
  return isCaptchaMatch(row.answer, code) || (testCode !== undefined && isCaptchaMatch(testCode, code));
}
