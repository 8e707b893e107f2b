import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface PasswordKeys {
  /** SPKI PEM, handed to the portal as `password_public_key`. */
  publicKey: string;
  /** Decrypts a standard-base64 RSA-OAEP (SHA-256) ciphertext; null when it is not one of ours. */
  decrypt(ciphertext: string): string | null;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Loads the password key pair, making it on first start; it lives in the database so it survives restarts. */
export async function loadPasswordKeys(db: Kysely<Database>): Promise<PasswordKeys> {
  const stored = await db
    .selectFrom('server_secret')
    .select(['name', 'value'])
    .where('name', 'in', ['rsa_public', 'rsa_private'])
    .execute();
  let publicKey = stored.find((row) => row.name === 'rsa_public')?.value;
  let privateKey = stored.find((row) => row.name === 'rsa_private')?.value;
  if (!publicKey || !privateKey) {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await db
      .insertInto('server_secret')
      .values([
        { name: 'rsa_public', value: pair.publicKey },
        { name: 'rsa_private', value: pair.privateKey },
      ])
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    // Another process may have won the race: read back whatever is stored.
    const rows = await db
      .selectFrom('server_secret')
      .select(['name', 'value'])
      .where('name', 'in', ['rsa_public', 'rsa_private'])
      .execute();
    publicKey = rows.find((row) => row.name === 'rsa_public')!.value;
    privateKey = rows.find((row) => row.name === 'rsa_private')!.value;
  }
  const key = privateKey;
  return {
    publicKey,
    decrypt(ciphertext) {
      if (ciphertext.length > 1024 || !BASE64.test(ciphertext)) return null;
      try {
        const plain = privateDecrypt(
          { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(ciphertext, 'base64'),
        );
        return new TextDecoder('utf-8', { fatal: true }).decode(plain);
      } catch {
        return null;
      }
    },
  };
}

/** The server's own HMAC secret for upload policies, made once and kept. */
export async function loadSecret(db: Kysely<Database>, name: string, make: () => string): Promise<string> {
  await db
    .insertInto('server_secret')
    .values({ name, value: make() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
