import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandedPng } from '../db/png';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed';
import { startTestServer, type TestServer } from '../testing/harness';
import { photoLike } from '../testing/photos';
import { storeFile, uploadSigning, type UploadSigning } from '../testing/uploads';
import { THUMBNAIL_MAX_INPUT_PIXELS, THUMBNAIL_QUEUE_MAX, thumbnailQueue } from '../upload/thumbnails';

/*
 * The attacks of the second review (issue 31) on the image host, finding 5 and one of 8, each performed
 * against a real server and now failing.
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
      await expect
        .poll(thumbnailQueue, { timeout: 20_000 })
        .toEqual({ running: 1, waiting: THUMBNAIL_QUEUE_MAX });

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
