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

let server: TestServer;
let demo: string;
let demoId: number;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.signIn(DEMO_ACCOUNTS.demo);
  demoId = (await server.db.selectFrom('creator').select('id').where('email', '=', DEMO_ACCOUNTS.demo).executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server?.close();
});

const png = bandedPng(64, 48, [10, 20, 30], [200, 100, 50]);
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');

interface Signing {
  signature: { policy: string; signature: string };
  endpoint: string;
  domain: string;
  dir: string;
  SecurityToken: string;
  AccessKeyId: string;
  name?: string;
}

async function signing(): Promise<Signing> {
  const { body } = await server.call('GET', '/mp-api/v3/api/upload_token', { token: demo, query: { names: 'a_64_48.png,b_64_48.png', upload_type: 'image' } });
  return body.data;
}

function store(sign: Signing, key: string, file: Uint8Array, overrides: Record<string, string> = {}) {
  const form = new FormData();
  const fields = { key, policy: sign.signature.policy, OSSAccessKeyId: sign.AccessKeyId, signature: sign.signature.signature, 'x-oss-security-token': sign.SecurityToken, success_action_status: '200', ...overrides };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), key.split('/').pop());
  return fetch(sign.endpoint, { method: 'POST', body: form });
}

async function storedCount() {
  const row = await server.db.selectFrom('stored_file').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('upload signing', () => {
  it('signs a policy for content images with absolute endpoint and domain built from the request origin', async () => {
    const { body } = await server.call('GET', '/mp-api/v3/api/upload_token', { token: demo, query: { names: 'a_64_48.png', upload_type: 'image' } });
    expect(routes.getUploadToken.answer.safeParse(body.data).success).toBe(true);
    expect(body.data).toMatchObject({ endpoint: `${server.base}/storage`, domain: `${server.base}/storage`, dir: `content/${demoId}/` });
    const policy = JSON.parse(Buffer.from(body.data.signature.policy, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 5 * 1024 * 1024]);
    expect(Date.parse(policy.expiration)).toBeGreaterThan(server.clock.now());
  });

  it('refuses a file name of a type that cannot be uploaded', async () => {
    const { status, body } = await server.call('GET', '/mp-api/v3/api/upload_token', { token: demo, query: { names: 'a.bmp', upload_type: 'image' } });
    expect([status, body.code]).toEqual([400, 10001]);
  });

  it('signs an avatar policy of 2 MB with the object name from the file hash', async () => {
    const hash = 'ab'.repeat(32);
    const { body } = await server.call('GET', '/data-api/v2/oss_sts', { token: demo, query: { names: 'me_400_400.png', uploadType: 'image', scene: 'avatar', extension: 'png', signature: hash } });
    expect(routes.getOssSts.answer.safeParse(body.data).success).toBe(true);
    expect(body.data.name).toBe(`${hash.slice(0, 32)}_400_400.png`);
    expect(body.data.dir).toBe(`avatar/${demoId}/`);
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
    const preflight = await fetch(`${server.base}/storage`, { method: 'OPTIONS', headers: { origin: 'http://portal.example', 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://portal.example');
  });

  it('refuses forged, altered and expired policies, keys outside the folder or climbing out, and non-images, writing nothing', async () => {
    const sign = await signing();
    const before = await storedCount();
    const altered = Buffer.from(Buffer.from(sign.signature.policy, 'base64').toString('utf8').replace(sign.dir, 'content/')).toString('base64');
    const refusals: [string, Promise<Response>][] = [
      ['forged signature', store(sign, `${sign.dir}x_64_48.png`, png, { signature: Buffer.from('forged').toString('base64') })],
      ['altered policy', store(sign, 'content/x_64_48.png', png, { policy: altered })],
      ['outside the folder', store(sign, `content/${demoId + 1}/x_64_48.png`, png)],
      ['path traversal', store(sign, `${sign.dir}../../../../etc/passwd.png`, png)],
      ['backslash', store(sign, `${sign.dir}..\\..\\x.png`, png)],
      ['HTML named .png', store(sign, `${sign.dir}page.png`, Buffer.from('<html><script>alert(1)</script></html>'))],
      ['extension lies', store(sign, `${sign.dir}real.gif`, png)],
      ['wrong access key', store(sign, `${sign.dir}y_64_48.png`, png, { OSSAccessKeyId: 'someone-else' })],
    ];
    for (const [label, pending] of refusals) {
      const response = await pending;
      const body = (await response.json()) as { code: number; message: string };
      expect({ label, status: response.status, code: body.code }).toEqual({ label, status: 400, code: 10001 });
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
    const { body } = await server.call('GET', '/data-api/v2/oss_sts', { token: demo, query: { names: 'me.png', uploadType: 'image', scene: 'avatar', extension: 'png', signature: 'cd'.repeat(32) } });
    const avatar = body.data as Signing;
    expect((await store(avatar, `${avatar.dir}${avatar.name}`, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]))).status).toBe(413);
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
    const { body } = await server.call('POST', '/mp-api/v3/api/upload', { token: demo, body: { images: [dataUrl, hosted] } });
    expect(routes.copyImages.answer.safeParse(body.data).success).toBe(true);
    expect(body.data[1].url).toBe(hosted);
    expect(body.data[0].url).toMatch(new RegExp(`^${server.base}/storage/content/${demoId}/.+\\.png$`));
    const served = await fetch(body.data[0].url);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('never fetches an external address, and refuses a data: URL that is not an image, writing nothing', async () => {
    const before = await storedCount();
    const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
    const external = await server.call('POST', '/mp-api/v3/api/upload', { token: demo, body: { images: [dataUrl, 'https://elsewhere.example/a.png'] } });
    expect([external.status, external.body.code]).toEqual([400, 10001]);
    expect(external.body.message).toMatch(/external/);
    const html = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    expect((await server.call('POST', '/mp-api/v3/api/upload', { token: demo, body: { images: [html] } })).status).toBe(400);
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
    const app = createApp({ db: server.db, clock: server.clock, staticRoot: dist, log: () => {}, settings: { uploadDir: server.uploadDir } });
    const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => http.once('listening', resolve));
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const asset = await fetch(`${base}/assets/app-3f9a1c.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      // Compressed for a browser that takes it (fetch decodes it again), plain for one that does not.
      expect(asset.headers.get('content-encoding')).toBe('br');
      expect(await asset.text()).toBe(script);
      const gzipped = await fetch(`${base}/assets/app-3f9a1c.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(await gzipped.text()).toBe(script);
      const plain = await fetch(`${base}/assets/app-3f9a1c.js`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(Number(plain.headers.get('content-length') ?? (await plain.clone().arrayBuffer()).byteLength)).toBe(script.length);
      expect(await plain.text()).toBe(script);
      const deep = await fetch(`${base}/content/article?x=1`);
      expect(await deep.text()).toContain('<title>Portal</title>');
      expect(deep.headers.get('cache-control')).toBe('no-cache');
      expect(deep.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const escape = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
      expect(await escape.text()).toContain('<title>Portal</title>');
      // An image of the site itself can be copied to the image host; a path that climbs out cannot.
      const token = await server.signIn(DEMO_ACCOUNTS.demo);
      const copy = (images: string[]) =>
        fetch(`${base}/mp-api/v3/api/upload`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ images }) });
      const copied = (await (await copy([`${base}/assets/logo.png`])).json()) as { code: number; data: { url: string }[] };
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
