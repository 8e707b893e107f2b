import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed';
import { authCalls } from '../testing/auth-calls';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const { login, ticketFor } = authCalls(() => server);

/** The password hash the server keeps for an account. */
async function storedHash(email: string) {
  return (
    await server.db
      .selectFrom('creator')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).password_hash;
}

describe('forgotten password', () => {
  const email = DEMO_ACCOUNTS.noPolish;

  async function sendCode() {
    const ticket = await ticketFor(email);
    const sent = await server.call('GET', '/user-api/web/mp_email_verification', {
      query: { email, ticket },
    });
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
    const reused = await server.call('GET', '/user-api/web/mp_email_verification', {
      query: { email, ticket: first.ticket },
    });
    expect(reused.body.code).toBe(13001001);
  });

  it('answers an unknown email like a wrong code (13001001), so the check tells no addresses apart', async () => {
    const { body } = await server.call('POST', '/user-api/web/mp_email_verification', {
      body: { email: 'nobody@creator.test', token: '123456' },
    });
    expect(body.code).toBe(13001001);
  });

  it('checks the code (13001001 when wrong), then resets the password with the new ticket', async () => {
    const { code } = await sendCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await server.call('POST', '/user-api/web/mp_email_verification', { body: { email, token: wrong } }))
        .body.code,
    ).toBe(13001001);
    const checked = await server.call('POST', '/user-api/web/mp_email_verification', {
      body: { email, token: code },
    });
    expect(checked.body.code).toBe(0);
    const resetTicket = checked.body.data.ticket as string;

    const weak = await server.call('PUT', '/user-api/web/mp_nologin_password', {
      body: { email, password: await server.encrypt('abcdefgh'), ticket: resetTicket },
    });
    expect([weak.status, weak.body.code]).toEqual([400, 10001]);
    expect(weak.body.message).toMatch(/two of these/);

    const reset = await server.call('PUT', '/user-api/web/mp_nologin_password', {
      body: { email, password: await server.encrypt('Fresh#2027'), ticket: resetTicket },
    });
    expect(reset.body.code).toBe(0);
    const again = await server.call('PUT', '/user-api/web/mp_nologin_password', {
      body: { email, password: await server.encrypt('Other#2027'), ticket: resetTicket },
    });
    expect(again.body.code).toBe(13001001);

    expect((await login(email, DEMO_PASSWORD, await ticketFor(email))).body.code).toBe(14001);
    expect((await login(email, 'Fresh#2027', await ticketFor(email))).body.code).toBe(0);
    // Hashed at the server's configured cost (the harness's TEST_PASSWORD_COST), not a fixed one.
    expect(await storedHash(email)).toMatch(/^scrypt\$1024\$8\$1\$/u);
  });

  it('answers 13001002 for the right code after 10 minutes', async () => {
    const { code } = await sendCode();
    server.clock.advance(10 * 60_000 + 1000);
    expect(
      (await server.call('POST', '/user-api/web/mp_email_verification', { body: { email, token: code } }))
        .body.code,
    ).toBe(13001002);
  });

  it('voids a code after five wrong guesses', async () => {
    const { code } = await sendCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await server.call('POST', '/user-api/web/mp_email_verification', { body: { email, token: wrong } }))
          .body.code,
      ).toBe(13001001);
    }
    expect(
      (await server.call('POST', '/user-api/web/mp_email_verification', { body: { email, token: code } }))
        .body.code,
    ).toBe(13001001);
  });
});

describe('password change', () => {
  it('checks the current password (15003), the new one with the rule, keeps this session and ends the others', async () => {
    const email = DEMO_ACCOUNTS.noPosting;
    const seeded = await storedHash(email);
    const token = await server.signIn(email);
    const other = await server.signIn(email);
    const change = (oldPassword: string, newPassword: string) =>
      Promise.all([server.encrypt(oldPassword), server.encrypt(newPassword)]).then(
        ([old_password, new_password]) =>
          server.call('PUT', '/user-api/web/mp_password', { token, body: { old_password, new_password } }),
      );
    expect((await change('Wrong#2026', 'Next#2027')).body.code).toBe(15003);
    const weak = await change(DEMO_PASSWORD, 'short');
    expect([weak.status, weak.body.code]).toEqual([400, 10001]);
    const garbage = await server.call('PUT', '/user-api/web/mp_password', {
      token,
      body: { old_password: 'AAAA', new_password: 'AAAA' },
    });
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
