import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
/** OWASP's scrypt cost (N=2^17, r=8, p=1): 128 MiB and about a third of a second per hash on this machine. */
export const PASSWORD_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
/** Room for the cost above (128 · N · r bytes) and a little more; Node's default of 32 MiB refuses it. */
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PASSWORD_COST);
  return ['scrypt', PASSWORD_COST.N, PASSWORD_COST.r, PASSWORD_COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  return { N: Number(n), r: Number(r), p: Number(p), salt, hash };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64');
  const actual = await scrypt(password, Buffer.from(parsed.salt, 'base64'), { N: parsed.N, r: parsed.r, p: parsed.p });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash made at a lower cost than today's: it is replaced at the next sign-in, when the password is known. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < PASSWORD_COST.N || parsed.r < PASSWORD_COST.r || parsed.p < PASSWORD_COST.p;
}

let decoy: Promise<string> | undefined;

/** The work of checking a password, for an account that does not exist: always false, in the same time. */
export async function verifyUnknownAccount(): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('base64'));
  await verifyPassword('not the password', await decoy);
  return false;
}
