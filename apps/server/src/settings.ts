import os from 'node:os';
import path from 'node:path';
import { parseBucketLocation, type BucketLocation } from './upload/bucket-location';
import { PASSWORD_COST, TEST_PASSWORD_COST, type PasswordCost } from './security/passwords';

/** What the operator can tune; every value has a safe default. README "Running it in production" lists them. */
export interface ServerSettings {
  /** How long a publish or a profile change stays in review before it passes. */
  reviewDelayMs: number;
  /** When set, every captcha also accepts this code (automated tests only; refused with NODE_ENV=production). */
  captchaTestCode?: string;
  /** Lifetime of a session token. */
  sessionTtlMs: number;
  /** Whether GET /dev/outbox shows the emailed codes (DEV_OUTBOX=1; loopback callers only; refused in production). */
  devOutbox: boolean;
  /**
   * Whether POST /dev/reviews/pass passes every review queued so far at once (DEV_REVIEWS=1; loopback callers
   * only; refused in production): suites set a long REVIEW_DELAY_MS and say themselves when a review has passed.
   */
  devReviews: boolean;
  /**
   * The scrypt cost of the hashes this server makes: the seed's, a password change's or reset's, a rehash's.
   * PASSWORD_TEST_COST=1 lowers it to TEST_PASSWORD_COST for suites that sign in many times; refused with
   * NODE_ENV=production. A stored hash is always checked at the cost it records.
   */
  passwordCost: PasswordCost;
  /** Where uploaded images are kept on this machine's disk, when no bucket is named (UPLOAD_DIR). */
  uploadDir: string;
  /**
   * STORAGE_URL: the S3-compatible bucket the images are kept in instead of the disk, which several server
   * instances share (upload/bucket-location.ts).
   */
  bucket?: BucketLocation;
  /**
   * The attempt limits of security/attempts.ts are raised a hundredfold (RELAX_ATTEMPT_LIMITS=1): for test
   * suites that sign in from one address many times. Refused with NODE_ENV=production.
   */
  relaxAttemptLimits: boolean;
  /** The origin every address the server hands out is built on (PUBLIC_URL); else the one the request reached. */
  publicUrl?: string;
  /**
   * The origin the server listens on (main.ts: `http://localhost:<PORT>`): used for the addresses it hands
   * out when neither PUBLIC_URL nor a trusted proxy says otherwise and the request came from off the machine.
   */
  listenOrigin: string;
  /** Whether X-Forwarded-Proto, X-Forwarded-Host and X-Forwarded-For are believed (TRUST_PROXY=1, behind a proxy). */
  trustProxy: boolean;
  /**
   * The origin of the storage endpoint the signing answers name (STORAGE_PORT: `http://localhost:<port>`, a
   * second listener main.ts opens for /storage alone); else the request's own origin. The contract lets the
   * endpoint be another origin, which answers CORS for the portal's.
   */
  storageOrigin?: string;
  /** STORAGE_PORT: the port of that second listener (automated tests only; refused with NODE_ENV=production). */
  storagePort?: number;
  /** Bytes of images each creator may keep on the image host (STORAGE_QUOTA_MB). */
  storageQuotaBytes: number;
  /**
   * How many totals of searched or dated content lists the process remembers (COUNT_CACHE_ENTRIES; 0 remembers
   * none): each is given back only while the creator's content is unchanged (lib/versioned-counts.ts).
   */
  countCacheEntries: number;
  /** NODE_ENV=production: the test settings are refused, and so are the demo accounts (see below). */
  production: boolean;
  /**
   * ALLOW_DEMO_ACCOUNTS=1: a production start accepts the demo accounts (their password is published) in its
   * database, and `--demo` seeding them. Without it a production start with them present stops.
   */
  allowDemoAccounts: boolean;
}

export const DEFAULT_SETTINGS: ServerSettings = {
  reviewDelayMs: 30_000,
  sessionTtlMs: 7 * 24 * 3600_000,
  devOutbox: false,
  devReviews: false,
  passwordCost: PASSWORD_COST,
  uploadDir: path.join(os.tmpdir(), 'creator-server-uploads'),
  relaxAttemptLimits: false,
  listenOrigin: 'http://localhost:4173',
  trustProxy: false,
  storageQuotaBytes: 500 * 1024 * 1024,
  countCacheEntries: 10_000,
  production: false,
  allowDemoAccounts: false,
};

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
}

