import { articleMessages } from '@creator/forms/rules/article';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandedPng } from '../db/png';
import { DEMO_ACCOUNTS } from '../db/seed';
import { shortPostBody } from '../testing/content-calls';
import { creatorIdOf } from '../testing/demo-server';
import { startTestServer, type TestServer } from '../testing/harness';
import { storeFile, uploadSigning } from '../testing/uploads';

/*
 * Issue 31, the content side: three of finding 8 (padded short posts, cover sizes taken from a file's name,
 * images kept public and counted after their content is deleted). Each attack is performed against a real
 * server and now fails.
 */

let server: TestServer;

/** The attacker: an account with posting rights and nothing seeded. */
let author: string;
let authorId: number;

const idOf = (email: string) => creatorIdOf(server, email);

beforeAll(async () => {
  server = await startTestServer();
  author = await server.signIn(DEMO_ACCOUNTS.author);
  authorId = await idOf(DEMO_ACCOUNTS.author);
});

afterAll(async () => {
  await server?.close();
});

const seedImage = (name: string) => `${server.base}/storage/seed/${name}`;
const publish = (token: string, body: Record<string, unknown>) =>
  server.call('POST', '/mp-api/v3/api/content/publish', { token, body });
const post = (content: string, images = [seedImage('sunrise_1280_720.png')]) =>
  shortPostBody(content, images);

/** Uploads `bytes` as this creator under `name`, through the signing and the storage form; the image's address. */
async function upload(
  token: string,
  name: string,
  bytes: Uint8Array,
): Promise<{ url: string; key: string; status: number }> {
  const sign = await uploadSigning(server, token, name);
  const key = `${sign.dir}${name}`;
  const stored = await storeFile(sign, key, bytes);
  await stored.arrayBuffer();
  return { url: `${sign.domain}/${key}`, key, status: stored.status };
}

async function quotaUsed(creatorId: number): Promise<number> {
  const { used } = await server.db
    .selectFrom('stored_file')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('size'), eb.val(0)).as('used'))
    .where('owner_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return Number(used);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('finding 8: padded posts, cover sizes from names, images kept after deletion', () => {
  it('stores a short post padded with a megabyte of spaces short, or refuses it', async () => {
    const text = 'A short walk along the sea wall at dawn';
    const padding = ' '.repeat(500_000);
    const { status, body } = await publish(author, post(`${padding}${text}${padding}`));
    if (body.code === 0) {
      const row = await server.db
        .selectFrom('content')
        .select(['content', 'brief'])
        .where('content_id', '=', body.data.content_id)
        .executeTakeFirstOrThrow();
      expect(row.content).toBe(text);
      expect(row.brief).toBe(text);
    } else {
      expect([400, 413]).toContain(status);
      const padded = await server.db
        .selectFrom('content')
        .select('content_id')
        .where('content', 'like', `%${text}%`)
        .execute();
      expect(padded).toEqual([]);
    }
  });

  it('refuses as a cover a 1 × 1 PNG whose name claims 4000 × 3000, and takes a real one whatever its name says', async () => {
    const tiny = await upload(author, 'x_4000_3000.png', bandedPng(1, 1, [0, 0, 0], [0, 0, 0]));
    const article = (cover: string) => ({
      show_type: 1,
      title: 'A long walk along the northern coast',
      content: `<h2>Day one</h2><p>We started before dawn and walked until the tide came in.</p><p><img src="${cover}"></p>`,
      images: [cover],
      cover_images: [cover],
      hashtag: [],
    });
    // Refused at the upload (a size checked against the bytes) or at the publish: either way no article has it.
    if (tiny.status === 200) {
      const { status, body } = await publish(author, article(tiny.url));
      expect([status, body.code, body.message]).toEqual([
        400,
        10001,
        expect.stringContaining('at least 640×360'),
      ]);
      expect(articleMessages.coverInvalid.id).toBe('forms.article.covers.invalid');
    }
    const covered = await server.db
      .selectFrom('content')
      .select('content_id')
      .where(sql<boolean>`cover_images::text like ${`%${tiny.key}%`}`)
      .execute();
    expect(covered).toEqual([]);
    const real = await upload(author, 'wide_640_360.png', bandedPng(640, 360, [10, 20, 30], [200, 100, 50]));
    expect(real.status).toBe(200);
    expect((await publish(author, article(real.url))).body.code).toBe(0);
  });

  it("stops serving a deleted item's own images, removes their files and gives their bytes back to the quota", async () => {
    const only = await upload(author, 'only_64_48.png', bandedPng(64, 48, [250, 0, 0], [0, 0, 250]));
    const shared = await upload(author, 'kept_64_48.png', bandedPng(64, 48, [0, 250, 0], [0, 0, 250]));
    expect([only.status, shared.status]).toEqual([200, 200]);
    const seed = seedImage('forest_720_960.png');
    const first = await publish(author, post('The first of two posts', [only.url, shared.url, seed]));
    const second = await publish(author, post('The second of two posts', [shared.url]));
    expect([first.body.code, second.body.code]).toEqual([0, 0]);
    const quotaBefore = await quotaUsed(authorId);
    const sizeOf = async (key: string) =>
      (
        await server.db
          .selectFrom('stored_file')
          .select('size')
          .where('key', '=', key)
          .executeTakeFirstOrThrow()
      ).size;
    const [onlySize, sharedSize] = [await sizeOf(only.key), await sizeOf(shared.key)];
    const served = async (url: string) => (await fetch(url)).status;
    expect([await served(only.url), await served(shared.url)]).toEqual([200, 200]);

    const removed = await server.call('DELETE', '/mp-api/v3/api/content', {
      token: author,
      query: { content_id: first.body.data.content_id },
    });
    expect(removed.body.code).toBe(0);
    expect(await served(only.url)).toBe(404);
    expect(await exists(path.join(server.uploadDir, only.key))).toBe(false);
    // Still shown by the second post, and the shared seed picture is nobody's to release.
    expect([await served(shared.url), await served(seed)]).toEqual([200, 200]);
    expect(await quotaUsed(authorId)).toBe(quotaBefore - onlySize);
    // Nor can the released image be published again.
    expect((await publish(author, post('A third post with the old image', [only.url]))).status).toBe(400);

    const again = await server.call('DELETE', '/mp-api/v3/api/content', {
      token: author,
      query: { content_id: second.body.data.content_id },
    });
    expect(again.body.code).toBe(0);
    expect(await served(shared.url)).toBe(404);
    expect(await quotaUsed(authorId)).toBe(quotaBefore - onlySize - sharedSize);
  });

  it('never leaves a live item showing an image released by a deletion published at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const image = await upload(
        author,
        `race${round}_64_48.png`,
        bandedPng(64, 48, [round * 40, 0, 0], [0, 0, 250]),
      );
      const first = await publish(author, post(`The post that goes, round ${round}`, [image.url]));
      expect(first.body.code).toBe(0);
      // On PostgreSQL the two run at once; whichever takes the creator's row first, the other sees its outcome.
      const [removed, republished] = await Promise.all([
        server.call('DELETE', '/mp-api/v3/api/content', {
          token: author,
          query: { content_id: first.body.data.content_id },
        }),
        publish(author, post(`The post that stays, round ${round}`, [image.url])),
      ]);
      expect(removed.body.code).toBe(0);
      const row = await server.db
        .selectFrom('stored_file')
        .select('key')
        .where('key', '=', image.key)
        .executeTakeFirst();
      if (republished.body.code === 0) expect(row).toEqual({ key: image.key });
      else expect([republished.status, row]).toEqual([400, undefined]);
    }
  });
});
