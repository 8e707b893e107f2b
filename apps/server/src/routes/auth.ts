import { decodeCaptchaAnswer, encodeCaptchaChallenge } from '@creator/api/schemas/auth';
import { newPasswordSchema } from '@creator/forms/rules/password';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { InvalidRequest, refusal } from '../errors';
import { consumeCaptcha, issueCaptcha } from '../security/captcha';
import { hashPassword, verifyPassword } from '../security/passwords';
import { createSession, endSession } from '../security/sessions';
import { consumeTicket, issueTicket } from '../security/tickets';
import { hashToken, emailCode } from '../security/tokens';
import { handle } from '../routing';
import type { AppEnv, Services } from '../services';
import { checkRule } from '../validate';

/** How long an emailed code holds. */
export const EMAIL_CODE_TTL_MINUTES = 10;
export const EMAIL_CODE_TTL_MS = EMAIL_CODE_TTL_MINUTES * 60_000;
/** Wrong guesses an emailed code survives before it is void (its few digits must not be brute-forced). */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

function findCreator(db: Kysely<Database>, email: string) {
  return db.selectFrom('creator').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** Decrypts a password field; a ciphertext that is not ours is a malformed request. */
async function decryptPassword(services: Services, ciphertext: string, field: string): Promise<string> {
  const plain = (await services.passwordKeys()).decrypt(ciphertext);
  if (plain === null) throw new InvalidRequest(`${field}: not encrypted with the password_public_key of the configuration`);
  return plain;
}

export function authRoutes(app: Hono<AppEnv>): void {
  handle(app, 'fetchCaptcha', async ({ services }) => {
    const captcha = await issueCaptcha(services.db, services.clock);
    return { token: encodeCaptchaChallenge({ token: captcha.id, image: captcha.image }) };
  });

  handle(app, 'verifyCaptcha', async ({ services, body }) => {
    const answer = decodeCaptchaAnswer(body.token);
    if (!answer) throw new InvalidRequest('token: not base64 JSON of {"token", "code"} with a 4-character code');
    const passed = await consumeCaptcha(services.db, services.clock, answer.token, answer.code, services.settings.captchaTestCode);
    if (!passed) throw refusal('verificationCodeWrong');
    if (!(await findCreator(services.db, body.email))) throw refusal('emailUnknown');
    return { ticket: await issueTicket(services.db, services.clock, body.email, 'captcha') };
  });

  const login = async ({ services, body }: { services: Services; body: { account: string; password: string; ticket: string } }) => {
    const failed = () => refusal('loginFailed');
    if (!(await consumeTicket(services.db, services.clock, body.ticket, body.account, 'captcha'))) throw failed();
    const creator = await findCreator(services.db, body.account);
    const password = (await services.passwordKeys()).decrypt(body.password);
    if (!creator || password === null || !(await verifyPassword(password, creator.password_hash))) throw failed();
    if (!creator.can_login) throw refusal('loginForbidden');
    const token = await createSession(services.db, services.clock, creator.id, services.settings.sessionTtlMs);
    return { authentication_token: token, uregion: creator.uregion, country: creator.country, user_id: creator.id };
  };
  handle(app, 'login', login);
  handle(app, 'loginViaAccount', login);

  handle(app, 'logout', async ({ services, c }) => {
    await endSession(services.db, c.req.header('authorization'));
    return null;
  });

  handle(app, 'sendEmailCode', async ({ services, query }) => {
    const creator = await findCreator(services.db, query.email);
    if (!creator) throw refusal('emailUnknown');
    if (!(await consumeTicket(services.db, services.clock, query.ticket, query.email, 'captcha'))) {
      throw refusal('verificationCodeWrong');
    }
    const code = emailCode();
    const now = services.clock.now();
    await services.db.transaction().execute(async (trx) => {
      // A new code replaces the ones sent before.
      await trx.updateTable('outbox').set({ used: true }).where('email', '=', creator.email).where('used', '=', false).execute();
      await trx
        .insertInto('outbox')
        .values({
          email: creator.email,
          subject: 'Your verification code',
          body: `Your verification code is ${code}. It expires in ${EMAIL_CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this email.`,
          code,
          created_at: now,
        })
        .execute();
    });
    services.log({ level: 'info', msg: 'email code sent (development outbox)', email: creator.email, code });
    return null;
  });

  handle(app, 'checkEmailCode', async ({ services, body }) => {
    const creator = await findCreator(services.db, body.email);
    if (!creator) throw refusal('emailUnknown');
    const wrong = () => refusal('verificationCodeWrong');
    const sent = await services.db
      .selectFrom('outbox')
      .select(['id', 'code', 'attempts', 'created_at'])
      .where('email', '=', creator.email)
      .where('used', '=', false)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!sent) throw wrong();
    if (sent.code !== body.token) {
      const attempts = sent.attempts + 1;
      await services.db.updateTable('outbox').set({ attempts, used: attempts >= EMAIL_CODE_MAX_ATTEMPTS }).where('id', '=', sent.id).execute();
      throw wrong();
    }
    if (sent.created_at + EMAIL_CODE_TTL_MS < services.clock.now()) {
      throw refusal('emailCodeExpired');
    }
    await services.db.updateTable('outbox').set({ used: true }).where('id', '=', sent.id).execute();
    return { ticket: await issueTicket(services.db, services.clock, creator.email, 'reset') };
  });

  handle(app, 'resetPassword', async ({ services, body }) => {
    const password = checkRule(newPasswordSchema, await decryptPassword(services, body.password, 'password'), 'password');
    const creator = await findCreator(services.db, body.email);
    if (!creator) throw refusal('emailUnknown');
    if (!(await consumeTicket(services.db, services.clock, body.ticket, body.email, 'reset'))) {
      throw refusal('verificationCodeWrong');
    }
    const hash = await hashPassword(password);
    await services.db.transaction().execute(async (trx) => {
      await trx.updateTable('creator').set({ password_hash: hash }).where('id', '=', creator.id).execute();
      await trx.deleteFrom('session').where('creator_id', '=', creator.id).execute();
    });
    return null;
  });

  handle(app, 'changePassword', async ({ services, body, creatorId, c }) => {
    const oldPassword = await decryptPassword(services, body.old_password, 'old_password');
    const newPassword = checkRule(newPasswordSchema, await decryptPassword(services, body.new_password, 'new_password'), 'new_password');
    const creator = await services.db.selectFrom('creator').select('password_hash').where('id', '=', creatorId).executeTakeFirstOrThrow();
    if (!(await verifyPassword(oldPassword, creator.password_hash))) throw refusal('oldPasswordWrong');
    const hash = await hashPassword(newPassword);
    const current = hashToken(/^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '');
    await services.db.transaction().execute(async (trx) => {
      await trx.updateTable('creator').set({ password_hash: hash }).where('id', '=', creatorId).execute();
      // Other devices sign in again with the new password; this one stays signed in.
      await trx.deleteFrom('session').where('creator_id', '=', creatorId).where('token_hash', '!=', current).execute();
    });
    return null;
  });
}
