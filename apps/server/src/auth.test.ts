import { decodeCaptchaChallenge, encodeCaptchaAnswer } from '@creator/api/schemas/auth';
import { routes } from '@creator/api/schemas/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed';
import { consumeCaptcha } from './security/captcha';
import { startTestServer, TEST_CAPTCHA_CODE, type TestServer } from './testing/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** A fresh captcha and the answer the server stored for it (what a person would read off the image). */
async function captcha() {
  const { body } = await server.call('GET', '/user-api/web/mp_verification');
  const challenge = decodeCaptchaChallenge(body.data.token)!;
  const row = await server.db.selectFrom('captcha').select('answer').where('id', '=', challenge.token).executeTakeFirstOrThrow();
  return { id: challenge.token, answer: row.answer, image: challenge.image };
}

async function verify(email: string, id: string, code: string) {
  return server.call('POST', '/user-api/web/mp_verification', { body: { email, token: encodeCaptchaAnswer({ token: id, code }) } });
}

async function login(account: string, password: string, ticket: string, path = '/user-api/web/mp_login') {
  return server.call('POST', path, { body: { account, password: await server.encrypt(password), ticket } });
}

/** The password hash the server keeps for an account. */
async function storedHash(email: string) {
  return (await server.db.selectFrom('creator').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash;
}

async function ticketFor(email: string) {
  const { id, answer } = await captcha();
  const { body } = await verify(email, id, answer);
  return body.data.ticket as string;
}

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
    const { status, body } = await server.call('POST', '/user-api/web/mp_verification', { body: { email: DEMO_ACCOUNTS.demo, token: 'bm90IGpzb24=' } });
    expect([status, body.code]).toEqual([400, 10001]);
  });

  it('accepts CAPTCHA_TEST_CODE only when it is configured', async () => {
    const { id } = await captcha();
    expect(await consumeCaptcha(server.db, server.clock, id, TEST_CAPTCHA_CODE, undefined)).toBe(false);
    const second = await captcha();
    expect(await consumeCaptcha(server.db, server.clock, second.id, TEST_CAPTCHA_CODE.toLowerCase(), TEST_CAPTCHA_CODE)).toBe(true);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the encrypted password and a ticket, and the token opens protected calls', async () => {
    const { body } = await login(DEMO_ACCOUNTS.demo, DEMO_PASSWORD, await ticketFor(DEMO_ACCOUNTS.demo));
    expect(body.code).toBe(0);
    expect(routes.login.answer.safeParse(body.data).success).toBe(true);
    expect(body.data).toMatchObject({ uregion: 'id', country: 'ID' });
    const account = await server.call('GET', '/mp-api/v3/api/account', { token: body.data.authentication_token });
    expect(account.body.data.email).toBe(DEMO_ACCOUNTS.demo);
  });

  it('answers the same on the second path POST /mp-api/v3/api/account/login', async () => {
    const { body } = await login(DEMO_ACCOUNTS.demo, DEMO_PASSWORD, await ticketFor(DEMO_ACCOUNTS.demo), '/mp-api/v3/api/account/login');
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
    const { body } = await login(DEMO_ACCOUNTS.forbidden, DEMO_PASSWORD, await ticketFor(DEMO_ACCOUNTS.forbidden));
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

describe('forgotten password', () => {
  const email = DEMO_ACCOUNTS.noPolish;

  async function sendCode() {
    const ticket = await ticketFor(email);
    const sent = await server.call('GET', '/user-api/web/mp_email_verification', { query: { email, ticket } });
    expect(sent.body.code).toBe(0);
    const outbox = await fetch(`${server.base}/dev/outbox?email=${encodeURIComponent(email)}`);
    const messages = (await outbox.json()) as { code: string; email: string }[];
    return { ticket, code: messages[0]!.code, messages };
  }

  it('emails a 6-digit code to the outbox, newest first, and refuses a reused captcha ticket', async () => {
    const first = await sendCode();
    const second = await sendCode();
    expect(second.code).toMatch(/^\d{6}$/);
    expect(second.messages.length).toBeGreaterThanOrEqual(2);
    expect(second.messages.every((message) => message.email === email)).toBe(true);
    const reused = await server.call('GET', '/user-api/web/mp_email_verification', { query: { email, ticket: first.ticket } });
    expect(reused.body.code).toBe(13001001);
  });

  it('answers an unknown email like a wrong code (13001001), so the check tells no addresses apart', async () => {
    const { body } = await server.call('POST', '/user-api/web/mp_email_verification', { body: { email: 'nobody@creator.test', token: '123456' } });
    expect(body.code).toBe(13001001);
  });

  it('checks the code (13001001 when wrong), then resets the password with the new ticket', async () => {
    const { code } = await sendCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await server.call('POST', '/user-api/web/mp_email_verification', { body: { email, token: wrong } })).body.code).toBe(13001001);
    const checked = await server.call('POST', '/user-api/web/mp_email_verification', { body: { email, token: code } });
    expect(checked.body.code).toBe(0);
    const resetTicket = checked.body.data.ticket as string;

    const weak = await server.call('PUT', '/user-api/web/mp_nologin_password', { body: { email, password: await server.encrypt('abcdefgh'), ticket: resetTicket } });
    expect([weak.status, weak.body.code]).toEqual([400, 10001]);
    expect(weak.body.message).toMatch(/two of these/);

    const reset = await server.call('PUT', '/user-api/web/mp_nologin_password', { body: { email, password: await server.encrypt('Fresh#2027'), ticket: resetTicket } });
    expect(reset.body.code).toBe(0);
    const again = await server.call('PUT', '/user-api/web/mp_nologin_password', { body: { email, password: await server.encrypt('Other#2027'), ticket: resetTicket } });
    expect(again.body.code).toBe(13001001);

    expect((await login(email, DEMO_PASSWORD, await ticketFor(email))).body.code).toBe(14001);
    expect((await login(email, 'Fresh#2027', await ticketFor(email))).body.code).toBe(0);
    // Hashed at the server's configured cost (the harness's TEST_PASSWORD_COST), not a fixed one.
    expect(await storedHash(email)).toMatch(/^scrypt\$1024\$8\$1\$/u);
  });

  it('answers 13001002 for the right code after 10 minutes', async () => {
    const { code } = await sendCode();
    server.clock.advance(10 * 60_000 + 1000);
    expect((await server.call('POST', '/user-api/web/mp_email_verification', { body: { email, token: code } })).body.code).toBe(13001002);
  });

  it('voids a code after five wrong guesses', async () => {
    const { code } = await sendCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await server.call('POST', '/user-api/web/mp_email_verification', { body: { email, token: wrong } })).body.code).toBe(13001001);
    }
    expect((await server.call('POST', '/user-api/web/mp_email_verification', { body: { email, token: code } })).body.code).toBe(13001001);
  });
});

