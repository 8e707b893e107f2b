import * as z from 'zod/mini';
import { describe, issueOf } from './descriptor';
import { codePointLength, hasWhitespace } from './text';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;
/** How many of the three kinds (letters, digits, symbols) a password must mix. */
export const PASSWORD_MIN_KINDS = 2;

export const passwordMessages = {
  required: describe('forms.password.required', 'Please enter your password'),
  newRequired: describe('forms.password.new.required', 'Please enter a new password'),
  whitespace: describe('forms.password.whitespace', 'The password cannot contain spaces'),
  length: describe(
    'forms.password.length',
    'The password must be {min} to {max, plural, one {# character} other {# characters}} long',
    {
      min: PASSWORD_MIN_LENGTH,
      max: PASSWORD_MAX_LENGTH,
    },
  ),
  kinds: describe('forms.password.kinds', 'Use at least two of these: letters, digits and symbols'),
  confirmRequired: describe('forms.password.confirm.required', 'Please enter the password again'),
  mismatch: describe('forms.password.mismatch', 'The two passwords do not match'),
  oldRequired: describe('forms.password.old.required', 'Please enter your current password'),
  hint: describe(
    'forms.password.hint',
    '{min} to {max} characters, with at least two of these: letters, digits and symbols',
    { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  ),
} as const;

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const WHITESPACE = /\s/u;

export type PasswordCharacterKind = 'letter' | 'digit' | 'symbol';

/** contract.md: a symbol is any character that is neither a letter nor a digit nor whitespace. */
export function passwordCharacterKinds(password: string): Set<PasswordCharacterKind> {
  const kinds = new Set<PasswordCharacterKind>();
  for (const character of password) {
    if (LETTER.test(character)) kinds.add('letter');
    else if (DIGIT.test(character)) kinds.add('digit');
    else if (!WHITESPACE.test(character)) kinds.add('symbol');
  }
  return kinds;
}

export function isPasswordLengthValid(password: string): boolean {
  const length = codePointLength(password);
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}

/** Every rule a new password must pass, in the order its messages are shown. */
export function isPasswordValid(password: string): boolean {
  return (
    !hasWhitespace(password) &&
    isPasswordLengthValid(password) &&
    passwordCharacterKinds(password).size >= PASSWORD_MIN_KINDS
  );
}

/** A new password (reset and change): required, no whitespace, 6 to 16 characters, two kinds. */
export const newPasswordSchema = z.string().check(
  z.minLength(1, issueOf(passwordMessages.newRequired)),
  z.refine((value) => !hasWhitespace(value), issueOf(passwordMessages.whitespace)),
  z.refine(isPasswordLengthValid, issueOf(passwordMessages.length)),
  z.refine(
    (value) => passwordCharacterKinds(value).size >= PASSWORD_MIN_KINDS,
    issueOf(passwordMessages.kinds),
  ),
);

/** A password typed to prove who one is (sign-in, current password): only required, since older accounts may predate the rules. */
export const currentPasswordSchema = z.string().check(z.minLength(1, issueOf(passwordMessages.required)));

const confirmationSchema = z.string().check(z.minLength(1, issueOf(passwordMessages.confirmRequired)));

function confirmationMatches<T extends { confirmPassword: string }>(
  newKey: Exclude<keyof T, 'confirmPassword'>,
) {
  return z.refine<T>((form) => form.confirmPassword === form[newKey], {
    ...issueOf(passwordMessages.mismatch, ['confirmPassword']),
    // Compare only once both fields are filled in: an empty confirmation already says "required".
    when: (payload) => {
      const value = payload.value as Partial<Record<string, unknown>> | undefined;
      return (
        typeof value?.[newKey as string] === 'string' &&
        typeof value.confirmPassword === 'string' &&
        value.confirmPassword !== ''
      );
    },
  });
}

/** Forgotten password, step 3. */
export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: confirmationSchema })
  .check(confirmationMatches<{ password: string; confirmPassword: string }>('password'));

export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;

/** /account/password. */
export const changePasswordSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, issueOf(passwordMessages.oldRequired))),
    newPassword: newPasswordSchema,
    confirmPassword: confirmationSchema,
  })
  .check(
    confirmationMatches<{ oldPassword: string; newPassword: string; confirmPassword: string }>('newPassword'),
  );

export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
