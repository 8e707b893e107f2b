import { decodeCaptchaAnswer, encodeCaptchaChallenge } from '@creator/api/schemas/auth';
import type { Context } from 'hono';
import { InvalidRequest, refusal } from '../errors';
import type { CallInput } from '../routing';
import { consumeCaptcha, issueCaptcha } from '../security/captcha';
import { hashPassword, needsRehash, verifyPassword, verifyUnknownAccount } from '../security/passwords';
import { createSession, endSession } from '../security/sessions';
import { consumeTicket, issueTicket } from '../security/tickets';
import type { AppEnv, Services } from '../services';
import { findCreator, guard } from './guard';

/** A captcha picture (security/captcha.ts), limited per client address. */
export async function fetchCaptcha({ services, c }: CallInput<'fetchCaptcha'>) {
  // Counted before anything is drawn or written.
  await guard(services, c, 'captchaIssue');
  const captcha = await issueCaptcha(services.db, services.clock);
  return { token: encodeCaptchaChallenge({ token: captcha.id, image: captcha.image }) };
}

/** A solved captcha for a known address gives the ticket that sign-in and the code send ask for. */
export async function verifyCaptcha({ services, body, c }: CallInput<'verifyCaptcha'>) {
  const answer = decodeCaptchaAnswer(body.token);
  if (!answer)
    throw new InvalidRequest('token: not base64 JSON of {"token", "code"} with a 4-character code');
  // A wrong captcha costs the caller's address only, never the account typed beside it: anyone can type
  // anyone's address, and counting it would lock its owner out for one request per lock.
  const slot = await guard(services, c, 'captcha');
  const passed = await consumeCaptcha(
    services.db,
    services.clock,
    answer.token,
    answer.code,
    services.settings.captchaTestCode,
  );
  if (!passed) throw refusal('verificationCodeWrong');
  await slot.succeeded();
  // Only once a captcha is solved does the answer tell a known address from an unknown one.
  if (!(await findCreator(services.db, body.email))) throw refusal('emailUnknown');
  return { ticket: await issueTicket(services.db, services.clock, body.email, 'captcha') };
}

/** Sign-in with a captcha ticket and the encrypted password (both sign-in paths of the contract). */
export async function login({
  services,
  body,
  c,
}: {
  services: Services;
  body: { account: string; password: string; ticket: string };
  c: Context<AppEnv>;
}) {
  const failed = () => refusal('loginFailed');
  if (!(await consumeTicket(services.db, services.clock, body.ticket, body.account, 'captcha')))
    throw failed();
  const slot = await guard(services, c, 'login', body.account);
  const creator = await findCreator(services.db, body.account);
  const password = (await services.passwordKeys()).decrypt(body.password);
  // An unknown account costs the same time as a wrong password, so the time does not tell them apart.
  const right =
    creator && password !== null
      ? await verifyPassword(password, creator.password_hash)
      : await verifyUnknownAccount(services.settings.passwordCost);
  if (!creator || !right) throw failed();
  await slot.succeeded();
  if (!creator.can_login) throw refusal('loginForbidden');
  // A hash of an older, cheaper cost is replaced now that the password is known.
  if (password !== null && needsRehash(creator.password_hash, services.settings.passwordCost)) {
    await services.db
      .updateTable('creator')
      .set({ password_hash: await hashPassword(password, services.settings.passwordCost) })
      .where('id', '=', creator.id)
      .execute();
  }
  const token = await createSession(services.db, services.clock, creator.id, services.settings.sessionTtlMs);
  return {
    authentication_token: token,
    uregion: creator.uregion,
    country: creator.country,
    user_id: creator.id,
  };
}

export async function logout({ services, c }: CallInput<'logout'>): Promise<null> {
  await endSession(services.db, c.req.header('authorization'));
  return null;
}
