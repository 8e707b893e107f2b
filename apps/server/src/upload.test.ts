import { imageSizeFromHeader } from '@creator/forms/rules/image-size';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { routes } from '@creator/api/schemas/routes';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { bandedPng } from './db/png';
import { DEMO_ACCOUNTS } from './db/seed';
import { startTestServer, type TestServer } from './testing/harness';
import { storeFile, uploadSigning, type UploadSigning } from './testing/uploads';

let server: TestServer;
let demo: string;
let demoId: number;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.signIn(DEMO_ACCOUNTS.demo);
  demoId = (
    await server.db
      .selectFrom('creator')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.demo)
      .executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await server?.close();
});

const png = bandedPng(64, 48, [10, 20, 30], [200, 100, 50]);
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');

type Signing = UploadSigning;

const signing = (token = demo, names = 'a_64_48.png,b_64_48.png', on: TestServer = server): Promise<Signing> =>
  uploadSigning(on, token, names);

/** A signing folder: `content/<creatorId>/<24 hex>/`. */
const freshDir = (area: string, creatorId: number) => new RegExp(`^${area}/${creatorId}/[0-9a-f]{24}/$`);

const store = storeFile;

async function storedCount(on: TestServer = server) {
  const row = await on.db
    .selectFrom('stored_file')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('upload signing', () => {
  it('signs a policy for content images with absolute endpoint and domain built from the request origin', async () => {
    const { body } = await server.call('GET', '/mp-api/v3/api/upload_token', {
      token: demo,
      query: { names: 'a_64_48.png', upload_type: 'image' },
    });
    expect(routes.getUploadToken.answer.safeParse(body.data).success).toBe(true);
    expect(body.data).toMatchObject({ endpoint: `${server.base}/storage`, domain: `${server.base}/storage` });
    expect(body.data.dir).toMatch(freshDir('content', demoId));
    const policy = JSON.parse(Buffer.from(body.data.signature.policy, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 5 * 1024 * 1024]);
    expect(Date.parse(policy.expiration)).toBeGreaterThan(server.clock.now());
  });

  it('refuses a file name of a type that cannot be uploaded', async () => {
    const { status, body } = await server.call('GET', '/mp-api/v3/api/upload_token', {
      token: demo,
      query: { names: 'a.bmp', upload_type: 'image' },
    });
    expect([status, body.code]).toEqual([400, 10001]);
  });

  it('signs an avatar policy of 2 MB with the object name from the file hash', async () => {
    const hash = 'ab'.repeat(32);
    const { body } = await server.call('GET', '/data-api/v2/oss_sts', {
      token: demo,
      query: {
        names: 'me_400_400.png',
        uploadType: 'image',
        scene: 'avatar',
        extension: 'png',
        signature: hash,
      },
    });
    expect(routes.getOssSts.answer.safeParse(body.data).success).toBe(true);
    expect(body.data.name).toBe(`${hash.slice(0, 32)}_400_400.png`);
    expect(body.data.dir).toMatch(freshDir('avatar', demoId));
    const policy = JSON.parse(Buffer.from(body.data.signature.policy, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 2 * 1024 * 1024]);
  });
});

describe('storage', () => {
  it('stores a signed image and serves it back with its real type and nosniff', async () => {
    const sign = await signing();
    const key = `${sign.dir}first_64_48.png`;
    const response = await store(sign, key, png);
    expect(response.status).toBe(200);
    const served = await fetch(`${sign.domain}/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(await readdir(path.join(server.uploadDir, sign.dir))).toContain('first_64_48.png');
  });

  it('answers CORS for another origin', async () => {
    const preflight = await fetch(`${server.base}/storage`, {
      method: 'OPTIONS',
      headers: { origin: 'http://portal.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://portal.example');
  });

  it('refuses forged, altered and expired policies, keys outside the folder or climbing out, and non-images, writing nothing', async () => {
    const sign = await signing();
    const before = await storedCount();
    const altered = Buffer.from(
      Buffer.from(sign.signature.policy, 'base64').toString('utf8').replace(sign.dir, 'content/'),
    ).toString('base64');
    const refusals: [string, Promise<Response>][] = [
      [
        'forged signature',
        store(sign, `${sign.dir}x_64_48.png`, png, { signature: Buffer.from('forged').toString('base64') }),
      ],
      ['altered policy', store(sign, 'content/x_64_48.png', png, { policy: altered })],
      ['outside the folder', store(sign, `content/${demoId + 1}/x_64_48.png`, png)],
      ['path traversal', store(sign, `${sign.dir}../../../../etc/passwd.png`, png)],
      ['backslash', store(sign, `${sign.dir}..\\..\\x.png`, png)],
      [
        'HTML named .png',
        store(sign, `${sign.dir}page.png`, Buffer.from('<html><script>alert(1)</script></html>')),
      ],
      ['extension lies', store(sign, `${sign.dir}real.gif`, png)],
      ['wrong access key', store(sign, `${sign.dir}y_64_48.png`, png, { OSSAccessKeyId: 'someone-else' })],
    ];
    for (const [label, pending] of refusals) {
      const response = await pending;
      const body = (await response.json()) as { code: number; message: string };
      expect({ label, status: response.status, code: body.code }).toEqual({
        label,
        status: 400,
        code: 10001,
      });
    }
    server.clock.advance(16 * 60_000);
    const expired = await store(sign, `${sign.dir}late_64_48.png`, png);
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { message: string }).message).toMatch(/expired/);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a file over the policy size with 413: 5 MB for content, 2 MB for avatars, and a GIF avatar', async () => {
    const sign = await signing();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await store(sign, `${sign.dir}big.png`, big)).status).toBe(413);
    const { body } = await server.call('GET', '/data-api/v2/oss_sts', {
      token: demo,
      query: {
        names: 'me.png',
        uploadType: 'image',
        scene: 'avatar',
        extension: 'png',
        signature: 'cd'.repeat(32),
      },
    });
    const avatar = body.data as Signing;
    expect(
      (
        await store(
          avatar,
          `${avatar.dir}${avatar.name}`,
          Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]),
        )
      ).status,
    ).toBe(413);
    expect((await store(avatar, `${avatar.dir}anim.gif`, gif)).status).toBe(400);
    expect((await store(avatar, `${avatar.dir}${avatar.name}`, png)).status).toBe(200);
  });

  it('answers 404 for a missing file and 400 for a key that climbs out', async () => {
    expect((await fetch(`${server.base}/storage/content/nothing.png`)).status).toBe(404);
    expect((await fetch(`${server.base}/storage/content/..%2f..%2f..%2fsecret`)).status).toBe(400);
  });
});

describe('POST /mp-api/v3/api/upload', () => {
  it('copies a data: URL to the host, keeps hosted addresses, in order', async () => {
    const hosted = `${server.base}/storage/seed/ocean_960_540.png`;
    const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
    const { body } = await server.call('POST', '/mp-api/v3/api/upload', {
      token: demo,
      body: { images: [dataUrl, hosted] },
    });
    expect(routes.copyImages.answer.safeParse(body.data).success).toBe(true);
    expect(body.data[1].url).toBe(hosted);
    // Named with the picture's size, as the portal names its uploads: the cover rules read it from the address.
    const size = imageSizeFromHeader(png)!;
    expect(body.data[0].url).toMatch(
      new RegExp(`^${server.base}/storage/content/${demoId}/[^/_]+_${size.width}_${size.height}\\.png$`),
    );
    const served = await fetch(body.data[0].url);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('never fetches an external address, and refuses a data: URL that is not an image, writing nothing', async () => {
    const before = await storedCount();
    const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
    const external = await server.call('POST', '/mp-api/v3/api/upload', {
      token: demo,
      body: { images: [dataUrl, 'https://elsewhere.example/a.png'] },
    });
    expect([external.status, external.body.code]).toEqual([400, 10001]);
    expect(external.body.message).toMatch(/external/);
    const html = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    expect(
      (await server.call('POST', '/mp-api/v3/api/upload', { token: demo, body: { images: [html] } })).status,
    ).toBe(400);
    expect(await storedCount()).toBe(before);
  });
});

describe('the portal build', () => {
  it('serves files with their type, caches hashed assets, and falls back to index.html', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'creator-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    const script = `console.log(${JSON.stringify('a portal chunk '.repeat(200))});`;
    await writeFile(path.join(dist, 'assets', 'app-3f9a1c.js'), script);
    await writeFile(path.join(dist, 'assets', 'logo.png'), png);
    const app = createApp({
      db: server.db,
      clock: server.clock,
      staticRoot: dist,
      log: () => {},
      settings: { uploadDir: server.uploadDir },
    });
    const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => http.once('listening', resolve));
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const asset = await fetch(`${base}/assets/app-3f9a1c.js`, {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      // Compressed for a browser that takes it (fetch decodes it again), plain for one that does not.
      expect(asset.headers.get('content-encoding')).toBe('br');
      expect(await asset.text()).toBe(script);
      const gzipped = await fetch(`${base}/assets/app-3f9a1c.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(await gzipped.text()).toBe(script);
      const plain = await fetch(`${base}/assets/app-3f9a1c.js`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(
        Number(plain.headers.get('content-length') ?? (await plain.clone().arrayBuffer()).byteLength),
      ).toBe(script.length);
      expect(await plain.text()).toBe(script);
      // A chunk of a few hundred bytes is compressed too; one that compressing would not shrink goes as it is.
      const small = 'export const a=`a small chunk, a small chunk, a small chunk`;';
      await writeFile(path.join(dist, 'assets', 'small-1b2c3d.js'), small);
      const smallAsset = await fetch(`${base}/assets/small-1b2c3d.js`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(smallAsset.headers.get('content-encoding')).toBe('br');
      expect(await smallAsset.text()).toBe(small);
      await writeFile(path.join(dist, 'assets', 'tiny-4e5f6a.js'), 'a');
      const tiny = await fetch(`${base}/assets/tiny-4e5f6a.js`, { headers: { 'accept-encoding': 'br' } });
      expect(tiny.headers.get('content-encoding')).toBeNull();
      expect(await tiny.text()).toBe('a');
      const deep = await fetch(`${base}/content/article?x=1`);
      expect(await deep.text()).toContain('<title>Portal</title>');
      expect(deep.headers.get('cache-control')).toBe('no-cache');
      expect(deep.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const escape = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
      expect(await escape.text()).toContain('<title>Portal</title>');
      // An image of the site itself can be copied to the image host; a path that climbs out cannot.
      const token = await server.signIn(DEMO_ACCOUNTS.demo);
      const copy = (images: string[]) =>
        fetch(`${base}/mp-api/v3/api/upload`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ images }),
        });
      const copied = (await (await copy([`${base}/assets/logo.png`])).json()) as {
        code: number;
        data: { url: string }[];
      };
      expect(copied.code).toBe(0);
      expect(copied.data[0]!.url).toMatch(new RegExp(`^${base}/storage/content/`));
      expect((await copy([`${base}/assets/app-3f9a1c.js`])).status).toBe(400);
      expect((await copy([`${base}/..%2f..%2f..%2fetc%2fhostname`])).status).toBe(400);
    } finally {
      await new Promise((resolve) => http.close(resolve));
      await rm(dist, { recursive: true, force: true });
    }
  });
});

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
