// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiSession, configureApiClient } from '../client/config';
import { createSessionStore } from '../client/session';
import { fetchCaptcha } from '../endpoints/auth';
import { FIXTURE_EMAIL, FIXTURE_EMAIL_CODE, FIXTURE_PASSWORD } from '../mocks/fixtures';
import { createHandlers } from '../mocks/handlers';
import { createMockStore, type MockStore } from '../mocks/store';
import { confirmEmailCode, requestEmailCode, resetForgottenPassword } from './forgot-password';
import { SignInError, signInWithPassword } from './sign-in';

const server = setupServer();
let store: MockStore;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  store = createMockStore({ seed: 5, now: 1_795_000_000, frozen: true });
  server.resetHandlers(...createHandlers({ store, requireSession: true }));
  configureApiClient({ baseUrl: 'http://portal.test', session: createSessionStore() });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function captcha() {
  const challenge = await fetchCaptcha();
  return { captchaId: challenge.token, captcha: store.captchas.get(challenge.token) ?? '' };
}

describe('signInWithPassword', () => {
  it('verifies the captcha, signs in with the encrypted password and loads the account', async () => {
    const account = await signInWithPassword({
      email: FIXTURE_EMAIL,
      password: FIXTURE_PASSWORD,
      ...(await captcha()),
    });
    expect(account).toMatchObject({ email: FIXTURE_EMAIL, user_id: 10086 });
    expect(apiSession().get().signedIn).toBe(true);
  });

  it('names the step that failed, with its ApiError', async () => {
    const wrongCode = await signInWithPassword({
      email: FIXTURE_EMAIL,
      password: FIXTURE_PASSWORD,
      captchaId: (await captcha()).captchaId,
      captcha: '0000',
    }).catch((error: unknown) => error);
    expect(wrongCode).toBeInstanceOf(SignInError);
    expect(wrongCode).toMatchObject({ step: 'captcha', cause: { code: 13001001 } });
    const wrongPassword = await signInWithPassword({
      email: FIXTURE_EMAIL,
      password: 'Not-the-password1',
      ...(await captcha()),
    }).catch((error: unknown) => error);
    expect(wrongPassword).toMatchObject({ step: 'login', cause: { code: 14001 } });
    expect(apiSession().get().signedIn).toBe(false);
  });
});

describe('forgotten password', () => {
  it('emails a code, trades it for a ticket and sets the new password', async () => {
    await requestEmailCode({ email: FIXTURE_EMAIL, ...(await captcha()) });
    const ticket = await confirmEmailCode({ email: FIXTURE_EMAIL, code: FIXTURE_EMAIL_CODE });
    await resetForgottenPassword({ email: FIXTURE_EMAIL, password: 'Brand-new-2026', ticket });
    expect(store.password).toBe('Brand-new-2026');
  });

  it('refuses an unknown email at step 1', async () => {
    await expect(
      requestEmailCode({ email: 'stranger@example.com', ...(await captcha()) }),
    ).rejects.toMatchObject({ code: 13001004 });
  });
});
