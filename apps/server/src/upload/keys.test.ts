import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bandedPng } from '../db/png';
import { DEMO_ACCOUNTS } from '../db/seed';
import { demoServerForFile } from '../testing/demo-server';
import { startTestServer, type TestServer } from '../testing/harness';
import { freshDir, uploadCalls, type UploadSigning } from '../testing/uploads';

let server: TestServer;
let demo: string;
let demoId: number;

demoServerForFile((started) => {
  ({ server, demo, demoId } = started);
});

const { png, signing, store, storedCount } = uploadCalls(() => ({ server, demo, demoId }));

type Signing = UploadSigning;

// Security review, finding 6: upload keys are the uploader's own, never replaced, and bounded.
describe('upload keys', () => {
  const otherPng = bandedPng(64, 48, [250, 0, 0], [0, 0, 250]);
  const message = async (response: Response) => (await response.json()) as { code: number; message: string };
  const servedBytes = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());
  const shortPost = (image: string, overrides: Record<string, unknown> = {}) => ({
    show_type: 2,
    title: 'Whose picture is it',
    content: 'A short post with one picture. #test',
    images: [image],
    cover_images: [image],
    tag_ids: [],
    hashtag: ['test'],
    ...overrides,
  });
  const publish = (token: string, body: Record<string, unknown>) =>
    server.call('POST', '/mp-api/v3/api/content/publish', { token, body });
  const copy = (token: string, images: string[], on: TestServer = server) =>
    on.call('POST', '/mp-api/v3/api/upload', { token, body: { images } });

  it('refuses an upload to a key already stored, and keeps serving the original bytes', async () => {
    const sign = await signing();
    const key = `${sign.dir}keep_64_48.png`;
    expect((await store(sign, key, png)).status).toBe(200);
    const again = await store(sign, key, otherPng);
    const body = await message(again);
    expect([again.status, body.code]).toEqual([400, 10001]);
    expect(body.message).toMatch(/^key: a file is already stored under this key/);
    expect((await servedBytes(`${sign.domain}/${key}`)).equals(png)).toBe(true);
    const row = await server.db
      .selectFrom('stored_file')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect([row.size, row.owner_id]).toEqual([png.length, demoId]);
    // The same bytes sent again by their uploader (a retry whose answer was lost) succeed, and change nothing.
    const retried = await store(sign, key, png);
    expect(retried.status).toBe(200);
    expect((await servedBytes(`${sign.domain}/${key}`)).equals(png)).toBe(true);
  });

  it('accepts exactly one of 20 concurrent uploads to one key, refuses the rest without a 500, and leaves no temporary file', async () => {
    const sign = await signing();
    const key = `${sign.dir}race_64_48.png`;
    const files = Array.from({ length: 20 }, (_, index) => bandedPng(64, 48, [index, 0, 0], [0, index, 0]));
    const responses = await Promise.all(files.map((file) => store(sign, key, file)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    const winner = files[statuses.indexOf(200)]!;
    expect((await servedBytes(`${sign.domain}/${key}`)).equals(winner)).toBe(true);
    expect(await readdir(path.join(server.uploadDir, sign.dir))).toEqual(['race_64_48.png']);
    const rows = await server.db
      .selectFrom('stored_file')
      .select('key')
      .where('key', 'like', `${sign.dir}%`)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("lets no other creator publish or copy a creator's upload; shared seed images stay usable by everyone", async () => {
    const writer = await server.signIn(DEMO_ACCOUNTS.noPolish);
    const sign = await signing();
    const key = `${sign.dir}mine_1280_720.png`;
    expect((await store(sign, key, png)).status).toBe(200);
    const mine = `${sign.domain}/${key}`;

    const stolen = await publish(writer, shortPost(mine));
    expect([stolen.status, stolen.body.code]).toEqual([400, 10001]);
    expect(stolen.body.message).toMatch(/^images\.0: an image another account uploaded/);
    const copied = await copy(writer, [mine]);
    expect([copied.status, copied.body.code]).toEqual([400, 10001]);
    expect(copied.body.message).toMatch(/^images\.0: an image another account uploaded/);

    // The uploader may; so may anyone with a shared image (owner_id null: seed and task pictures).
    // (Indonesia, the demo account's country, asks for a category and a topic.)
    expect((await publish(demo, shortPost(mine, { tag_ids: [4, 402] }))).body.code).toBe(0);
    const shared = `${server.base}/storage/seed/sunrise_1280_720.png`;
    expect((await publish(writer, shortPost(shared))).body.code).toBe(0);
    expect((await copy(writer, [shared])).body.data).toEqual([{ url: shared }]);
    const seedRow = await server.db
      .selectFrom('stored_file')
      .select('owner_id')
      .where('key', '=', 'seed/sunrise_1280_720.png')
      .executeTakeFirstOrThrow();
    expect(seedRow.owner_id).toBeNull();
    // A copy is its copier's own.
    const own = await copy(writer, [`data:image/png;base64,${png.toString('base64')}`]);
    const writerId = (
      await server.db
        .selectFrom('creator')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.noPolish)
        .executeTakeFirstOrThrow()
    ).id;
    const ownKey = (own.body.data[0].url as string).slice(`${server.base}/storage/`.length);
    expect(
      (
        await server.db
          .selectFrom('stored_file')
          .select('owner_id')
          .where('key', '=', ownKey)
          .executeTakeFirstOrThrow()
      ).owner_id,
    ).toBe(writerId);
    expect((await copy(demo, [own.body.data[0].url])).status).toBe(400);
  });

  it('signs a fresh folder each time, and refuses keys outside it, in a subfolder, or past the files it was signed for', async () => {
    const first = await signing();
    const second = await signing();
    expect(first.dir).toMatch(freshDir('content', demoId));
    expect(second.dir).toMatch(freshDir('content', demoId));
    expect(first.dir).not.toBe(second.dir);
    const before = await storedCount();
    for (const key of [
      `${second.dir}x_64_48.png`,
      `content/${demoId}/x_64_48.png`,
      `${first.dir}sub/x_64_48.png`,
    ]) {
      const response = await store(first, key, png);
      expect({ key, status: response.status, message: (await message(response)).message }).toEqual({
        key,
        status: 400,
        message: `key: must be a plain name under ${first.dir}`,
      });
    }
    expect(await storedCount()).toBe(before);
    // Signed for two names: two files, not a third.
    expect((await store(first, `${first.dir}a_64_48.png`, png)).status).toBe(200);
    expect((await store(first, `${first.dir}b_64_48.png`, png)).status).toBe(200);
    const third = await store(first, `${first.dir}c_64_48.png`, png);
    expect([third.status, (await message(third)).message]).toEqual([
      400,
      expect.stringMatching(/^policy: already used/),
    ]);
    // An avatar policy stores one file.
    const { body } = await server.call('GET', '/data-api/v2/oss_sts', {
      token: demo,
      query: {
        names: 'me.png',
        uploadType: 'image',
        scene: 'avatar',
        extension: 'png',
        signature: 'ef'.repeat(32),
      },
    });
    const avatar = body.data as Signing;
    expect((await store(avatar, `${avatar.dir}${avatar.name}`, png)).status).toBe(200);
    expect((await store(avatar, `${avatar.dir}again.png`, png)).status).toBe(400);
    // The policy lives 10 minutes.
    const late = await signing();
    server.clock.advance(10 * 60_000 + 1);
    expect((await message(await store(late, `${late.dir}a_64_48.png`, png))).message).toMatch(/expired/);
  });

  it("refuses an upload or a copy past the creator's storage quota, writing nothing, also under concurrency", async () => {
    const small = await startTestServer({ storageQuotaBytes: png.length + 10 });
    try {
      const token = await small.signIn(DEMO_ACCOUNTS.demo);
      const sign = await signing(token, 'a_64_48.png,b_64_48.png,c_64_48.png,d_64_48.png,e_64_48.png', small);
      const before = await storedCount(small);
      // Five at once, each fitting alone: exactly one gets in.
      const keys = ['a', 'b', 'c', 'd', 'e'].map((name) => `${sign.dir}${name}_64_48.png`);
      const responses = await Promise.all(keys.map((key) => store(sign, key, png)));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 413, 413, 413, 413]);
      const refused = await message(responses.find((response) => response.status === 413)!);
      expect(refused).toMatchObject({
        code: 10001,
        message: expect.stringMatching(/^file: over this account's storage quota/),
      });
      expect(await storedCount(small)).toBe(before + 1);
      expect(await readdir(path.join(small.uploadDir, sign.dir))).toHaveLength(1);
      const copied = await copy(token, [`data:image/png;base64,${png.toString('base64')}`], small);
      expect([copied.status, copied.body.code]).toEqual([413, 10001]);
      expect(copied.body.message).toMatch(/^images: over this account's storage quota/);
      expect(await storedCount(small)).toBe(before + 1);
      // Another creator has a quota of their own.
      const writer = await small.signIn(DEMO_ACCOUNTS.noPolish);
      expect((await copy(writer, [`data:image/png;base64,${png.toString('base64')}`], small)).status).toBe(
        200,
      );
    } finally {
      await small.close();
    }
  });

  it('copies at most 30 addresses a call', async () => {
    const shared = `${server.base}/storage/seed/sunrise_1280_720.png`;
    const tooMany = await copy(
      demo,
      Array.from({ length: 31 }, () => shared),
    );
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 10001]);
    expect(
      (
        await copy(
          demo,
          Array.from({ length: 30 }, () => shared),
        )
      ).status,
    ).toBe(200);
  });
});
