import { newPasswordSchema } from '@creator/forms/rules/password';
import { refusal } from '../errors';
import type { CallInput } from '../routing';
import { hashPassword, verifyPassword } from '../security/passwords';
import { consumeTicket, isTicketLive, issueTicket } from '../security/tickets';
import {
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_TTL_MINUTES,
  EMAIL_CODE_TTL_MS,
  emailCode,
  hashToken,
} from '../security/tokens';
import { checkRule } from '../validate';
import { decryptPassword, findCreator, guard, guardAccount } from './guard';

/** The forgotten password, step one: a code to the address (the development outbox: dev/routes.ts). */
export async function sendEmailCode({ services, query, c }: CallInput<'sendEmailCode'>): Promise<null> {
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
    await trx
      .updateTable('outbox')
      .set({ used: true })
      .where('email', '=', creator.email)
      .where('used', '=', false)
      .execute();
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
}

/** Step two: the emailed code, checked once per guess, gives the reset ticket. */
export async function checkEmailCode({ services, body, c }: CallInput<'checkEmailCode'>) {
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
      eb
        .selectFrom('outbox')
        .select('id')
        .where('email', '=', email)
        .where('used', '=', false)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .where('used', '=', false)
    .where('attempts', '<', EMAIL_CODE_MAX_ATTEMPTS)
    .returning(['id', 'code', 'created_at'])
    .executeTakeFirst();
  if (!sent || sent.code !== body.token) throw wrong();
  if (sent.created_at + EMAIL_CODE_TTL_MS < now) throw refusal('emailCodeExpired');
  // Spending the code is conditional too: of two right guesses at once, one gets the ticket.
  const spent = await services.db
    .updateTable('outbox')
    .set({ used: true })
    .where('id', '=', sent.id)
    .where('used', '=', false)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw wrong();
  await slot.succeeded();
  return { ticket: await issueTicket(services.db, services.clock, email, 'reset') };
}

/** Step three: the new password with the reset ticket; every session of the account ends. */
export async function resetPassword({ services, body, c }: CallInput<'resetPassword'>): Promise<null> {
  // The client's slot, then the ticket, then the account's slot, and only then the RSA decryption: a caller
  // who is locked out or holds no ticket costs no private-key operation, and cannot lock the account out.
  const slot = await guard(services, c, 'passwordReset');
  // Without a ticket, known and unknown addresses get the same answer.
  if (!(await isTicketLive(services.db, services.clock, body.ticket, body.email, 'reset'))) {
    throw refusal('verificationCodeWrong');
  }
  const accountSlot = await guardAccount(services, 'passwordReset', body.email);
  // Checked before the ticket is spent, so a password the rule refuses leaves the ticket for the next try.
  const password = checkRule(
    newPasswordSchema,
    await decryptPassword(services, body.password, 'password'),
    'password',
  );
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
}

/** A signed-in creator's password change: the current one (15003 when wrong), then the new one's rule. */
export async function changePassword({
  services,
  body,
  creatorId,
  c,
}: CallInput<'changePassword'>): Promise<null> {
  // The guard before the two RSA decryptions: a locked-out caller costs no private-key operation.
  const slot = await guard(services, c, 'passwordChange', creatorId);
  const oldPassword = await decryptPassword(services, body.old_password, 'old_password');
  const creator = await services.db
    .selectFrom('creator')
    .select('password_hash')
    .where('id', '=', creatorId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(oldPassword, creator.password_hash))) throw refusal('oldPasswordWrong');
  await slot.succeeded();
  // After the old password: a new one the rule refuses costs the creator no attempt.
  const newPassword = checkRule(
    newPasswordSchema,
    await decryptPassword(services, body.new_password, 'new_password'),
    'new_password',
  );
  const hash = await hashPassword(newPassword, services.settings.passwordCost);
  const current = hashToken(/^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '');
  await services.db.transaction().execute(async (trx) => {
    await trx.updateTable('creator').set({ password_hash: hash }).where('id', '=', creatorId).execute();
    // Other devices sign in again with the new password; this one stays signed in.
    await trx
      .deleteFrom('session')
      .where('creator_id', '=', creatorId)
      .where('token_hash', '!=', current)
      .execute();
  });
  return null;
}
