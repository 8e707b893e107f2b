import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoServerForFile } from '../testing/demo-server';
import type { TestServer } from '../testing/harness';
import { uploadCalls, type UploadSigning } from '../testing/uploads';

let server: TestServer;
let demo: string;
let demoId: number;

demoServerForFile((started) => {
  ({ server, demo, demoId } = started);
});

const { png, signing, store, storedCount } = uploadCalls(() => ({ server, demo, demoId }));
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');

type Signing = UploadSigning;

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
