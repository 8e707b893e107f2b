import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { encodeCaptchaAnswer } from '@creator/api/schemas/auth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bandedPng } from './db/png';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed';
import { purgeExpired } from './lifecycle/purge';
import { ATTEMPT_POLICIES } from './security/attempts';
import { CAPTCHA_TTL_MS } from './security/captcha';
import type { PasswordKeys } from './security/rsa-keys';
import { startTestServer, type TestServer } from './testing/harness';
import { photoLike } from './testing/photos';
import { storeFile, uploadSigning, type UploadSigning } from './testing/uploads';
import { THUMBNAIL_MAX_INPUT_PIXELS, THUMBNAIL_QUEUE_MAX, thumbnailQueue } from './upload/thumbnails';

/*
 * The attacks of the second review (issue 31) on sign-in and the image host, findings 5, 6, 7 and three of 8,
 * each performed against a real server and now failing. The attempt limits are on wherever they are what is
 * attacked; TRUST_PROXY lets a test speak from many client addresses through X-Forwarded-For.
 */

let relaxed: TestServer;

beforeAll(async () => {
  relaxed = await startTestServer();
});

afterAll(async () => {
  await relaxed?.close();
});

type Signing = UploadSigning;

const signing = (on: TestServer, token: string, names: string): Promise<Signing> =>
  uploadSigning(on, token, names);

/** The contract's signed multipart upload of one file; the status and envelope it answers. */
async function store(sign: Signing, name: string, bytes: Uint8Array) {
  const response = await storeFile(sign, `${sign.dir}${name}`, bytes);
  return {
    status: response.status,
    body: (await response.json()) as { code: number; data: { url: string } | null },
  };
}

const storedKeys = async (on: TestServer, dir: string) =>
  (await on.db.selectFrom('stored_file').select('key').where('key', 'like', `${dir}%`).execute()).map(
    (row) => row.key,
  );

const wrongCaptcha = (email: string) => ({
  email,
  token: encodeCaptchaAnswer({ token: 'no-such-captcha', code: 'abcd' }),
});

