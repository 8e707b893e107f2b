import * as z from 'zod/mini';
import { describe, issueOf } from './descriptor';

export const emailMessages = {
  required: describe('forms.email.required', 'Please enter your email'),
  invalid: describe('forms.email.invalid', 'Please enter a valid email address'),
} as const;

/** The longest address SMTP can carry (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * contract.md: one `@`, no whitespace, a dot in the domain — a dot with a character on each side. Written so
 * that no character can be matched two ways (the domain's first character, then no dot up to the first dot
 * after it, then anything): the plain `[^\s@]+\.[^\s@]+` tries every dot of a long run of dots against every
 * other and takes quadratic time on `a@` followed by dots and a space.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/u;

/** Whether `value` is an address: its length is checked before any pattern sees it. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export const emailSchema = z
  .string()
  .check(z.minLength(1, issueOf(emailMessages.required)), z.refine(isEmail, issueOf(emailMessages.invalid)));
