import { routes } from '@creator/api/schemas/routes';
import { describe, expect, it } from 'vitest';
import { demoServerForFile } from '../testing/demo-server';
import type { TestServer } from '../testing/harness';
import { freshDir } from '../testing/uploads';

let server: TestServer;
let demo: string;
let demoId: number;

demoServerForFile((started) => {
  ({ server, demo, demoId } = started);
});

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