/** An absolute http(s) origin without a path, or undefined. */
function origin(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL such as https://creators.example.com, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`${name} must be an http(s) origin without a path, got "${value}"`);
  }
  return url.origin;
}

/** Reads the settings from the environment (see README); throws on a setting that is wrong or unsafe in production. */
export function settingsFromEnv(
  env: NodeJS.ProcessEnv,
  uploadDir: string,
  listenOrigin: string,
): ServerSettings {
  const production = env.NODE_ENV === 'production';
  const settings: ServerSettings = {
    reviewDelayMs: positiveInteger('REVIEW_DELAY_MS', env.REVIEW_DELAY_MS, DEFAULT_SETTINGS.reviewDelayMs),
    captchaTestCode: env.CAPTCHA_TEST_CODE || undefined,
    sessionTtlMs: positiveInteger('SESSION_TTL_MS', env.SESSION_TTL_MS, DEFAULT_SETTINGS.sessionTtlMs),
    devOutbox: flag('DEV_OUTBOX', env.DEV_OUTBOX),
    devReviews: flag('DEV_REVIEWS', env.DEV_REVIEWS),
    passwordCost: flag('PASSWORD_TEST_COST', env.PASSWORD_TEST_COST) ? TEST_PASSWORD_COST : PASSWORD_COST,
    uploadDir,
    bucket: env.STORAGE_URL ? parseBucketLocation(env.STORAGE_URL) : undefined,
    relaxAttemptLimits: flag('RELAX_ATTEMPT_LIMITS', env.RELAX_ATTEMPT_LIMITS),
    publicUrl: origin('PUBLIC_URL', env.PUBLIC_URL),
    listenOrigin,
    trustProxy: flag('TRUST_PROXY', env.TRUST_PROXY),
    storagePort: env.STORAGE_PORT ? positiveInteger('STORAGE_PORT', env.STORAGE_PORT, 0) : undefined,
    storageQuotaBytes:
      positiveInteger(
        'STORAGE_QUOTA_MB',
        env.STORAGE_QUOTA_MB,
        DEFAULT_SETTINGS.storageQuotaBytes / 1024 / 1024,
      ) *
      1024 *
      1024,
    countCacheEntries: positiveInteger(
      'COUNT_CACHE_ENTRIES',
      env.COUNT_CACHE_ENTRIES,
      DEFAULT_SETTINGS.countCacheEntries,
    ),
    production,
    allowDemoAccounts: flag('ALLOW_DEMO_ACCOUNTS', env.ALLOW_DEMO_ACCOUNTS),
  };
  if (settings.storagePort !== undefined) settings.storageOrigin = `http://localhost:${settings.storagePort}`;
  if (production) {
    const unsafe = [
      settings.captchaTestCode && 'CAPTCHA_TEST_CODE',
      settings.devOutbox && 'DEV_OUTBOX',
      settings.devReviews && 'DEV_REVIEWS',
      settings.relaxAttemptLimits && 'RELAX_ATTEMPT_LIMITS',
      settings.passwordCost !== PASSWORD_COST && 'PASSWORD_TEST_COST',
      settings.storagePort !== undefined && 'STORAGE_PORT',
    ].filter(Boolean);
    if (unsafe.length > 0) throw new Error(`${unsafe.join(', ')} must not be set with NODE_ENV=production`);
    if (!settings.publicUrl)
      throw new Error(
        'PUBLIC_URL must be set with NODE_ENV=production (the origin creators reach the portal on)',
      );
    // Behind a proxy without it, every client shares the proxy's address (one limit for everyone); with it and no
    // proxy, a client forges its address. Production says which it is.
    if (env.TRUST_PROXY !== '0' && env.TRUST_PROXY !== '1') {
      throw new Error(
        'TRUST_PROXY must be set to 1 (behind a reverse proxy) or 0 (clients connect directly) with NODE_ENV=production',
      );
    }
  }
  return settings;
}
