import { routes } from '@creator/api/schemas/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_WEB_API_CONFIG } from './db/seed';
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

const configQuery = { platform: 'web', project_keys: 'community_config' };

describe('GET /config-api/api/configs/batch', () => {
  it('answers the stored web configuration with this server\'s password key and image host', async () => {
    const { status, body } = await server.call('GET', '/config-api/api/configs/batch', { query: configQuery });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(routes.getConfigBatch.answer.safeParse(body.data).success).toBe(true);
    const webApi = body.data.community_config.web_api;
    expect(webApi).toMatchObject(DEMO_WEB_API_CONFIG);
    expect(webApi.password_public_key).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(webApi.image_host).toBe(`${server.base}/storage`);
  });

  it('reflects a change made in the database', async () => {
    await server.db
      .updateTable('config_entry')
      .set({ value: JSON.stringify({ web_api: { ...DEMO_WEB_API_CONFIG, polish_claim_max_length: 7 } }) })
      .where('project_key', '=', 'community_config')
      .execute();
    const { body } = await server.call('GET', '/config-api/api/configs/batch', { query: configQuery });
    expect(body.data.community_config.web_api.polish_claim_max_length).toBe(7);
  });

  it('keeps the same password key across calls (made once, stored)', async () => {
    const first = await server.call('GET', '/config-api/api/configs/batch', { query: configQuery });
    const stored = await server.db.selectFrom('server_secret').select('value').where('name', '=', 'rsa_public').executeTakeFirstOrThrow();
    expect(first.body.data.community_config.web_api.password_public_key).toBe(stored.value);
  });

  it('refuses a malformed query with 400 and code 10001, never a 5xx', async () => {
    const { status, body } = await server.call('GET', '/config-api/api/configs/batch', { query: { platform: 'ios' } });
    expect(status).toBe(400);
    expect(body.code).toBe(10001);
    expect(body.message).toMatch(/platform|project_keys/);
  });
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
    const textPlain = await server.call('POST', path, { token, raw: '{"ids":[1]}', headers: { 'content-type': 'text/plain' } });
    expect([textPlain.status, textPlain.body.code]).toEqual([400, 10001]);
  });

  it('refuses text holding a NUL character with 400 instead of failing in the database', async () => {
    const query = await server.call('GET', '/mp-api/v3/api/hashtags', { token, query: { name: 'a\u0000b' } });
    expect([query.status, query.body.code]).toEqual([400, 10001]);
    const body = await server.call('PUT', '/user-api/web/mp_nickname', { token, body: { nickname: 'Nul\u0000Name' } });
    expect([body.status, body.body.code]).toEqual([400, 10001]);
  });

  it('refuses a JSON body over 1 MB with 413 and the envelope', async () => {
    const huge = JSON.stringify({ ids: [1], padding: 'x'.repeat(1024 * 1024) });
    const { status, body } = await server.call('POST', '/mp-api/v3/api/notifies/actions/read', { token, raw: huge });
    expect(status).toBe(413);
    expect(body.code).toBe(10001);
  });

  it('refuses unknown query parameters on calls that take none', async () => {
    const { status, body } = await server.call('GET', '/mp-api/v3/api/home', { token, query: { debug: 1 } });
    expect([status, body.code]).toEqual([400, 10001]);
  });
});
