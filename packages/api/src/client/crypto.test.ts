// @vitest-environment node
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword, sha256Hex } from './crypto';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

function decrypt(ciphertext: string): string {
  const plain = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(ciphertext, 'base64'),
  );
  return plain.toString('utf8');
}

describe('encryptPassword', () => {
  it('encrypts with RSA-OAEP SHA-256 into standard base64 that the private key opens', async () => {
    const ciphertext = await encryptPassword('Pässw0rd!密码', publicKey);
    expect(ciphertext).toMatch(/^[A-Za-z0-9+/]+={0,2}$/u);
    expect(Buffer.from(ciphertext, 'base64')).toHaveLength(256);
    expect(decrypt(ciphertext)).toBe('Pässw0rd!密码');
  });

  it('gives a different ciphertext each time (OAEP is randomised)', async () => {
    const [first, second] = await Promise.all([
      encryptPassword('abc123', publicKey),
      encryptPassword('abc123', publicKey),
    ]);
    expect(first).not.toBe(second);
    expect(decrypt(first)).toBe(decrypt(second));
  });

  it.each([
    ['a missing key', undefined],
    ['an empty key', ''],
    ['a key that is not PEM', '-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n-----END PUBLIC KEY-----'],
  ])('fails with the generic request error on %s', async (_, key) => {
    await expect(encryptPassword('abc123', key)).rejects.toMatchObject({
      kind: 'contract',
      message: 'Request error, please retry.',
      path: 'password_public_key',
    });
  });
});

describe('sha256Hex', () => {
  it('hashes a file as lower-case hex', async () => {
    await expect(sha256Hex(new Blob(['abc']))).resolves.toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
