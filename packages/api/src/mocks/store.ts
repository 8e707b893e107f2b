import { createFixtures, FIXTURE_PASSWORD, type Fixtures } from './fixtures';
import { createRandom, type Random } from './random';

export interface StoredUpload {
  blob: Blob;
  type: string;
}

/** The mocks' in-memory backend state: the fixtures plus what the calls change. */
export interface MockStore extends Fixtures {
  random: Random;
  /** Unix seconds: the fixtures' clock, moving with real time since the store was made. */
  clock(): number;
  password: string;
  /** Profile changes made this month, per field. */
  profileChanges: { nickname: number; avatar: number };
  /** Nicknames other creators hold (code 15001). */
  takenNicknames: Set<string>;
  captchas: Map<string, string>;
  /** The last captcha made, for tests and the demo's hint. */
  lastCaptcha?: { id: string; code: string };
  tickets: Map<string, string>;
  emailCodes: Map<string, string>;
  sessions: Map<string, number>;
  uploads: Map<string, StoredUpload>;
  /** Whether sign-in is forbidden for the creator (code 14002). */
  loginForbidden: boolean;
  nextId(): number;
  keys(): Promise<{ publicKeyPem: string; privateKey: CryptoKey }>;
}

function toPem(der: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(der)) binary += String.fromCharCode(byte);
  const lines = btoa(binary).match(/.{1,64}/gu) ?? [];
  return `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----`;
}

export interface MockStoreOptions {
  seed?: number;
  /** Unix seconds of the fixtures' "now"; the current time by default. */
  now?: number;
  /** Keep the clock still (tests). */
  frozen?: boolean;
}

export function createMockStore(options: MockStoreOptions = {}): MockStore {
  const start = options.now ?? Math.floor(Date.now() / 1000);
  const startedAt = Date.now();
  const fixtures = createFixtures({ seed: options.seed, now: start });
  let id = 100_000;
  let keys: Promise<{ publicKeyPem: string; privateKey: CryptoKey }> | undefined;
  return {
    ...fixtures,
    random: createRandom((options.seed ?? 1) + 7),
    clock: () => (options.frozen ? start : start + Math.floor((Date.now() - startedAt) / 1000)),
    password: FIXTURE_PASSWORD,
    profileChanges: { nickname: 0, avatar: 0 },
    takenNicknames: new Set(['creator', 'admin', '官方账号', 'الرسمي']),
    captchas: new Map(),
    tickets: new Map(),
    emailCodes: new Map(),
    sessions: new Map(),
    uploads: new Map(),
    loginForbidden: false,
    nextId: () => (id += 1),
    keys() {
      // The key pair is made on first use: RSA generation takes a moment and most stories never sign in.
      keys ??= crypto.subtle
        .generateKey(
          {
            name: 'RSA-OAEP',
            modulusLength: 2048,
            publicExponent: new Uint8Array([1, 0, 1]),
            hash: 'SHA-256',
          },
          true,
          ['encrypt', 'decrypt'],
        )
        .then(async (pair) => ({
          publicKeyPem: toPem(await crypto.subtle.exportKey('spki', pair.publicKey)),
          privateKey: pair.privateKey,
        }));
      return keys;
    },
  };
}

/** Opens a password the client encrypted with the store's public key; undefined when it does not decrypt. */
export async function decryptPassword(store: MockStore, ciphertext: string): Promise<string | undefined> {
  try {
    const { privateKey } = await store.keys();
    const bytes = Uint8Array.from(atob(ciphertext), (character) => character.charCodeAt(0));
    return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes));
  } catch {
    return undefined;
  }
}
