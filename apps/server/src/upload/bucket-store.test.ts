import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { bandedPng } from '../db/png';
import { DEMO_ACCOUNTS } from '../db/seed';
import { creatorIdOf } from '../testing/demo-server';
import { startTestServer, type TestServer } from '../testing/harness';
import { photoLike } from '../testing/photos';
import { storeFile, uploadSigning } from '../testing/uploads';
import { parseBucketLocation, type BucketLocation } from './bucket-location';
import { BucketFileStore } from './bucket-store';
import { FileExistsError, openFileStore, type FileStore } from './file-store';
import { storeNewFiles } from './stored-files';

/**
 * The images in an S3-compatible bucket (STORAGE_URL) rather than on the disk: the store against a real S3 API
 * (s3rver, a local S3 server, in this process), and the server's upload, serving and thumbnails over it.
 */

const BUCKET = 'creator-images';
let s3: S3rver;
let s3Dir: string;
let location: BucketLocation;
let direct: S3Client;
let server: TestServer;
let demo: string;
let demoId: number;
const savedEnv = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

/** The bytes the bucket holds under `object`, read with a client of the test's own (not the store's). */
async function inBucket(object: string): Promise<Buffer | null> {
  try {
    const answer = await direct.send(new GetObjectCommand({ Bucket: BUCKET, Key: object }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  } catch {
    return null;
  }
}

async function listed(prefix: string): Promise<string[]> {
  const answer = await direct.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (answer.Contents ?? []).map((item) => item.Key!).sort();
}

/** What a proxy may do to the answer of a put that reached the bucket. */
type AfterPut = 'lose' | 'refuse';

/**
 * In front of s3rver, as AWS S3 behaves where s3rver does not: a put with `If-None-Match: *` over an object that
 * exists is refused with 412. And, for the keys the test names, the put reaches the bucket but its answer does
 * not come back (`lose`: the connection is cut) or says it failed (`refuse`: a 400).
 */
async function conditionalProxy(target: string) {
  const after = new Map<string, AfterPut>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const objectPath = decodeURIComponent((request.url ?? '').split('?')[0]!);
      const forward = (headers: IncomingHttpHeaders) =>
        Object.fromEntries(
          Object.entries(headers).filter(
            ([name]) =>
              !['host', 'connection', 'content-length', 'transfer-encoding', 'expect'].includes(name),
          ),
        ) as Record<string, string>;
      if (request.method === 'PUT' && request.headers['if-none-match'] === '*') {
        const exists = await fetch(`${target}${request.url?.split('?')[0]}`, { method: 'HEAD' });
        if (exists.ok) {
          response.writeHead(412, { 'content-type': 'application/xml' });
          response.end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>',
          );
          return;
        }
      }
      const answer = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers: forward(request.headers),
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(chunks),
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const fate = request.method === 'PUT' && answer.ok ? after.get(objectPath) : undefined;
      if (fate) after.delete(objectPath);
      if (fate === 'lose') {
        request.socket.destroy();
        return;
      }
      if (fate === 'refuse') {
        response.writeHead(400, { 'content-type': 'application/xml' });
        response.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>InvalidRequest</Code></Error>');
        return;
      }
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(body);
    })();
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    location: { ...location, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
    /** The next put of `key` (a storage key) reaches the bucket, and then its answer is lost or refused. */
    afterPut(key: string, fate: AfterPut) {
      after.set(`/${BUCKET}/${location.prefix}${key}`, fate);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Runs `work` with a store whose bucket is reached through a conditionalProxy, and closes both after. */
async function throughProxy(
  work: (store: FileStore, proxy: Awaited<ReturnType<typeof conditionalProxy>>) => Promise<void>,
) {
  const proxy = await conditionalProxy(location.endpoint!);
  const store: FileStore = new BucketFileStore(proxy.location);
  try {
    await work(store, proxy);
  } finally {
    store.close?.();
    await proxy.close();
  }
}

/** Every file under `dir`, at any depth. */
async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

beforeAll(async () => {
  // The AWS SDK reads the credentials from the environment, as it would in a deployment; s3rver's own.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'creator-s3rver-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
    // s3rver signs a path-style request on the bucket itself (a listing: `/<bucket>/?list-type=2`) otherwise than
    // S3 and the AWS SDK do, and refuses it; the signature is the SDK's work, not what is tested here.
    allowMismatchedSignatures: true,
  });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  location = parseBucketLocation(`s3://${BUCKET}/deployment-a?endpoint=${endpoint}&path_style=1`);
  direct = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  server = await startTestServer({ bucket: location });
  demo = await server.signIn(DEMO_ACCOUNTS.demo);
  demoId = await creatorIdOf(server, DEMO_ACCOUNTS.demo);
});