describe('finding 5: decompression bombs on the image host', () => {
  it('serves a 7071 × 7071 grey PNG bomb, asked for 60 times at every size at once, as it is without decoding it, while a sign-in completes', async () => {
    const token = await relaxed.signIn(DEMO_ACCOUNTS.demo);
    // 50 MP of one grey: about 50 KB of PNG, 50 MB once decoded, per variant.
    const bomb = await sharp({
      create: { width: 7071, height: 7071, channels: 3, background: { r: 128, g: 128, b: 128 } },
    })
      .toColourspace('b-w')
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    expect(7071 * 7071).toBeGreaterThan(THUMBNAIL_MAX_INPUT_PIXELS);
    const sign = await signing(relaxed, token, 'bomb_7071_7071.png');
    const uploaded = await store(sign, 'bomb_7071_7071.png', bomb);
    expect([uploaded.status, uploaded.body.code]).toEqual([200, 0]);

    const thumbnails = relaxed.app.services.thumbnails;
    const before = { encodes: thumbnails.encodes, peakJobs: thumbnails.peakJobs };
    const queries = ['w=640', 'w=400&h=413', 'w=320&h=320'];
    const asks = Array.from({ length: 60 }, (_, index) =>
      fetch(`${uploaded.body.data!.url}?${queries[index % 3]}`),
    );
    const signIn = relaxed.signIn(DEMO_ACCOUNTS.noPolish);
    const [answers, session] = await Promise.all([Promise.all(asks), signIn]);

    // The original is the answer (the contract: a backend that serves no variant answers the original) ...
    for (const answer of answers) {
      expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(Buffer.from(await answer.arrayBuffer()).equals(bomb)).toBe(true);
    }
    // ... nothing was decoded or encoded: no scaling job ran at all ...
    expect(thumbnails.encodes).toBe(before.encodes);
    expect(thumbnails.peakJobs).toBe(before.peakJobs);
    // ... and what is kept for each size is the original itself (a link), so the header is read once.
    const key = uploaded.body.data!.url.slice(
      uploaded.body.data!.url.indexOf('/storage/') + '/storage/'.length,
    );
    for (const name of ['w640', 'w400h413', 'w320h320']) {
      expect((await stat(path.join(relaxed.uploadDir, '@variants', name, key))).size).toBe(bomb.length);
    }
    // The sign-in beside them succeeded.
    expect((await relaxed.call('GET', '/mp-api/v3/api/account', { token: session })).body.code).toBe(0);
  });

  it('scales one image at a time and answers the original, not kept, to requests past the bounded queue', async () => {
    const images = Array.from(
      { length: THUMBNAIL_QUEUE_MAX + 4 },
      (_, index) => `content/queue/photo-${index}_800_600.png`,
    );
    const bytes = await photoLike(800, 600, 7, 'png');
    for (const key of images) {
      await relaxed.app.services.files.write(key, bytes);
      await relaxed.db
        .insertInto('stored_file')
        .values({
          key,
          content_type: 'image/png',
          size: bytes.length,
          created_at: relaxed.clock.now(),
          owner_id: null,
        })
        .execute();
    }
    const thumbnails = relaxed.app.services.thumbnails;
    const peakBefore = thumbnails.peakJobs;
    // The first job waits until the test lets it go, so the queue fills up behind it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const patched = thumbnails as unknown as { scale: (...args: unknown[]) => Promise<Buffer | null> };
    const scale = patched.scale.bind(thumbnails);
    let first = true;
    patched.scale = async (...args: unknown[]) => {
      if (first) {
        first = false;
        await held;
      }
      return scale(...args);
    };
    try {
      const url = (key: string) => `${relaxed.base}/storage/${key}?w=640`;
      const queued = images.slice(0, THUMBNAIL_QUEUE_MAX + 1).map((key) => fetch(url(key)));
      await vi.waitFor(() => expect(thumbnailQueue()).toEqual({ running: 1, waiting: THUMBNAIL_QUEUE_MAX }), {
        timeout: 20_000,
      });

      // Past the queue: answered at once with the original, uncacheable, and nothing is kept for it.
      const past = await Promise.all(images.slice(THUMBNAIL_QUEUE_MAX + 1).map((key) => fetch(url(key))));
      for (const [index, answer] of past.entries()) {
        expect([answer.status, answer.headers.get('cache-control')]).toEqual([200, 'no-store']);
        expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
        await expect(
          stat(path.join(relaxed.uploadDir, '@variants', 'w640', images[THUMBNAIL_QUEUE_MAX + 1 + index]!)),
        ).rejects.toThrow();
      }
      expect(thumbnailQueue().waiting).toBe(THUMBNAIL_QUEUE_MAX);

      release();
      for (const answer of await Promise.all(queued)) {
        expect([answer.status, answer.headers.get('cache-control')]).toEqual([
          200,
          'public, max-age=31536000, immutable',
        ]);
        expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(640);
      }
      expect(Math.max(peakBefore, 1)).toBe(thumbnails.peakJobs);
      // Once the queue has room, the image that was turned away is scaled like any other.
      const later = await fetch(url(images.at(-1)!));
      expect([
        later.headers.get('cache-control'),
        (await sharp(Buffer.from(await later.arrayBuffer())).metadata()).width,
      ]).toEqual(['public, max-age=31536000, immutable', 640]);
    } finally {
      release();
      patched.scale = scale;
    }
  });
});

