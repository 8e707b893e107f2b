import { routes } from '@creator/api/schemas/routes';
import { imageSizeFromHeader } from '@creator/forms/rules/image-size';
import { describe, expect, it } from 'vitest';
import { demoServerForFile } from '../testing/demo-server';
import type { TestServer } from '../testing/harness';
import { uploadCalls } from '../testing/uploads';

let server: TestServer;
let demo: string;
let demoId: number;

demoServerForFile((started) => {
  ({ server, demo, demoId } = started);
});

const { png, storedCount } = uploadCalls(() => ({ server, demo, demoId }));

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
