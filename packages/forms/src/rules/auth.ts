import { CAPTCHA_LENGTH } from '@creator/domain/limits';
import * as z from 'zod/mini';
import { describe, issueOf } from './descriptor';
import { emailSchema } from './email';
import { currentPasswordSchema, resetPasswordSchema } from './password';
import { codePointLength } from './text';

export const EMAIL_CODE_LENGTH = 6;

export const authMessages = {
  captchaRequired: describe('forms.captcha.required', 'Please enter the verification code'),
  captchaInvalid: describe(
    'forms.captcha.invalid',
    'The verification code has {length, plural, one {# character} other {# characters}}',
    {
      length: CAPTCHA_LENGTH,
    },
  ),
  emailCodeRequired: describe('forms.email-code.required', 'Please enter the code we emailed you'),
  emailCodeInvalid: describe(
    'forms.email-code.invalid',
    'The emailed code has {length, plural, one {# digit} other {# digits}}',
    {
      length: EMAIL_CODE_LENGTH,
    },
  ),
} as const;

/** contract.md: the captcha is compared without regard to case. */
export function isCaptchaMatch(expected: string, typed: string): boolean {
  return expected.toLowerCase() === typed.toLowerCase();
}

const EMAIL_CODE_PATTERN = new RegExp(`^[0-9]{${EMAIL_CODE_LENGTH}}$`);

export function isEmailCode(value: string): boolean {
  return EMAIL_CODE_PATTERN.test(value);
}

export const captchaSchema = z.string().check(
  z.minLength(1, issueOf(authMessages.captchaRequired)),
  z.refine((value) => codePointLength(value) === CAPTCHA_LENGTH, issueOf(authMessages.captchaInvalid)),
);

export const emailCodeSchema = z
  .string()
  .check(
    z.minLength(1, issueOf(authMessages.emailCodeRequired)),
    z.refine(isEmailCode, issueOf(authMessages.emailCodeInvalid)),
  );

/** /login: email, password and the 4-character captcha. */
export const signInSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  captcha: captchaSchema,
});
export type SignInForm = z.infer<typeof signInSchema>;

/** Forgotten password, step 1: the email (pattern without spaces) and the captcha. */
export const forgotStep1Schema = z.object({ email: emailSchema, captcha: captchaSchema });
export type ForgotStep1Form = z.infer<typeof forgotStep1Schema>;

/** Forgotten password, step 2: the 6-digit code that was emailed. */
export const forgotStep2Schema = z.object({ email: emailSchema, code: emailCodeSchema });
export type ForgotStep2Form = z.infer<typeof forgotStep2Schema>;

/** Forgotten password, step 3: the new password and its confirmation. */
export const forgotStep3Schema = resetPasswordSchema;
export type ForgotStep3Form = z.infer<typeof forgotStep3Schema>;
