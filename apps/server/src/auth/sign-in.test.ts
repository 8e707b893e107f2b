import { decodeCaptchaChallenge } from '@creator/api/schemas/auth';
import { routes } from '@creator/api/schemas/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed';
import { consumeCaptcha } from '../security/captcha';
import { authCalls } from '../testing/auth-calls';
import { startTestServer, TEST_CAPTCHA_CODE, type TestServer } from '../testing/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const { captcha, verify, login, ticketFor } = authCalls(() => server);

describe('captcha', () => {
  it('answers a raster image and an opaque id, base64 JSON as the contract says', async () => {
    const { body } = await server.call('GET', '/user-api/web/mp_verification');
    expect(routes.fetchCaptcha.answer.safeParse(body.data).success).toBe(true);
    const challenge = decodeCaptchaChallenge(body.data.token)!;
    expect(challenge.image).toMatch(/^data:image\/png;base64,/);
  });

  it('accepts the code in any case and answers a ticket', async () => {
    const { id, answer } = await captcha();
    const { body } = await verify(DEMO_ACCOUNTS.demo, id, answer.toUpperCase());
    expect(body.code).toBe(0);
    expect(routes.verifyCaptcha.answer.safeParse(body.data).success).toBe(true);
  });

  it('is one-time: the second use answers 13001001', async () => {
    const { id, answer } = await captcha();
    expect((await verify(DEMO_ACCOUNTS.demo, id, answer)).body.code).toBe(0);
    expect((await verify(DEMO_ACCOUNTS.demo, id, answer)).body.code).toBe(13001001);
  });

  it('a wrong code answers 13001001 and spends the captcha', async () => {
    const { id, answer } = await captcha();
    const wrong = answer === 'abcd' ? 'abce' : 'abcd';
    expect((await verify(DEMO_ACCOUNTS.demo, id, wrong)).body.code).toBe(13001001);
    expect((await verify(DEMO_ACCOUNTS.demo, id, answer)).body.code).toBe(13001001);
  });

  it('expires after 2 minutes', async () => {
    const { id, answer } = await captcha();
    server.clock.advance(2 * 60_000 + 1000);
    expect((await verify(DEMO_ACCOUNTS.demo, id, answer)).body.code).toBe(13001001);
  });

  it('answers 13001004 for an email that belongs to no creator', async () => {
    const { id, answer } = await captcha();
    expect((await verify('nobody@creator.test', id, answer)).body.code).toBe(13001004);
  });

  it('refuses a token that is not base64 JSON of {token, code} with 400 and 10001', async () => {
    const { status, body } = await server.call('POST', '/user-api/web/mp_verification', {
      body: { email: DEMO_ACCOUNTS.demo, token: 'bm90IGpzb24=' },
    });
    expect([status, body.code]).toEqual([400, 10001]);
  });

  it('accepts CAPTCHA_TEST_CODE only when it is configured', async () => {
    const { id } = await captcha();
    expect(await consumeCaptcha(server.db, server.clock, id, TEST_CAPTCHA_CODE, undefined)).toBe(false);
    const second = await captcha();
    expect(
      await consumeCaptcha(
        server.db,
        server.clock,
        second.id,
        TEST_CAPTCHA_CODE.toLowerCase(),
        TEST_CAPTCHA_CODE,
      ),
    ).toBe(true);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the encrypted password and a ticket, and the token opens protected calls', async () => {
    const { body } = await login(DEMO_ACCOUNTS.demo, DEMO_PASSWORD, await ticketFor(DEMO_ACCOUNTS.demo));
    expect(body.code).toBe(0);
    expect(routes.login.answer.safeParse(body.data).success).toBe(true);
    expect(body.data).toMatchObject({ uregion: 'id', country: 'ID' });
    const account = await server.call('GET', '/mp-api/v3/api/account', {
      token: body.data.authentication_token,
    });
    expect(account.body.data.email).toBe(DEMO_ACCOUNTS.demo);
  });

  it('answers the same on the second path POST /mp-api/v3/api/account/login', async () => {
    const { body } = await login(
      DEMO_ACCOUNTS.demo,
      DEMO_PASSWORD,
      await ticketFor(DEMO_ACCOUNTS.demo),
      '/mp-api/v3/api/account/login',
    );
    expect(body.code).toBe(0);
  });

  it('answers 14001 for a wrong password, a reused ticket and a ticket of another email', async () => {
    const ticket = await ticketFor(DEMO_ACCOUNTS.demo);
    expect((await login(DEMO_ACCOUNTS.demo, 'Wrong#2026', ticket)).body.code).toBe(14001);
    expect((await login(DEMO_ACCOUNTS.demo, DEMO_PASSWORD, ticket)).body.code).toBe(14001);
    const writerTicket = await ticketFor(DEMO_ACCOUNTS.noPolish);
    expect((await login(DEMO_ACCOUNTS.demo, DEMO_PASSWORD, writerTicket)).body.code).toBe(14001);
  });

  it('answers 14002 for an account that may not sign in', async () => {
    const { body } = await login(
      DEMO_ACCOUNTS.forbidden,
      DEMO_PASSWORD,
      await ticketFor(DEMO_ACCOUNTS.forbidden),
    );
    expect(body.code).toBe(14002);
  });

  it('answers 401 with code 1 without a token or with an unknown one', async () => {
    const missing = await server.call('GET', '/mp-api/v3/api/account');
    expect([missing.status, missing.body.code]).toEqual([401, 1]);
    const unknown = await server.call('GET', '/mp-api/v3/api/account', { token: 'x'.repeat(43) });
    expect([unknown.status, unknown.body.code]).toEqual([401, 1]);
  });

  it('answers 401 with code 5 once the session has expired', async () => {
    const token = await server.signIn(DEMO_ACCOUNTS.demo);
    server.clock.advance(7 * 24 * 3600_000 + 1000);
    const { status, body } = await server.call('GET', '/mp-api/v3/api/account', { token });
    expect([status, body.code]).toEqual([401, 5]);
  });

  it('logs out: the token stops working', async () => {
    const token = await server.signIn(DEMO_ACCOUNTS.demo);
    expect((await server.call('POST', '/user-api/web/mp_logout', { token, body: {} })).body.code).toBe(0);
    const after = await server.call('GET', '/mp-api/v3/api/account', { token });
    expect([after.status, after.body.code]).toEqual([401, 1]);
  });
});
