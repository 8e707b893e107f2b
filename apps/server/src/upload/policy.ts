import { createHmac, timingSafeEqual } from 'node:crypto';

export const POLICY_TTL_MS = 15 * 60_000;
export const ACCESS_KEY_ID = 'creator-portal-upload';

/** What an upload may be: where it goes, how big, which image types, until when. */
export interface UploadPolicy {
  dir: string;
  maxBytes: number;
  types: string[];
  expiresAt: number;
}

/** The OSS-style document: `{ expiration, conditions: [...] }`, base64 of its JSON. */
export function encodePolicy(policy: UploadPolicy): string {
  const document = {
    expiration: new Date(policy.expiresAt).toISOString(),
    conditions: [
      ['content-length-range', 1, policy.maxBytes],
      ['starts-with', '$key', policy.dir],
      ['in', '$content-type', policy.types],
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

/** Reads back a policy the server signed; null when forged, altered or malformed. */
export function verifyPolicy(secret: string, encoded: string, signature: string, securityToken: string): UploadPolicy | null {
  if (encoded.length > 4096) return null;
  const expected = signPolicy(secret, encoded);
  if (!sameBytes(Buffer.from(signature), Buffer.from(expected.signature))) return null;
  if (!sameBytes(Buffer.from(securityToken), Buffer.from(expected.securityToken))) return null;
  try {
    const document = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[][] };
    const range = document.conditions.find((condition) => condition[0] === 'content-length-range');
    const prefix = document.conditions.find((condition) => condition[0] === 'starts-with');
    const types = document.conditions.find((condition) => condition[0] === 'in');
    return {
      dir: String(prefix?.[2]),
      maxBytes: Number(range?.[2]),
      types: (types?.[2] as string[]) ?? [],
      expiresAt: Date.parse(document.expiration),
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