describe('password change', () => {
  it('checks the current password (15003), the new one with the rule, keeps this session and ends the others', async () => {
    const email = DEMO_ACCOUNTS.noPosting;
    const seeded = await storedHash(email);
    const token = await server.signIn(email);
    const other = await server.signIn(email);
    const change = (oldPassword: string, newPassword: string) =>
      Promise.all([server.encrypt(oldPassword), server.encrypt(newPassword)]).then(([old_password, new_password]) =>
        server.call('PUT', '/user-api/web/mp_password', { token, body: { old_password, new_password } }),
      );
    expect((await change('Wrong#2026', 'Next#2027')).body.code).toBe(15003);
    const weak = await change(DEMO_PASSWORD, 'short');
    expect([weak.status, weak.body.code]).toEqual([400, 10001]);
    const garbage = await server.call('PUT', '/user-api/web/mp_password', { token, body: { old_password: 'AAAA', new_password: 'AAAA' } });
    expect([garbage.status, garbage.body.code]).toEqual([400, 10001]);
    expect((await change(DEMO_PASSWORD, 'Next#2027')).body.code).toBe(0);
    expect((await server.call('GET', '/mp-api/v3/api/account', { token })).body.code).toBe(0);
    expect((await server.call('GET', '/mp-api/v3/api/account', { token: other })).status).toBe(401);
    await expect(server.signIn(email, 'Next#2027')).resolves.toBeTruthy();
    // The seed and the change hash at the server's configured cost (the harness's TEST_PASSWORD_COST).
    expect(seeded).toMatch(/^scrypt\$1024\$8\$1\$/u);
    expect(await storedHash(email)).toMatch(/^scrypt\$1024\$8\$1\$/u);
    expect(await storedHash(email)).not.toBe(seeded);
  });
});
