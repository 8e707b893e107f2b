import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

/** scrypt's work factors: a hash records the ones it was made with, so a stored hash is checked at its own. */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt cost (N=2^17, r=8, p=1): 128 MiB and about a third of a second per hash on this machine. */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
/**
 * The cost of PASSWORD_TEST_COST=1 (settings.ts; refused in production): 1 MiB and a few milliseconds, for
 * suites that sign in a hundred times, where the production cost would spend their time in scrypt.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };
/** Room for the production cost (128 · N · r bytes) and a little more; Node's default of 32 MiB refuses it. */
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
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
  const actual = await scrypt(password, Buffer.from(parsed.salt, 'base64'), {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash made at a lower cost than `cost`: it is replaced at the next sign-in, when the password is known. */
export function needsRehash(stored: string, cost: PasswordCost = PASSWORD_COST): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < cost.N || parsed.r < cost.r || parsed.p < cost.p;
}

/** One decoy hash per cost, made on first use. */
const decoys = new Map<string, Promise<string>>();

/** The work of checking a password at `cost`, for an account that does not exist: always false, in the same time. */
export async function verifyUnknownAccount(cost: PasswordCost = PASSWORD_COST): Promise<false> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('base64'), cost);
    decoys.set(key, decoy);
  }
  await verifyPassword('not the password', await decoy);
  return false;
}
