import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { bandedPng } from '../db/png';
import { photoLike } from '../testing/photos';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;

/** Stores an image the way an upload leaves it: the file under its key and its stored_file row. */
async function stored(key: string, bytes: Buffer, contentType: string): Promise<Buffer> {
  await server.app.services.files.write(key, bytes);
  await server.db
    .insertInto('stored_file')
    .values({
      key,
      content_type: contentType,
      size: bytes.length,
      created_at: server.clock.now(),
      owner_id: null,
    })
    .execute();
  return bytes;
}

async function served(url: string) {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    response,
    bytes,
    meta:
      response.ok && response.headers.get('content-type')?.startsWith('image/')
        ? await sharp(bytes).metadata()
        : undefined,
  };
}

const variantFile = (name: string, key: string) => path.join(server.uploadDir, '@variants', name, key);

let photo: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  photo = await stored('content/thumbs/photo_1080_1440.jpg', await photoLike(1080, 1440, 1), 'image/jpeg');
  await stored('content/thumbs/photo_900_600.png', await photoLike(900, 600, 2, 'png'), 'image/png');
  await stored('content/thumbs/photo_800_1000.webp', await photoLike(800, 1000, 3, 'webp'), 'image/webp');
  await stored('content/thumbs/small_200_150.jpg', await photoLike(200, 150, 4), 'image/jpeg');
  await stored('content/thumbs/wide_2000_300.jpg', await photoLike(2000, 300, 5), 'image/jpeg');
  await stored(
    'content/thumbs/anim.gif',
    Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
    'image/gif',
  );
  // Starts like a PNG, is none: uploads are checked by their first bytes only.
  await stored(
    'content/thumbs/broken_800_800.png',
    Buffer.concat([bandedPng(8, 8, [0, 0, 0], [255, 255, 255]).subarray(0, 40), Buffer.alloc(4000, 7)]),
    'image/png',
  );
});

afterAll(async () => {
  await server?.close();
});

