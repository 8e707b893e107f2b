import { checkEmailCode, sendEmailCode, verifyCaptcha } from '../endpoints/auth';
import { encryptPasswords } from '../endpoints/config';
import { resetPassword } from '../endpoints/password';

// The three steps of the forgotten password (contract.md), as plain calls: the page shows each step's errors itself.

/** Step 1: the captcha check gives a ticket, with which the 6-digit code is emailed. */
export async function requestEmailCode(
  input: { email: string; captchaId: string; captcha: string },
  signal?: AbortSignal,
): Promise<void> {
  const ticket = await verifyCaptcha(
    { email: input.email, captchaId: input.captchaId, code: input.captcha },
    { signal },
  );
  await sendEmailCode({ email: input.email, ticket }, { signal });
}

/** Step 2: the emailed code → the ticket of step 3. Wrong 13001001, expired 13001002. */
export function confirmEmailCode(
  input: { email: string; code: string },
  signal?: AbortSignal,
): Promise<string> {
  return checkEmailCode(input, { signal });
}

/** Step 3: the new password, encrypted with the configured public key. */
export async function resetForgottenPassword(
  input: { email: string; password: string; ticket: string },
  signal?: AbortSignal,
): Promise<void> {
  const [password] = await encryptPasswords([input.password], { signal });
  await resetPassword({ email: input.email, password: password!, ticket: input.ticket }, { signal });
}
