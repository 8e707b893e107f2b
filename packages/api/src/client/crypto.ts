import { ApiError, GENERIC_REQUEST_ERROR } from './errors';

const PEM_BODY = /-----BEGIN PUBLIC KEY-----([\s\S]+?)-----END PUBLIC KEY-----/u;

function pemToDer(pem: string): ArrayBuffer {
  const body = PEM_BODY.exec(pem)?.[1] ?? pem;
  const binary = atob(body.replace(/\s+/gu, ''));
  const der = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) der[index] = binary.charCodeAt(index);
  return der.buffer;
}

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const importedKeys = new Map<string, Promise<CryptoKey>>();

function importPublicKey(pem: string): Promise<CryptoKey> {
  let key = importedKeys.get(pem);
  if (!key) {
    key = crypto.subtle.importKey('spki', pemToDer(pem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
    // A key that fails to import is not kept, so a corrected configuration is tried again.
    key.catch(() => importedKeys.delete(pem));
    importedKeys.set(pem, key);
  }
  return key;
}

/**
 * Encrypts a password for the wire: RSA-OAEP with SHA-256 under the configuration's `password_public_key`
 * (SPKI, PEM), in standard base64. Without a usable key (or WebCrypto, which needs a secure context) sign-in
 * shows the generic request error, as the contract says.
 */
export async function encryptPassword(password: string, publicKeyPem: string | undefined): Promise<string> {
  if (!publicKeyPem || typeof crypto === 'undefined' || !crypto.subtle) {
    throw new ApiError('contract', GENERIC_REQUEST_ERROR, { path: 'password_public_key' });
  }
  try {
    const key = await importPublicKey(publicKeyPem);
    const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
    return toBase64(cipher);
  } catch (error) {
    throw new ApiError('contract', GENERIC_REQUEST_ERROR, { path: 'password_public_key', cause: error });
  }
}

/** Hex SHA-256 of a file (the `signature` of the avatar's oss_sts call). */
export async function sha256Hex(data: Blob | ArrayBuffer): Promise<string> {
  const buffer = data instanceof ArrayBuffer ? data : await data.arrayBuffer();
  const digest = await crypto.subtle.digest('SHA-256', buffer);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