describe('thumbnails on the image host', () => {
  it('serves the three sizes of the contract scaled, cropped to fill, in the original type, with fewer bytes and the same headers', async () => {
    const original = await fetch(`${server.base}/storage/content/thumbs/photo_1080_1440.jpg`);
    const sizes = [
      ['w=640', 640, 853],
      ['w=400&h=413', 400, 413],
      ['w=320&h=320', 320, 320],
    ] as const;
    for (const [query, width, height] of sizes) {
      const { response, bytes, meta } = await served(
        `${server.base}/storage/content/thumbs/photo_1080_1440.jpg?${query}`,
      );
      expect({
        query,
        status: response.status,
        width: meta?.width,
        height: meta?.height,
        format: meta?.format,
      }).toEqual({ query, status: 200, width, height, format: 'jpeg' });
      expect(bytes.length).toBeLessThan(photo.length);
      for (const header of [
        'content-type',
        'cache-control',
        'x-content-type-options',
        'access-control-allow-origin',
      ]) {
        expect(response.headers.get(header), header).toBe(original.headers.get(header));
      }
    }
    const png = await served(`${server.base}/storage/content/thumbs/photo_900_600.png?w=400&h=413`);
    expect([
      png.response.headers.get('content-type'),
      png.meta?.format,
      png.meta?.width,
      png.meta?.height,
    ]).toEqual(['image/png', 'png', 400, 413]);
    const webp = await served(`${server.base}/storage/content/thumbs/photo_800_1000.webp?w=320&h=320`);
    expect([
      webp.response.headers.get('content-type'),
      webp.meta?.format,
      webp.meta?.width,
      webp.meta?.height,
    ]).toEqual(['image/webp', 'webp', 320, 320]);
  });

  it('makes a variant once: later requests, and requests racing the first, read it from disk', async () => {
    const url = `${server.base}/storage/content/thumbs/photo_800_1000.webp?w=640`;
    const before = server.app.services.thumbnails.encodes;
    const racing = await Promise.all(Array.from({ length: 8 }, () => served(url)));
    expect(server.app.services.thumbnails.encodes).toBe(before + 1);
    expect(racing.every(({ bytes }) => bytes.equals(racing[0]!.bytes))).toBe(true);
    const file = variantFile('w640', 'content/thumbs/photo_800_1000.webp');
    const kept = await stat(file);
    const again = await served(url);
    expect(again.bytes.equals(racing[0]!.bytes)).toBe(true);
    expect(server.app.services.thumbnails.encodes).toBe(before + 1);
    expect((await stat(file)).mtimeMs).toBe(kept.mtimeMs);
    // Only finished files are there: no temporary file of the racing writes is left behind.
    expect((await readdir(path.dirname(file))).filter((name) => name.includes('.partial'))).toEqual([]);
  });

  it('keeps the cache whole when two server processes make the same variant at once', async () => {
    // A second process over the same database and upload folder: its own encoder, the same files on disk.
    const other = createApp({
      db: server.db,
      clock: server.clock,
      log: () => {},
      settings: { uploadDir: server.uploadDir },
    });
    const request = (app: typeof other) =>
      app.fetch(new Request(`${server.base}/storage/content/thumbs/wide_2000_300.jpg?w=640`));
    const before = server.app.services.thumbnails.encodes;
    const answers = await Promise.all([
      request(server.app),
      request(other),
      request(server.app),
      request(other),
    ]);
    const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // Each process encodes at most once; whichever rename comes last leaves a whole file.
    expect(server.app.services.thumbnails.encodes - before).toBeLessThanOrEqual(1);
    expect(other.services.thumbnails.encodes).toBeLessThanOrEqual(1);
    const file = variantFile('w640', 'content/thumbs/wide_2000_300.jpg');
    const kept = await sharp(file).metadata();
    expect([kept.width, kept.height]).toEqual([640, 96]);
    for (const body of bodies)
      expect([(await sharp(body).metadata()).width, body.length]).toEqual([640, bodies[0]!.length]);
    expect((await readdir(path.dirname(file))).filter((name) => name.includes('.partial'))).toEqual([]);
  });

  it('serves the original when it is no larger than the size, a GIF, or not decodable, and never scales up', async () => {
    const cases = [
      ['small_200_150.jpg', 'w=640'],
      ['small_200_150.jpg', 'w=320&h=320'],
      ['anim.gif', 'w=320&h=320'],
      ['broken_800_800.png', 'w=400&h=413'],
    ] as const;
    for (const [name, query] of cases) {
      const original = await fetch(`${server.base}/storage/content/thumbs/${name}`);
      const variant = await fetch(`${server.base}/storage/content/thumbs/${name}?${query}`);
      expect({ name, query, status: variant.status, type: variant.headers.get('content-type') }).toEqual({
        name,
        query,
        status: 200,
        type: original.headers.get('content-type'),
      });
      expect(
        Buffer.from(await variant.arrayBuffer()).equals(Buffer.from(await original.arrayBuffer())),
        `${name}?${query}`,
      ).toBe(true);
    }
    // A panorama asked for a square is cut to its middle at its own height, not stretched to 320.
    const wide = await served(`${server.base}/storage/content/thumbs/wide_2000_300.jpg?w=320&h=320`);
    expect([wide.meta?.width, wide.meta?.height]).toEqual([320, 300]);
  });

  it('refuses any other size with 400 and 10001, and makes nothing', async () => {
    const before = server.app.services.thumbnails.encodes;
    for (const query of [
      'w=300',
      'w=320',
      'h=320',
      'w=640&h=640',
      'w=0640',
      'w=640.0',
      'w=abc',
      'w=640&w=640',
      'w=320&h=320&h=320',
      'w=',
      'w=99999999999999999999',
    ]) {
      const response = await fetch(`${server.base}/storage/content/thumbs/photo_1080_1440.jpg?${query}`);
      const body = (await response.json()) as { code: number; message: string };
      expect({ query, status: response.status, code: body.code }).toEqual({
        query,
        status: 400,
        code: 10001,
      });
      expect(body.message).toMatch(/^w, h: /u);
    }
    expect(server.app.services.thumbnails.encodes).toBe(before);
    // Parameters other than w and h are left alone, as for the originals.
    expect((await fetch(`${server.base}/storage/content/thumbs/photo_1080_1440.jpg?w=640&v=2`)).status).toBe(
      200,
    );
  });

  it('answers 404 for a missing key and 400 for a key that climbs out, at any size', async () => {
    expect((await fetch(`${server.base}/storage/content/thumbs/nothing.jpg?w=640`)).status).toBe(404);
    for (const key of [
      'content/..%2f..%2f..%2fetc%2fpasswd',
      '..%2f@variants%2fw640%2fcontent%2fthumbs%2fphoto_800_1000.webp',
      '@variants/w640/content/thumbs/photo_800_1000.webp',
    ]) {
      const response = await fetch(`${server.base}/storage/${key}?w=640`);
      expect({
        key,
        status: response.status,
        code: ((await response.json()) as { code: number }).code,
      }).toEqual({ key, status: 400, code: 10001 });
    }
  });

  it('removes the variants with their original', async () => {
    await fetch(`${server.base}/storage/content/thumbs/photo_900_600.png?w=320&h=320`);
    const file = variantFile('w320h320', 'content/thumbs/photo_900_600.png');
    await expect(stat(file)).resolves.toBeTruthy();
    await server.app.services.files.remove('content/thumbs/photo_900_600.png');
    await expect(stat(file)).rejects.toThrow();
    await expect(stat(variantFile('w400h413', 'content/thumbs/photo_900_600.png'))).rejects.toThrow();
  });
});