afterAll(async () => {
  await server?.close();
  direct?.destroy();
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
  process.env.AWS_ACCESS_KEY_ID = savedEnv.id;
  process.env.AWS_SECRET_ACCESS_KEY = savedEnv.secret;
  if (savedEnv.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
  if (savedEnv.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
});

describe('images in an S3-compatible bucket', () => {
  it('stores an upload in the bucket under the prefix, writes nothing to the disk, and serves it back', async () => {
    const png = bandedPng(64, 48, [10, 20, 30], [200, 100, 50]);
    const sign = await uploadSigning(server, demo, 'a_64_48.png');
    const key = `${sign.dir}a_64_48.png`;
    expect((await storeFile(sign, key, png)).status).toBe(200);
    expect((await inBucket(`deployment-a/${key}`))?.equals(png)).toBe(true);
    // The seed's images went to the bucket too: the upload folder stays empty.
    expect(await filesUnder(server.uploadDir)).toEqual([]);
    const served = await fetch(`${sign.domain}/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('never replaces a stored image: the same key again is refused and the bucket keeps the first bytes', async () => {
    const first = bandedPng(64, 48, [1, 2, 3], [4, 5, 6]);
    const second = bandedPng(64, 48, [250, 250, 250], [0, 0, 0]);
    const sign = await uploadSigning(server, demo, 'once_64_48.png');
    const key = `${sign.dir}once_64_48.png`;
    expect((await storeFile(sign, key, first)).status).toBe(200);
    const again = await storeFile(sign, key, second);
    expect(((await again.json()) as { code: number }).code).not.toBe(0);
    expect((await inBucket(`deployment-a/${key}`))?.equals(first)).toBe(true);
    // The same bytes sent again (a retry whose answer was lost) succeed as the first did.
    expect((await storeFile(sign, key, first)).status).toBe(200);
  });

  it('makes a thumbnail once, keeps it in the bucket, and a second instance serves both from there', async () => {
    const photo = await photoLike(900, 600, 7);
    const sign = await uploadSigning(server, demo, 'photo_900_600.jpg');
    const key = `${sign.dir}photo_900_600.jpg`;
    expect((await storeFile(sign, key, photo)).status).toBe(200);
    const before = server.app.services.thumbnails.encodes;
    const thumb = await fetch(`${sign.domain}/${key}?w=320&h=320`);
    expect(thumb.status).toBe(200);
    const bytes = Buffer.from(await thumb.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 320, height: 320 });
    expect(server.app.services.thumbnails.encodes).toBe(before + 1);
    expect(await listed(`deployment-a/@variants/${key}/`)).toEqual([
      `deployment-a/@variants/${key}/w320h320`,
    ]);
    expect((await inBucket(`deployment-a/@variants/${key}/w320h320`))?.equals(bytes)).toBe(true);

    // Another instance: its own process state, the same database and bucket, no shared disk.
    const other = createApp({
      db: server.db,
      clock: server.clock,
      log: () => {},
      settings: { uploadDir: await mkdtemp(path.join(os.tmpdir(), 'creator-other-')), bucket: location },
      files: await openFileStore({ uploadDir: '/nonexistent', bucket: location }),
    });
    const original = await other.fetch(new Request(`${server.base}/storage/${key}`));
    expect(Buffer.from(await original.arrayBuffer()).equals(photo)).toBe(true);
    const kept = await other.fetch(new Request(`${server.base}/storage/${key}?w=320&h=320`));
    expect(Buffer.from(await kept.arrayBuffer()).equals(bytes)).toBe(true);
    expect(other.services.thumbnails.encodes).toBe(0);
    other.services.files.close?.();
    await other.services.articleHtml.close();
  });

  it('removes an image and its variants from the bucket', async () => {
    const store: FileStore = new BucketFileStore(location);
    try {
      const key = `content/${demoId}/0123456789abcdef01234567/gone_900_600.png`;
      const photo = await photoLike(900, 600, 8, 'png');
      await store.create(key, photo);
      await store.writeVariant(key, 'w640', Buffer.from('scaled'));
      await store.linkVariant(key, 'w320h320', photo);
      expect((await store.readVariant(key, 'w320h320'))?.equals(photo)).toBe(true);
      expect((await store.readHead(key, 8))?.equals(photo.subarray(0, 8))).toBe(true);
      await store.remove(key);
      expect(await store.read(key)).toBeNull();
      expect(await store.readVariant(key, 'w640')).toBeNull();
      expect(await listed(`deployment-a/@variants/${key}/`)).toEqual([]);
      // Removing what is gone is no error.
      await store.remove(key);
    } finally {
      store.close?.();
    }
  });

  it('stores an upload whose put reached the bucket but whose answer was lost, and refuses other bytes under it', async () => {
    await throughProxy(async (store, proxy) => {
      const key = `content/${demoId}/00000000000000000000000a/lost_64_48.png`;
      const png = bandedPng(64, 48, [9, 9, 9], [99, 99, 99]);
      proxy.afterPut(key, 'lose');
      // The SDK sends the put again; the bucket refuses it (the object is there): the same bytes, so it is done.
      await store.create(key, png);
      expect((await inBucket(`deployment-a/${key}`))?.equals(png)).toBe(true);
      await expect(store.create(key, bandedPng(64, 48, [1, 1, 1], [2, 2, 2]))).rejects.toBeInstanceOf(
        FileExistsError,
      );
      expect((await inBucket(`deployment-a/${key}`))?.equals(png)).toBe(true);
    });
  });

  it('removes what a failed put left in the bucket, and frees its key', async () => {
    await throughProxy(async (store, proxy) => {
      const key = `content/${demoId}/00000000000000000000000b/refused_64_48.png`;
      const png = bandedPng(64, 48, [7, 7, 7], [77, 77, 77]);
      proxy.afterPut(key, 'refuse');
      const options = {
        ownerId: demoId,
        now: server.clock.now(),
        quotaBytes: 100 * 1024 * 1024,
        field: 'file',
      };
      await expect(
        storeNewFiles(server.db, store, [{ key, contentType: 'image/png', bytes: png }], options),
      ).rejects.toThrow();
      expect(await inBucket(`deployment-a/${key}`)).toBeNull();
      const row = await server.db
        .selectFrom('stored_file')
        .select('key')
        .where('key', '=', key)
        .executeTakeFirst();
      expect(row).toBeUndefined();
      // The key is free again: the upload sent once more is stored.
      await storeNewFiles(server.db, store, [{ key, contentType: 'image/png', bytes: png }], options);
      expect((await inBucket(`deployment-a/${key}`))?.equals(png)).toBe(true);
    });
  });

  it('refuses keys and variant names that would reach outside their place', async () => {
    const store = new BucketFileStore(location);
    try {
      await expect(store.read('../outside.png')).rejects.toThrow(/unsafe storage key/u);
      await expect(store.read('@variants/w640/content/x.png')).rejects.toThrow(/unsafe storage key/u);
      await expect(store.readVariant('content/x.png', '../w640')).rejects.toThrow(/unsafe variant name/u);
    } finally {
      store.close();
    }
  });

  it('stops a start whose bucket does not answer, saying which and why', async () => {
    await expect(
      openFileStore({ uploadDir: '/nonexistent', bucket: { ...location, bucket: 'no-such-bucket' } }),
    ).rejects.toThrow(/bucket "no-such-bucket" of STORAGE_URL did not answer \(404 NoSuchBucket\)/u);
  });
});

describe('STORAGE_URL', () => {
  it('reads the bucket, the prefix, the endpoint, the region and the address style', () => {
    expect(parseBucketLocation('s3://images')).toEqual({
      bucket: 'images',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(
      parseBucketLocation(
        's3://my.images/creators/prod/?endpoint=https://oss-cn-hangzhou.aliyuncs.com&region=oss-cn-hangzhou&path_style=0',
      ),
    ).toEqual({
      bucket: 'my.images',
      prefix: 'creators/prod/',
      endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
      region: 'oss-cn-hangzhou',
      forcePathStyle: false,
    });
  });

  it.each([
    ['s3://' + 'a'.repeat(1100), /longer than 1024/u],
    ['https://images', /must start with s3:\/\//u],
    ['s3://key:secret@images', /must not hold credentials/u],
    ['s3://Images', /no valid bucket/u],
    ['s3://images/pre$fix', /odd characters/u],
    ['s3://images?endpont=http://x', /unknown parameter "endpont"/u],
    ['s3://images?endpoint=ftp://x', /not an http\(s\) origin/u],
    ['s3://images?endpoint=http://x/path', /not an http\(s\) origin/u],
    ['s3://images?region=US%20East', /no valid region/u],
    ['s3://images?path_style=yes', /path_style other than 0 or 1/u],
  ])('refuses %s', (text, why) => {
    expect(() => parseBucketLocation(text)).toThrow(why);
  });
});
