import os from 'node:os';
import path from 'node:path';

/** What the operator can tune; every value has a safe default. */
export interface ServerSettings {
  /** How long a publish or a profile change stays in review before it passes. */
  reviewDelayMs: number;
  /** When set, every captcha also accepts this code (automated tests only). */
  captchaTestCode?: string;
  /** Lifetime of a session token. */
  sessionTtlMs: number;
  /** Whether GET /dev/outbox shows the emailed codes. */
  devOutbox: boolean;
  /** Where uploaded images are kept. */
  uploadDir: string;
}

export const DEFAULT_SETTINGS: ServerSettings = {
  reviewDelayMs: 30_000,
  sessionTtlMs: 7 * 24 * 3600_000,
  devOutbox: true,
  uploadDir: path.join(os.tmpdir(), 'creator-server-uploads'),
};

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

/** Reads the settings from the environment (see README). */
export function settingsFromEnv(env: NodeJS.ProcessEnv, uploadDir: string): ServerSettings {
  return {
    reviewDelayMs: positiveInteger('REVIEW_DELAY_MS', env.REVIEW_DELAY_MS, DEFAULT_SETTINGS.reviewDelayMs),
    captchaTestCode: env.CAPTCHA_TEST_CODE || undefined,
    sessionTtlMs: positiveInteger('SESSION_TTL_MS', env.SESSION_TTL_MS, DEFAULT_SETTINGS.sessionTtlMs),
    devOutbox: env.NODE_ENV !== 'production' && env.DEV_OUTBOX !== '0',
    uploadDir,
  };
}
