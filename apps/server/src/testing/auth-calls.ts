import { decodeCaptchaChallenge, encodeCaptchaAnswer } from '@creator/api/schemas/auth';
import type { TestServer } from './harness';

/** The sign-in steps as the auth tests take them, on the server `current` gives (the file's). */
export function authCalls(current: () => TestServer) {
  /** A fresh captcha and the answer the server stored for it (what a person would read off the image). */
  async function captcha() {
    const { body } = await current().call('GET', '/user-api/web/mp_verification');
    const challenge = decodeCaptchaChallenge(body.data.token)!;
    const row = await current()
      .db.selectFrom('captcha')
      .select('answer')
      .where('id', '=', challenge.token)
      .executeTakeFirstOrThrow();
    return { id: challenge.token, answer: row.answer, image: challenge.image };
  }

  async function verify(email: string, id: string, code: string) {
    return current().call('POST', '/user-api/web/mp_verification', {
      body: { email, token: encodeCaptchaAnswer({ token: id, code }) },
    });
  }

  async function login(account: string, password: string, ticket: string, path = '/user-api/web/mp_login') {
    return current().call('POST', path, {
      body: { account, password: await current().encrypt(password), ticket },
    });
  }

  async function ticketFor(email: string) {
    const { id, answer } = await captcha();
    const { body } = await verify(email, id, answer);
    return body.data.ticket as string;
  }

  return { captcha, verify, login, ticketFor };
}