describe('finding 6: captcha fetches are limited per client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ relaxAttemptLimits: false, trustProxy: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const fetchCaptcha = (address: string) =>
    server.call('GET', '/user-api/web/mp_verification', { headers: { 'x-forwarded-for': address } });
  const captchaRows = async () =>
    Number(
      (
        await server.db
          .selectFrom('captcha')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('draws and stores the first ones, then answers 14003 with retry_after and draws and writes nothing', async () => {
    const { free } = ATTEMPT_POLICIES.captchaIssue.address;
    const rows = await captchaRows();
    const answers = await Promise.all(Array.from({ length: free + 20 }, () => fetchCaptcha('203.0.113.50')));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(free);
    expect(codes.filter((code) => code === 14003)).toHaveLength(20);
    expect(answers.find((answer) => answer.body.code === 14003)!.body.data.retry_after).toBeGreaterThan(0);
    expect(await captchaRows()).toBe(rows + free);
    // Another client is not held up by this one.
    expect((await fetchCaptcha('203.0.113.51')).body.code).toBe(0);
  });

  it('counts per minute, solved or not: the next minute draws again', async () => {
    const { free } = ATTEMPT_POLICIES.captchaIssue.address;
    const answers = await Promise.all(Array.from({ length: free + 5 }, () => fetchCaptcha('203.0.113.60')));
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(free);
    const refused = answers.find((answer) => answer.body.code === 14003)!;
    // Told to wait until the minute ends, not longer.
    expect(refused.body.data.retry_after).toBeLessThanOrEqual(60);
    server.clock.advance(refused.body.data.retry_after * 1000);
    expect((await fetchCaptcha('203.0.113.60')).body.code).toBe(0);
  }, 120_000);

  it('leaves expired captchas to the hourly purge, which removes them', async () => {
    expect(await captchaRows()).toBeGreaterThan(0);
    server.clock.advance(CAPTCHA_TTL_MS + 1);
    await purgeExpired(server.db, server.clock.now());
    expect(await captchaRows()).toBe(0);
  });
});

describe('finding 7: a wrong captcha, code or ticket costs the caller, never the account typed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ relaxAttemptLimits: false, trustProxy: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const accountRows = async (email: string) =>
    server.db
      .selectFrom('attempt')
      .select(['action', 'failures'])
      .where('subject', '=', `account:${email}`)
      .execute();

  it('1000 wrong captchas typed for a victim from 1000 /64s of one /48: the /48 gets 14003, the victim signs in', async () => {
    const victim = DEMO_ACCOUNTS.noPolish;
    const codes: number[] = [];
    for (let batch = 0; batch < 20; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          server.call('POST', '/user-api/web/mp_verification', {
            headers: { 'x-forwarded-for': `2001:db8:7:${(batch * 50 + i).toString(16)}::1` },
            body: wrongCaptcha(victim),
          }),
        ),
      );
      codes.push(...answers.map((answer) => answer.body.code));
    }
    const { free } = ATTEMPT_POLICIES.captcha.network;
    expect(codes.filter((code) => code === 13001001)).toHaveLength(free);
    expect(codes.filter((code) => code === 14003)).toHaveLength(1000 - free);
    expect(await accountRows(victim)).toEqual([]);
    // The victim, from their own address, at once.
    const session = await server.signIn(victim);
    expect((await server.call('GET', '/mp-api/v3/api/account', { token: session })).body.code).toBe(0);
  }, 90_000);

  it('wrong emailed codes and forged reset tickets typed for a victim lock only the guessers; the victim resets the password', async () => {
    const victim = DEMO_ACCOUNTS.noPosting;
    const password = await server.encrypt('Fresh#Password9');
    // Three times what the account limits of the other guesses allow: the code check has none.
    for (let i = 0; i < 3 * ATTEMPT_POLICIES.login.account.max; i += 1) {
      const headers = { 'x-forwarded-for': `198.51.100.${i + 1}` };
      const check = await server.call('POST', '/user-api/web/mp_email_verification', {
        headers,
        body: { email: victim, token: '123456' },
      });
      const reset = await server.call('PUT', '/user-api/web/mp_nologin_password', {
        headers,
        body: { email: victim, password, ticket: `forged-${i}` },
      });
      expect([check.body.code, reset.body.code]).toEqual([13001001, 13001001]);
    }
    expect(await accountRows(victim)).toEqual([]);

    const ticket = await server.captchaTicket(victim);
    expect(
      (await server.call('GET', '/user-api/web/mp_email_verification', { query: { email: victim, ticket } }))
        .body.code,
    ).toBe(0);
    const sent = await server.db
      .selectFrom('outbox')
      .select('code')
      .where('email', '=', victim)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const checked = await server.call('POST', '/user-api/web/mp_email_verification', {
      body: { email: victim, token: sent.code },
    });
    expect(checked.body.code).toBe(0);
    const reset = await server.call('PUT', '/user-api/web/mp_nologin_password', {
      body: { email: victim, password, ticket: checked.body.data.ticket },
    });
    expect(reset.body.code).toBe(0);
    await server.signIn(victim, 'Fresh#Password9');
  });
});

