import { constants, publicEncrypt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { encodeCaptchaAnswer } from '@creator/api/schemas/auth';
import type { Kysely } from 'kysely';
import { createApp, type CreatorApp } from '../app';
import { contractOnly } from '../contract-only';
import { ManualClock } from '../clock';
import { DEMO_PASSWORD, seed } from '../db/seed';
import { listen, type RequestLimits } from '../lib/listen';
import { TEST_PASSWORD_COST } from '../security/passwords';
import type { Database } from '../db/schema';
import type { ServerSettings } from '../settings';
import { openFileStore } from '../upload/file-store';
import { createTestDatabase } from './test-database';

/** 2026-11-02 10:00 UTC: early in a month, so monthly limits are not crossed by accident. */
export const TEST_START = Date.UTC(2026, 10, 2, 10, 0, 0);
export const TEST_CAPTCHA_CODE = 'T3ST';
export const TEST_REVIEW_DELAY_MS = 60_000;

// Tests read answers loosely and check their shape with the answer schemas of packages/api.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface Envelope<T = Loose> {
  code: number;
  message: string;
  data: T;
}

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  /**
   * A raw body sent as is (malformed JSON, a huge text). Bytes are sent as JSON without being encoded again: a
   * test that measures the server's loop prepares its large bodies before it starts watching.
   */
  raw?: string | FormData | Uint8Array<ArrayBuffer>;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  base: string;
  db: Kysely<Database>;
  clock: ManualClock;
  app: CreatorApp;
  uploadDir: string;
  /** Sends one request over real HTTP and reads the envelope. */
  call<T = Loose>(
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<{ status: number; body: Envelope<T>; headers: Headers }>;
  encrypt(password: string): Promise<string>;
  /** Solves a captcha with the test code for `email`; returns the ticket of the next step. */
  captchaTicket(email: string): Promise<string>;
  /** Signs in through captcha, ticket and login; returns the bearer token. */
  signIn(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * `log` sees every line the server logs (errors are also printed); `contractOnly` serves the contract-only mode
 * (CONTRACT_STRICT=1 of main.ts); `limits` replace the request limits main.ts serves with.
 */
export async function startTestServer(
  settings: Partial<ServerSettings> = {},
  options: {
    log?: (line: Record<string, unknown>) => void;
    contractOnly?: boolean;
    limits?: RequestLimits;
  } = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  const db = database.db;
  const clock = new ManualClock(TEST_START);
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'creator-server-test-'));
  const testSettings: Partial<ServerSettings> = {
    captchaTestCode: TEST_CAPTCHA_CODE,
    reviewDelayMs: TEST_REVIEW_DELAY_MS,
    // The suites sign in many times from one address; the limits themselves are tested with this off.
    relaxAttemptLimits: true,
    devOutbox: true,
    devReviews: true,
    // Every suite signs in; the attack tests, which measure what a guess costs, ask for PASSWORD_COST.
    passwordCost: TEST_PASSWORD_COST,
    uploadDir,
    ...settings,
  };
  // `bucket` in the settings: the images go to that bucket (bucket-store.test.ts), else to uploadDir.
  const files = await openFileStore({ uploadDir, bucket: testSettings.bucket });
  await seed(db, {
    files,
    now: clock.now(),
    passwordCost: testSettings.passwordCost,
  });
  const app = createApp({
    db,
    clock,
    // Only errors are printed: an answer of 500 is a bug, and its stack is what the failing test needs.
    log: (line) => {
      options.log?.(line);
      if (line.level === 'error') console.error('server error:', line.error);
    },
    settings: testSettings,
    files,
  });
  const server = listen({
    fetch: options.contractOnly ? contractOnly(app.fetch) : app.fetch,
    port: 0,
    hostname: '127.0.0.1',
    limits: options.limits,
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let publicKey: string | undefined;

  const call: TestServer['call'] = async (method, urlPath, options = {}) => {
    const url = new URL(urlPath, base);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | Uint8Array<ArrayBuffer> | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if ((typeof body === 'string' || body instanceof Uint8Array) && !headers['content-type'])
      headers['content-type'] = 'application/json';
    // A keep-alive socket the server closed while this process was busy in process (the bench's in-process
    // fuzzing never yields to I/O) fails the next request before it is sent: try once more on a new socket.
    const response = await fetch(url, { method, headers, body }).catch((error: unknown) => {
      if (error instanceof TypeError && error.message === 'fetch failed')
        return fetch(url, { method, headers, body });
      throw error;
    });
    const text = await response.text();
    let parsed: Envelope;
    try {
      parsed = JSON.parse(text) as Envelope;
    } catch {
      parsed = { code: -1, message: text, data: null };
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  const encrypt = async (password: string) => {
    if (!publicKey) {
      const config = await call('GET', '/config-api/api/configs/batch', {
        query: { platform: 'web', project_keys: 'community_config' },
      });
      publicKey = config.body.data.community_config.web_api.password_public_key as string;
    }
    return publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password),
    ).toString('base64');
  };

  const captchaTicket = async (email: string) => {
    const captcha = await call('GET', '/user-api/web/mp_verification');
    const challenge = JSON.parse(Buffer.from(captcha.body.data.token, 'base64').toString('utf8')) as {
      token: string;
    };
    const verify = await call('POST', '/user-api/web/mp_verification', {
      body: { email, token: encodeCaptchaAnswer({ token: challenge.token, code: TEST_CAPTCHA_CODE }) },
    });
    if (verify.body.code !== 0) throw new Error(`captcha verify failed: ${JSON.stringify(verify.body)}`);
    return verify.body.data.ticket as string;
  };

  const signIn = async (email: string, password = DEMO_PASSWORD) => {
    const login = await call('POST', '/user-api/web/mp_login', {
      body: { account: email, password: await encrypt(password), ticket: await captchaTicket(email) },
    });
    if (login.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    return login.body.data.authentication_token as string;
  };

  return {
    base,
    db,
    clock,
    app,
    uploadDir,
    call,
    encrypt,
    captchaTicket,
    signIn,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await app.services.articleHtml.close();
      files.close?.();
      await database.drop();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
