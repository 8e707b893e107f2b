// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiSession, configureApiClient } from '../client/config';
import { createSessionStore } from '../client/session';
import { CAPTCHA_CODE, DEMO_EMAIL, DEMO_PASSWORD, EMAIL_CODE, fixtures } from '../mocks/fixtures';
import { answer, businessError, handlers } from '../mocks/handlers';
import { routes, type RouteSpec } from '../schemas/routes';
import { confirmEmailCode, requestEmailCode, resetForgottenPassword } from './forgot';
import { SignInError, signInWithPassword } from './sign-in';

// The mocks accept any captcha, ticket and password; a test that needs a refusal puts it in front of them.

const server = setupServer(...handlers);
/** What each call sent (its JSON body, or null), by method and path; read as the call starts. */
let sent: Map<string, Promise<unknown>>;
const sentTo = (route: RouteSpec) => `${route.method} ${route.path}`;

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:start', ({ request }) => {
    const body = request
      .clone()
      .text()
      .then((text) => (text ? (JSON.parse(text) as unknown) : null));
    sent.set(`${request.method} ${new URL(request.url).pathname}`, body);
  });
});
beforeEach(() => {
  sent = new Map();
  configureApiClient({ baseUrl: 'http://portal.test', session: createSessionStore() });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const captcha = { captchaId: fixtures.captchaChallenge.token, captcha: CAPTCHA_CODE };

/** A key pair of the test's own, so that what went over the wire can be opened again. */
async function configuredKeyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const der = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const pem = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...der))}\n-----END PUBLIC KEY-----`;
  const { web_api } = fixtures.config.community_config;
  server.use(
    answer('getConfigBatch', { community_config: { web_api: { ...web_api, password_public_key: pem } } }),
  );
  return async (ciphertext: string) =>
    new TextDecoder().decode(
      await crypto.subtle.decrypt(
        { name: 'RSA-OAEP' },
        pair.privateKey,
        Uint8Array.from(atob(ciphertext), (character) => character.charCodeAt(0)),
      ),
    );
}

describe('signInWithPassword', () => {
  it('verifies the captcha, signs in with the password encrypted by the configured key, loads the account', async () => {
    const decrypt = await configuredKeyPair();
    const account = await signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD, ...captcha });
    expect(account).toMatchObject({ email: DEMO_EMAIL, user_id: fixtures.login.user_id });
    expect(apiSession().get()).toMatchObject({ signedIn: true, country: fixtures.login.country });
    const body = (await sent.get(sentTo(routes.login))) as {
      account: string;
      password: string;
      ticket: string;
    };
    expect(body).toMatchObject({ account: DEMO_EMAIL, ticket: fixtures.captchaTicket.ticket });
    expect(await decrypt(body.password)).toBe(DEMO_PASSWORD);
  });

  it('names the captcha step when the code is wrong', async () => {
    server.use(businessError('verifyCaptcha', 13001001, 'The verification code is wrong or expired'));
    const failure = await signInWithPassword({
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      ...captcha,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SignInError);
    expect(failure).toMatchObject({ step: 'captcha', cause: { code: 13001001 } });
    expect(sent.has(sentTo(routes.login))).toBe(false);
  });

  it('names the login step when the password is wrong, and stays signed out', async () => {
    server.use(businessError('login', 14001, 'Login failed, please contact platform customer service'));
    const failure = await signInWithPassword({
      email: DEMO_EMAIL,
      password: 'Not-the-password1',
      ...captcha,
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ step: 'login', cause: { code: 14001 } });
    expect(apiSession().get().signedIn).toBe(false);
  });
});

describe('forgotten password', () => {
  it('emails a code, trades it for a ticket and sends the new password encrypted', async () => {
    const decrypt = await configuredKeyPair();
    await requestEmailCode({ email: DEMO_EMAIL, ...captcha });
    const ticket = await confirmEmailCode({ email: DEMO_EMAIL, code: EMAIL_CODE });
    expect(ticket).toBe(fixtures.emailCodeTicket.ticket);
    await resetForgottenPassword({ email: DEMO_EMAIL, password: 'Brand-new-2026', ticket });
    const body = (await sent.get(sentTo(routes.resetPassword))) as {
      email: string;
      password: string;
      ticket: string;
    };
    expect(body).toMatchObject({ email: DEMO_EMAIL, ticket });
    expect(await decrypt(body.password)).toBe('Brand-new-2026');
  });

  it('stops at step 1 on an unknown email', async () => {
    server.use(businessError('verifyCaptcha', 13001004, 'This email belongs to no creator'));
    await expect(requestEmailCode({ email: 'stranger@example.com', ...captcha })).rejects.toMatchObject({
      code: 13001004,
    });
    expect(sent.has(sentTo(routes.verifyCaptcha))).toBe(true);
    expect(sent.has(sentTo(routes.sendEmailCode))).toBe(false);
  });
});