describe('finding 8: the password reset decrypts only behind its guard and its ticket', () => {
  it('answers a locked-out caller, and a caller without a ticket, without any RSA decryption', async () => {
    const server = await startTestServer({ relaxAttemptLimits: false, trustProxy: true });
    try {
      let decrypts = 0;
      const keys = server.app.services.passwordKeys;
      server.app.services.passwordKeys = async (): Promise<PasswordKeys> => {
        const real = await keys();
        return { ...real, decrypt: (ciphertext: string) => ((decrypts += 1), real.decrypt(ciphertext)) };
      };
      // Not our key's ciphertext: decrypting it would answer 10001.
      const garbage = randomBytes(256).toString('base64');
      const reset = (address: string, ticket: string) =>
        server.call('PUT', '/user-api/web/mp_nologin_password', {
          headers: { 'x-forwarded-for': address },
          body: { email: DEMO_ACCOUNTS.demo, password: garbage, ticket },
        });

      expect((await reset('192.0.2.10', 'forged')).body.code).toBe(13001001);
      const { free } = ATTEMPT_POLICIES.passwordReset.address;
      for (let i = 1; i < free; i += 1) await reset('192.0.2.20', 'forged');
      const last = await reset('192.0.2.20', 'forged');
      expect(last.body.code).toBe(13001001);
      const refused = await reset('192.0.2.20', 'forged');
      expect([refused.body.code, refused.body.data.retry_after > 0]).toEqual([14003, true]);
      expect(decrypts).toBe(0);

      // With a real ticket the password is decrypted (and this garbage refused), and the ticket is kept for the next try.
      const ticket = await server.captchaTicket(DEMO_ACCOUNTS.demo);
      await server.call('GET', '/user-api/web/mp_email_verification', {
        query: { email: DEMO_ACCOUNTS.demo, ticket },
      });
      const sent = await server.db
        .selectFrom('outbox')
        .select('code')
        .where('email', '=', DEMO_ACCOUNTS.demo)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const checked = await server.call('POST', '/user-api/web/mp_email_verification', {
        body: { email: DEMO_ACCOUNTS.demo, token: sent.code },
      });
      const resetTicket = checked.body.data.ticket as string;
      expect((await reset('192.0.2.30', resetTicket)).body.code).toBe(10001);
      expect(decrypts).toBe(1);
      const right = await server.call('PUT', '/user-api/web/mp_nologin_password', {
        headers: { 'x-forwarded-for': '192.0.2.30' },
        body: {
          email: DEMO_ACCOUNTS.demo,
          password: await server.encrypt('Fresh#Password9'),
          ticket: resetTicket,
        },
      });
      expect(right.body.code).toBe(0);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('finding 8: a signed upload policy dies with its session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const png = bandedPng(64, 48, [10, 20, 30], [200, 100, 50]);

  it('stores with a policy of a live session', async () => {
    const sign = await signing(server, await server.signIn(DEMO_ACCOUNTS.demo), 'a_64_48.png');
    expect((await store(sign, 'a_64_48.png', png)).status).toBe(200);
  });

  it('refuses the policy after the session signed out', async () => {
    const token = await server.signIn(DEMO_ACCOUNTS.demo);
    const sign = await signing(server, token, 'a_64_48.png');
    expect((await server.call('POST', '/user-api/web/mp_logout', { token, body: {} })).body.code).toBe(0);
    const answer = await store(sign, 'a_64_48.png', png);
    expect([answer.status, answer.body.code]).toEqual([400, 10001]);
    expect(await storedKeys(server, sign.dir)).toEqual([]);
  });

  it("refuses the policy once the creator's sign-in is blocked", async () => {
    const token = await server.signIn(DEMO_ACCOUNTS.noPolish);
    const sign = await signing(server, token, 'a_64_48.png');
    await server.db
      .updateTable('creator')
      .set({ can_login: false })
      .where('email', '=', DEMO_ACCOUNTS.noPolish)
      .execute();
    try {
      const answer = await store(sign, 'a_64_48.png', png);
      expect([answer.status, answer.body.code]).toEqual([400, 10001]);
      expect(await storedKeys(server, sign.dir)).toEqual([]);
    } finally {
      await server.db
        .updateTable('creator')
        .set({ can_login: true })
        .where('email', '=', DEMO_ACCOUNTS.noPolish)
        .execute();
    }
  });

  it('refuses a policy signed before a password change, even in the session that changed it; a new signing works', async () => {
    const email = DEMO_ACCOUNTS.demo;
    const token = await server.signIn(email);
    const sign = await signing(server, token, 'a_64_48.png');
    const changed = await server.call('PUT', '/user-api/web/mp_password', {
      token,
      body: {
        old_password: await server.encrypt(DEMO_PASSWORD),
        new_password: await server.encrypt('Another#Pass1'),
      },
    });
    expect(changed.body.code).toBe(0);
    const answer = await store(sign, 'a_64_48.png', png);
    expect([answer.status, answer.body.code]).toEqual([400, 10001]);
    expect(await storedKeys(server, sign.dir)).toEqual([]);
    const fresh = await signing(server, token, 'a_64_48.png');
    expect((await store(fresh, 'a_64_48.png', png)).status).toBe(200);
  });
});
