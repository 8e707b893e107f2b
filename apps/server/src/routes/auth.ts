import { decodeCaptchaAnswer, encodeCaptchaChallenge } from '@creator/api/schemas/auth';
import { newPasswordSchema } from '@creator/forms/rules/password';
import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { InvalidRequest, refusal } from '../errors';
import { consumeCaptcha, issueCaptcha } from '../security/captcha';
import { attempt } from '../security/attempts';
import { hashPassword, needsRehash, verifyPassword, verifyUnknownAccount } from '../security/passwords';
import { createSession, endSession } from '../security/sessions';
import { consumeTicket, isTicketLive, issueTicket } from '../security/tickets';
import { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MINUTES, EMAIL_CODE_TTL_MS, emailCode, hashToken } from '../security/tokens';
import { handle } from '../routing';
import { clientAddress, type AppEnv, type Services } from '../services';
import { checkRule } from '../validate';


function findCreator(db: Kysely<Database>, email: string) {
  return db.selectFrom('creator').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

type GuardedAction = Parameters<typeof attempt>[2];

/**
 * Takes a slot of a guarded action for this client, and for `account` when given (security/attempts.ts), or
 * refuses with 14003. An account is given only behind a solved captcha or a ticket: see guardAccount.
 */
function guard(services: Services, c: Context, action: GuardedAction, account?: string | number) {
  const subjects = { address: clientAddress(c), account: account === undefined ? undefined : String(account).toLowerCase() };
  return attempt(services.db, services.clock, action, subjects, services.settings.relaxAttemptLimits);
}

/** The account's slot alone, once the caller has shown more than a typed address (the client's was taken first). */
function guardAccount(services: Services, action: GuardedAction, account: string) {
  return attempt(services.db, services.clock, action, { account: account.toLowerCase() }, services.settings.relaxAttemptLimits);
}

/** Decrypts a password field; a ciphertext that is not ours is a malformed request. */
async function decryptPassword(services: Services, ciphertext: string, field: string): Promise<string> {
  const plain = (await services.passwordKeys()).decrypt(ciphertext);
  if (plain === null) throw new InvalidRequest(`${field}: not encrypted with the password_public_key of the configuration`);
  return plain;
}

export function authRoutes(app: Hono<AppEnv>): void {
  handle(app, 'fetchCaptcha', async ({ services, c }) => {
    // Counted before anything is drawn or written.
    await guard(services, c, 'captchaIssue');
    const captcha = await issueCaptcha(services.db, services.clock);
    return { token: encodeCaptchaChallenge({ token: captcha.id, image: captcha.image }) };
  });

  handle(app, 'verifyCaptcha', async ({ services, body, c }) => {
    const answer = decodeCaptchaAnswer(body.token);
    if (!answer) throw new InvalidRequest('token: not base64 JSON of {"token", "code"} with a 4-character code');
    // A wrong captcha costs the caller's address only, never the account typed beside it: anyone can type
    // anyone's address, and counting it would lock its owner out for one request per lock.
    const slot = await guard(services, c, 'captcha');
    const passed = await consumeCaptcha(services.db, services.clock, answer.token, answer.code, services.settings.captchaTestCode);
    if (!passed) throw refusal('verificationCodeWrong');
    await slot.succeeded();
    // Only once a captcha is solved does the answer tell a known address from an unknown one.
    if (!(await findCreator(services.db, body.email))) throw refusal('emailUnknown');
    return { ticket: await issueTicket(services.db, services.clock, body.email, 'captcha') };
  });

  const login = async ({ services, body, c }: { services: Services; body: { account: string; password: string; ticket: string }; c: Context<AppEnv> }) => {
    const failed = () => refusal('loginFailed');
    if (!(await consumeTicket(services.db, services.clock, body.ticket, body.account, 'captcha'))) throw failed();
    const slot = await guard(services, c, 'login', body.account);
    const creator = await findCreator(services.db, body.account);
    const password = (await services.passwordKeys()).decrypt(body.password);
    // An unknown account costs the same time as a wrong password, so the time does not tell them apart.
    const right = creator && password !== null ? await verifyPassword(password, creator.password_hash) : await verifyUnknownAccount(services.settings.passwordCost);
    if (!creator || !right) throw failed();
    await slot.succeeded();
    if (!creator.can_login) throw refusal('loginForbidden');
    // A hash of an older, cheaper cost is replaced now that the password is known.
    if (password !== null && needsRehash(creator.password_hash, services.settings.passwordCost)) {
      await services.db.updateTable('creator').set({ password_hash: await hashPassword(password, services.settings.passwordCost) }).where('id', '=', creator.id).execute();
    }
    const token = await createSession(services.db, services.clock, creator.id, services.settings.sessionTtlMs);
    return { authentication_token: token, uregion: creator.uregion, country: creator.country, user_id: creator.id };
  };
  handle(app, 'login', login);
  handle(app, 'loginViaAccount', login);

  handle(app, 'logout', async ({ services, c }) => {
    await endSession(services.db, c.req.header('authorization'));
    return null;
  });

  handle(app, 'sendEmailCode', async ({ services, query, c }) => {
    // The captcha ticket first: without a solved captcha, known and unknown addresses get the same answer.
    if (!(await consumeTicket(services.db, services.clock, query.ticket, query.email, 'captcha'))) {
      throw refusal('verificationCodeWrong');
    }
    const creator = await findCreator(services.db, query.email);
    if (!creator) throw refusal('emailUnknown');
    await guard(services, c, 'emailSend', creator.email);
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
    // The code itself is never logged: only the development outbox (DEV_OUTBOX=1) shows it.
    services.log({ level: 'info', msg: 'email code sent', email: creator.email });
    return null;
  });

  handle(app, 'checkEmailCode', async ({ services, body, c }) => {
    const wrong = () => refusal('verificationCodeWrong');
    const email = body.email.toLowerCase();
    // The client's slot only (ATTEMPT_POLICIES.emailCheck): the check carries no ticket, so an account count
    // would be a stranger's lever on its owner. The code's own guess limit below bounds guessing at it.
    const slot = await guard(services, c, 'emailCheck');
    const now = services.clock.now();
    // One statement counts the guess and reads the code, so parallel guesses cannot share one count: the
    // code is void after EMAIL_CODE_MAX_ATTEMPTS guesses, whatever their order. An unknown address simply
    // has no code, and is answered like a wrong code.
    const sent = await services.db
      .updateTable('outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', (eb) =>
        eb.selectFrom('outbox').select('id').where('email', '=', email).where('used', '=', false).orderBy('id', 'desc').limit(1),
      )
      .where('used', '=', false)
      .where('attempts', '<', EMAIL_CODE_MAX_ATTEMPTS)
      .returning(['id', 'code', 'created_at'])
      .executeTakeFirst();
    if (!sent || sent.code !== body.token) throw wrong();
    if (sent.created_at + EMAIL_CODE_TTL_MS < now) throw refusal('emailCodeExpired');
    // Spending the code is conditional too: of two right guesses at once, one gets the ticket.
    const spent = await services.db.updateTable('outbox').set({ used: true }).where('id', '=', sent.id).where('used', '=', false).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw wrong();
    await slot.succeeded();
    return { ticket: await issueTicket(services.db, services.clock, email, 'reset') };
  });

  handle(app, 'resetPassword', async ({ services, body, c }) => {
    // The client's slot, then the ticket, then the account's slot, and only then the RSA decryption: a caller
    // who is locked out or holds no ticket costs no private-key operation, and cannot lock the account out.
    const slot = await guard(services, c, 'passwordReset');
    // Without a ticket, known and unknown addresses get the same answer.
    if (!(await isTicketLive(services.db, services.clock, body.ticket, body.email, 'reset'))) {
      throw refusal('verificationCodeWrong');
    }
    const accountSlot = await guardAccount(services, 'passwordReset', body.email);
    // Checked before the ticket is spent, so a password the rule refuses leaves the ticket for the next try.
    const password = checkRule(newPasswordSchema, await decryptPassword(services, body.password, 'password'), 'password');
    if (!(await consumeTicket(services.db, services.clock, body.ticket, body.email, 'reset'))) {
      throw refusal('verificationCodeWrong');
    }
    const creator = await findCreator(services.db, body.email);
    if (!creator) throw refusal('verificationCodeWrong');
    await slot.succeeded();
    await accountSlot.succeeded();
    const hash = await hashPassword(password, services.settings.passwordCost);
    await services.db.transaction().execute(async (trx) => {
      await trx.updateTable('creator').set({ password_hash: hash }).where('id', '=', creator.id).execute();
      await trx.deleteFrom('session').where('creator_id', '=', creator.id).execute();
    });
    return null;
  });

  handle(app, 'changePassword', async ({ services, body, creatorId, c }) => {
    // The guard before the two RSA decryptions: a locked-out caller costs no private-key operation.
    const slot = await guard(services, c, 'passwordChange', creatorId);
    const oldPassword = await decryptPassword(services, body.old_password, 'old_password');
    const creator = await services.db.selectFrom('creator').select('password_hash').where('id', '=', creatorId).executeTakeFirstOrThrow();
    if (!(await verifyPassword(oldPassword, creator.password_hash))) throw refusal('oldPasswordWrong');
    await slot.succeeded();
    // After the old password: a new one the rule refuses costs the creator no attempt.
    const newPassword = checkRule(newPasswordSchema, await decryptPassword(services, body.new_password, 'new_password'), 'new_password');
    const hash = await hashPassword(newPassword, services.settings.passwordCost);
    const current = hashToken(/^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '');
    await services.db.transaction().execute(async (trx) => {
      await trx.updateTable('creator').set({ password_hash: hash }).where('id', '=', creatorId).execute();
      // Other devices sign in again with the new password; this one stays signed in.
      await trx.deleteFrom('session').where('creator_id', '=', creatorId).where('token_hash', '!=', current).execute();
    });
    return null;
  });
}
