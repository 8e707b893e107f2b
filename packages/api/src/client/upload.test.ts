// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadSigning } from '../schemas/upload';
import { configureApiClient } from './config';
import { createSessionStore } from './session';
import { FakeXhr } from '../mocks/fake-xhr';
import { uploadAvatar } from './avatar-upload';
import { newImageObjectName, uploadImage, uploadToStorage } from './upload';

const signing: UploadSigning = {
  signature: { policy: 'eyJleHBpcmF0aW9uIjoiMjAyNi0xMS0yMlQwNTowMDowMFoifQ==', signature: 'c2lnbmF0dXJl' },
  bucketName: 'creator-images',
  domain: 'https://img.example.test',
  endpoint: 'https://storage.example.test',
  SecurityToken: 'sts-token',
  AccessKeyId: 'AK-1',
  dir: 'mp/2026/11/',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.respond = (xhr) => xhr.finish(200);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const session = createSessionStore();
  session.signIn({ authentication_token: 'secret-token', uregion: 'sg', country: 'ID' });
  configureApiClient({ baseUrl: 'http://api.test', session });
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const file = new Blob(['fake image bytes'], { type: 'image/png' });

describe('uploadToStorage', () => {
  it('posts the contract’s fields in order with the file last, and answers <domain>/<key>', async () => {
    const result = await uploadToStorage(signing, file, 'abc_640_360.png');
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('https://storage.example.test');
    const fields = [...(xhr?.body?.entries() ?? [])];
    expect(fields.map(([name]) => name)).toEqual([
      'key',
      'policy',
      'OSSAccessKeyId',
      'signature',
      'x-oss-security-token',
      'success_action_status',
      'file',
    ]);
    expect(Object.fromEntries(fields.slice(0, 6))).toEqual({
      key: 'mp/2026/11/abc_640_360.png',
      policy: signing.signature.policy,
      OSSAccessKeyId: 'AK-1',
      signature: 'c2lnbmF0dXJl',
      'x-oss-security-token': 'sts-token',
      success_action_status: '200',
    });
    expect(await (fields[6]?.[1] as File).text()).toBe('fake image bytes');
    expect(result).toEqual({
      url: 'https://img.example.test/mp/2026/11/abc_640_360.png',
      key: 'mp/2026/11/abc_640_360.png',
    });
  });

  it('never sends the session to the storage endpoint', async () => {
    await uploadToStorage(signing, file, 'a.png');
    const [xhr] = FakeXhr.sent;
    expect(xhr?.headers).toEqual({});
    expect(xhr?.withCredentials).toBe(false);
  });

  it('uses the object name of an oss_sts answer in place of the client’s', async () => {
    const result = await uploadToStorage({ ...signing, name: 'server-name.png' }, file, 'mine.png');
    expect(result.key).toBe('mp/2026/11/server-name.png');
  });

  it('reports upload progress', async () => {
    FakeXhr.respond = (xhr) => {
      xhr.progress(10, 100);
      xhr.progress(100, 100);
      xhr.finish(200);
    };
    const seen: unknown[] = [];
    await uploadToStorage(signing, file, 'a.png', { onProgress: (progress) => seen.push(progress) });
    expect(seen).toEqual([
      { loaded: 10, total: 100 },
      { loaded: 100, total: 100 },
    ]);
  });

  it('retries once after a network failure and succeeds', async () => {
    let attempt = 0;
    FakeXhr.respond = (xhr) => (attempt++ === 0 ? xhr.fail() : xhr.finish(200));
    await expect(uploadToStorage(signing, file, 'a.png')).resolves.toMatchObject({ key: 'mp/2026/11/a.png' });
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('gives up after the one retry with the upload failure text', async () => {
    FakeXhr.respond = (xhr) => xhr.finish(503);
    await expect(uploadToStorage(signing, file, 'a.png')).rejects.toMatchObject({
      kind: 'network',
      status: 503,
      descriptor: { id: 'api.error.upload' },
    });
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('does not retry a refusal by the storage (expired policy, too large)', async () => {
    FakeXhr.respond = (xhr) => xhr.finish(403);
    await expect(uploadToStorage(signing, file, 'a.png')).rejects.toMatchObject({
      kind: 'contract',
      status: 403,
      descriptor: { id: 'api.error.upload' },
    });
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('cancels through the signal without a retry', async () => {
    const controller = new AbortController();
    FakeXhr.respond = () => controller.abort();
    await expect(
      uploadToStorage(signing, file, 'a.png', { signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'aborted' });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]?.aborted).toBe(true);
  });
});

describe('upload flows', () => {
  it('signs with upload_token then stores the image', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get('http://api.test/mp-api/v3/api/upload_token', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ code: 0, message: 'ok', data: signing });
      }),
    );
    const result = await uploadImage(file, 'abc_640_360.png');
    expect(query?.get('names')).toBe('abc_640_360.png');
    expect(query?.get('upload_type')).toBe('image');
    expect(result.url).toBe('https://img.example.test/mp/2026/11/abc_640_360.png');
  });

  it('signs the avatar with oss_sts and the file’s SHA-256', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get('http://api.test/data-api/v2/oss_sts', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ code: 0, message: 'ok', data: { ...signing, name: 'u42.jpg' } });
      }),
    );
    const avatar = new Blob(['abc'], { type: 'image/jpeg' });
    const result = await uploadAvatar(avatar, 'me.JPG');
    expect(Object.fromEntries(query ?? [])).toEqual({
      names: 'me.JPG',
      uploadType: 'image',
      scene: 'avatar',
      extension: 'jpg',
      signature: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
    expect(result.url).toBe('https://img.example.test/mp/2026/11/u42.jpg');
  });
});

describe('newImageObjectName', () => {
  it('carries the size and the extension of the type', () => {
    expect(newImageObjectName('image/png', 640, 360)).toMatch(/^[0-9a-f]{32}_640_360\.png$/u);
    expect(newImageObjectName('image/jpeg', 1080.4, 1920)).toMatch(/_1080_1920\.jpg$/u);
  });
});
