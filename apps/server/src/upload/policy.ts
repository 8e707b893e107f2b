import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How long a signed policy may be used. The client signs right before it uploads (one signing per batch
 * of files), so a few minutes cover a slow upload of 5 MB; anything longer only widens the window in
 * which a leaked policy (it travels to the browser and sits in its memory) can still store files.
 */
export const POLICY_TTL_MS = 10 * 60_000;
export const ACCESS_KEY_ID = 'creator-portal-upload';

/** The areas a policy can sign for; each creator's images live under `<area>/<creatorId>/`. */
export type UploadArea = 'content' | 'avatar';

/** What an upload may be: where it goes, how big, which image types, how many files, until when. */
export interface UploadPolicy {
  dir: string;
  maxBytes: number;
  types: string[];
  /** How many files the policy may store under `dir` (the number of names it was signed for). */
  maxFiles: number;
  expiresAt: number;
  /**
   * The session that asked for the signing (its stored token hash, which authenticates nobody) and a tag of
   * the creator's password hash then: the upload is refused once that session has ended (signed out, expired,
   * sign-in blocked) or the password has changed since, as a policy is a credential that sits in the browser.
   */
  signedBy: { session: string; password: string };
}

/**
 * A fresh folder for one signing answer, `<area>/<creatorId>/<random>/`: a policy covers its own folder
 * only, so it can never reach a key another signing handed out, and the creator is read back from it.
 */
export function freshUploadDir(area: UploadArea, creatorId: number): string {
  return `${area}/${creatorId}/${randomBytes(12).toString('hex')}/`;
}

const UPLOAD_DIR = /^(content|avatar)\/([1-9][0-9]{0,9})\/[0-9a-f]{24}\/$/u;

/** The creator a signed folder belongs to, or null when the folder is not one freshUploadDir makes. */
export function ownerOfUploadDir(dir: string): number | null {
  const match = UPLOAD_DIR.exec(dir);
  return match ? Number(match[2]) : null;
}

/** The OSS-style document: `{ expiration, conditions: [...] }`, base64 of its JSON. */
export function encodePolicy(policy: UploadPolicy): string {
  const document = {
    expiration: new Date(policy.expiresAt).toISOString(),
    conditions: [
      ['content-length-range', 1, policy.maxBytes],
      ['starts-with', '$key', policy.dir],
      ['in', '$content-type', policy.types],
      // Not an OSS condition (this image host's own): at most this many files under the folder.
      ['max-files', policy.maxFiles],
      // Nor this: the session the policy was signed for (UploadPolicy.signedBy).
      ['signed-by', policy.signedBy.session, policy.signedBy.password],
    ],
  };
  return Buffer.from(JSON.stringify(document)).toString('base64');
}

function hmac(key: string | Buffer, value: string): Buffer {
  return createHmac('sha1', key).update(value).digest();
}

/** contract.md: `signature` is base64 HMAC-SHA1 of the policy; the security token uses a key derived for it alone. */
export function signPolicy(secret: string, encoded: string): { signature: string; securityToken: string } {
  return {
    signature: hmac(secret, encoded).toString('base64'),
    securityToken: hmac(hmac(secret, 'security-token'), encoded).toString('base64url'),
  };
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** UploadPolicy.signedBy.password: tells a changed password hash from the one at signing, and reveals nothing of it. */
export function passwordTag(secret: string, passwordHash: string): string {
  return hmac(hmac(secret, 'password-tag'), passwordHash).toString('base64url');
}

/** Whether `tag` is the passwordTag of `passwordHash`. */
export function isPasswordTag(secret: string, passwordHash: string, tag: string): boolean {
  return sameBytes(Buffer.from(tag), Buffer.from(passwordTag(secret, passwordHash)));
}

/** Reads back a policy the server signed; null when forged, altered or malformed. */
export function verifyPolicy(
  secret: string,
  encoded: string,
  signature: string,
  securityToken: string,
): UploadPolicy | null {
  if (encoded.length > 4096) return null;
  const expected = signPolicy(secret, encoded);
  if (!sameBytes(Buffer.from(signature), Buffer.from(expected.signature))) return null;
  if (!sameBytes(Buffer.from(securityToken), Buffer.from(expected.securityToken))) return null;
  try {
    const document = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[][];
    };
    const range = document.conditions.find((condition) => condition[0] === 'content-length-range');
    const prefix = document.conditions.find((condition) => condition[0] === 'starts-with');
    const types = document.conditions.find((condition) => condition[0] === 'in');
    const files = document.conditions.find((condition) => condition[0] === 'max-files');
    const signedBy = document.conditions.find((condition) => condition[0] === 'signed-by');
    return {
      dir: String(prefix?.[2]),
      maxBytes: Number(range?.[2]),
      types: (types?.[2] as string[]) ?? [],
      maxFiles: Number(files?.[1] ?? 0),
      expiresAt: Date.parse(document.expiration),
      // A policy signed before sessions were recorded in it is tied to none, and refused.
      signedBy: { session: String(signedBy?.[1] ?? ''), password: String(signedBy?.[2] ?? '') },
    };
  } catch {
    return null;
  }
}

/** A storage key: relative, plain segments, no traversal, no odd characters. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 300) return false;
  if (!/^[A-Za-z0-9._\-/]+$/.test(key)) return false;
  return key.split('/').every((segment) => segment.length > 0 && segment !== '.' && segment !== '..');
}
