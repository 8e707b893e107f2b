import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed';
import { settingsFromEnv } from '../settings';
import type { TestServer } from '../testing/harness';
import { startServerAtProductionCost as startServer } from '../testing/production-cost';

/*
 * The attacks of the security review (issue 13) on what the server gives away: emailed codes, the public
 * origin, which accounts exist. Each is performed against a real server, now failing, with the attempt limits
 * ON (the other suites relax them).
 */

let server: TestServer;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = await startServer({ relaxAttemptLimits: false }, { log: (line) => logged.push(line) });
});

afterAll(async () => {
  await server?.close();
});

async function sendCode(email: string) {
  const sent = await server.call('GET', '/user-api/web/mp_email_verification', {
    query: { email, ticket: await server.captchaTicket(email) },
  });
  expect(sent.body.code).toBe(0);
  return server.db
    .selectFrom('outbox')
    .select(['id', 'code', 'attempts'])
    .where('email', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** A request through node:http, which lets the test set any Host header. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(path, server.base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, headers },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('finding 3: emailed codes are not exposed', () => {
  it('writes no code to the log', async () => {
    const sent = await sendCode(DEMO_ACCOUNTS.forbidden);
    expect(JSON.stringify(logged)).not.toContain(sent.code);
    expect(logged.some((line) => line.msg === 'email code sent')).toBe(true);
  });

  it('has no outbox unless DEV_OUTBOX=1 asks for one, and no passing of reviews unless DEV_REVIEWS=1 does', async () => {
    expect(settingsFromEnv({}, '/tmp/u', 'http://localhost:1').devOutbox).toBe(false);
    expect(settingsFromEnv({}, '/tmp/u', 'http://localhost:1').devReviews).toBe(false);
    const quiet = await startServer({ devOutbox: false, devReviews: false });
    try {
      const outbox = await fetch(`${quiet.base}/dev/outbox`);
      expect(outbox.status).toBe(404);
      const reviews = await fetch(`${quiet.base}/dev/reviews/pass`, { method: 'POST' });
      expect(reviews.status).toBe(404);
    } finally {
      await quiet.close();
    }
  });

  it('refuses to start in production with the test captcha, the outbox, passing reviews, relaxed limits, the test password cost or no PUBLIC_URL', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://creators.example', TRUST_PROXY: '1' };
    expect(() => settingsFromEnv(production, '/tmp/u', 'http://localhost:1')).not.toThrow();
    expect(() =>
      settingsFromEnv({ ...production, CAPTCHA_TEST_CODE: 'T3ST' }, '/tmp/u', 'http://localhost:1'),
    ).toThrow(/CAPTCHA_TEST_CODE/u);
    expect(() => settingsFromEnv({ ...production, DEV_OUTBOX: '1' }, '/tmp/u', 'http://localhost:1')).toThrow(
      /DEV_OUTBOX/u,
    );
    expect(() =>
      settingsFromEnv({ ...production, DEV_REVIEWS: '1' }, '/tmp/u', 'http://localhost:1'),
    ).toThrow(/DEV_REVIEWS/u);
    expect(() =>
      settingsFromEnv({ ...production, RELAX_ATTEMPT_LIMITS: '1' }, '/tmp/u', 'http://localhost:1'),
    ).toThrow(/RELAX_ATTEMPT_LIMITS/u);
    expect(() =>
      settingsFromEnv({ ...production, PASSWORD_TEST_COST: '1' }, '/tmp/u', 'http://localhost:1'),
    ).toThrow(/PASSWORD_TEST_COST/u);
    expect(() =>
      settingsFromEnv({ NODE_ENV: 'production', TRUST_PROXY: '0' }, '/tmp/u', 'http://localhost:1'),
    ).toThrow(/PUBLIC_URL/u);
    expect(() =>
      settingsFromEnv({ ...production, TRUST_PROXY: undefined }, '/tmp/u', 'http://localhost:1'),
    ).toThrow(/TRUST_PROXY/u);
    expect(() =>
      settingsFromEnv({ PUBLIC_URL: 'https://creators.example/path' }, '/tmp/u', 'http://localhost:1'),
    ).toThrow(/PUBLIC_URL/u);
  });
});

describe('finding 7: the public origin is configured, not taken from the request', () => {
  const configPath = '/config-api/api/configs/batch?platform=web&project_keys=community_config';
  const imageHostOf = (body: string) =>
    (JSON.parse(body) as { data: { community_config: { web_api: { image_host: string } } } }).data
      .community_config.web_api.image_host;

  it('never echoes a foreign Host header into the addresses it hands out', async () => {
    const answer = await rawGet(configPath, { host: 'evil.example' });
    expect(imageHostOf(answer.body)).not.toContain('evil.example');
  });

  it('builds every address on PUBLIC_URL, and believes X-Forwarded-Proto only behind a configured proxy', async () => {
    const configured = await startServer({ publicUrl: 'https://creators.example' });
    const proxied = await startServer({ trustProxy: true });
    try {
      const config = await configured.call('GET', configPath);
      expect(config.body.data.community_config.web_api.image_host).toBe('https://creators.example/storage');
      const token = await configured.signIn(DEMO_ACCOUNTS.demo);
      const signing = await configured.call('GET', '/mp-api/v3/api/upload_token', {
        token,
        query: { names: 'a.png', upload_type: 'image' },
      });
      expect(signing.body.data.domain).toBe('https://creators.example/storage');
      expect(signing.body.data.endpoint).toBe('https://creators.example/storage');

      const untrusted = await server.call('GET', configPath, {
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
      });
      expect(untrusted.body.data.community_config.web_api.image_host).toBe(`${server.base}/storage`);
      const behindProxy = await proxied.call('GET', configPath, {
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'creators.example' },
      });
      expect(behindProxy.body.data.community_config.web_api.image_host).toBe(
        'https://creators.example/storage',
      );
      expect(behindProxy.headers.get('strict-transport-security')).toMatch(/max-age=31536000/u);
      expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await configured.close();
      await proxied.close();
    }
  });
});

describe('finding 8: no account enumeration before a captcha is solved', () => {
  it('answers known and unknown addresses alike on the code send, the code check and the reset', async () => {
    const password = await server.encrypt('Fresh#Password9');
    for (const clang of ['en-US', 'ar-EG']) {
      const pair = async (email: string) => [
        (
          await server.call('GET', '/user-api/web/mp_email_verification', {
            query: { email, ticket: 'forged-ticket-value' },
            headers: { clang },
          })
        ).body,
        (
          await server.call('POST', '/user-api/web/mp_email_verification', {
            body: { email, token: '123456' },
            headers: { clang },
          })
        ).body,
        (
          await server.call('PUT', '/user-api/web/mp_nologin_password', {
            body: { email, password, ticket: 'forged-ticket-value' },
            headers: { clang },
          })
        ).body,
      ];
      expect(await pair('nobody@creator.test')).toEqual(await pair(DEMO_ACCOUNTS.noPosting));
    }
  });
});
