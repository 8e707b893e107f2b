import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './db/seed';
import { startTestServer, type TestServer } from './testing/harness';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO_ACCOUNTS.demo);
});

afterAll(async () => {
  await server?.close();
});

describe('transport', () => {
  it('sends the security headers', async () => {
    const response = await fetch(`${server.base}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers an unknown API path with the envelope and 404', async () => {
    const { status, body } = await server.call('GET', '/mp-api/v3/api/nothing-here', { token });
    expect(status).toBe(404);
    expect(body.code).toBe(404);
  });

  it('refuses malformed JSON, a wrong type, an unknown field and a non-JSON content type with 400 and 10001', async () => {
    const path = '/mp-api/v3/api/notifies/actions/read';
    const malformed = await server.call('POST', path, { token, raw: '{"ids": [1,' });
    expect([malformed.status, malformed.body.code]).toEqual([400, 10001]);
    expect(malformed.body.message).toMatch(/malformed JSON/);
    const wrongType = await server.call('POST', path, { token, body: { ids: 'one' } });
    expect([wrongType.status, wrongType.body.code]).toEqual([400, 10001]);
    expect(wrongType.body.message).toMatch(/^ids/);
    const unknown = await server.call('POST', path, { token, body: { ids: [1], admin: true } });
    expect([unknown.status, unknown.body.code]).toEqual([400, 10001]);
    expect(unknown.body.message).toMatch(/unknown field admin/);
    const textPlain = await server.call('POST', path, {
      token,
      raw: '{"ids":[1]}',
      headers: { 'content-type': 'text/plain' },
    });
    expect([textPlain.status, textPlain.body.code]).toEqual([400, 10001]);
  });

  it('refuses text holding a NUL character with 400 instead of failing in the database', async () => {
    const query = await server.call('GET', '/mp-api/v3/api/hashtags', { token, query: { name: 'a\u0000b' } });
    expect([query.status, query.body.code]).toEqual([400, 10001]);
    const body = await server.call('PUT', '/user-api/web/mp_nickname', {
      token,
      body: { nickname: 'Nul\u0000Name' },
    });
    expect([body.status, body.body.code]).toEqual([400, 10001]);
  });

  it('refuses a JSON body over 1 MB with 413 and the envelope', async () => {
    const huge = JSON.stringify({ ids: [1], padding: 'x'.repeat(1024 * 1024) });
    const { status, body } = await server.call('POST', '/mp-api/v3/api/notifies/actions/read', {
      token,
      raw: huge,
    });
    expect(status).toBe(413);
    expect(body.code).toBe(10001);
  });

  it('refuses unknown query parameters on calls that take none', async () => {
    const { status, body } = await server.call('GET', '/mp-api/v3/api/home', { token, query: { debug: 1 } });
    expect([status, body.code]).toEqual([400, 10001]);
  });
});
