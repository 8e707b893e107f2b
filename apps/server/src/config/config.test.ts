import { routes } from '@creator/api/schemas/routes';
import { describe, expect, it } from 'vitest';
import { DEMO_WEB_API_CONFIG } from '../db/seed';
import { demoServerForFile } from '../testing/demo-server';
import type { TestServer } from '../testing/harness';

let server: TestServer;

demoServerForFile((started) => {
  ({ server } = started);
});

const configQuery = { platform: 'web', project_keys: 'community_config' };

describe('GET /config-api/api/configs/batch', () => {
  it("answers the stored web configuration with this server's password key and image host", async () => {
    const { status, body } = await server.call('GET', '/config-api/api/configs/batch', {
      query: configQuery,
    });
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
    const stored = await server.db
      .selectFrom('server_secret')
      .select('value')
      .where('name', '=', 'rsa_public')
      .executeTakeFirstOrThrow();
    expect(first.body.data.community_config.web_api.password_public_key).toBe(stored.value);
  });

  it('refuses a malformed query with 400 and code 10001, never a 5xx', async () => {
    const { status, body } = await server.call('GET', '/config-api/api/configs/batch', {
      query: { platform: 'ios' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe(10001);
    expect(body.message).toMatch(/platform|project_keys/);
  });
});
