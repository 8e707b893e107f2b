import * as z from 'zod/mini';
import { describe, issueOf } from './descriptor';

export const emailMessages = {
  required: describe('forms.email.required', 'Please enter your email'),
  invalid: describe('forms.email.invalid', 'Please enter a valid email address'),
} as const;

/** contract.md: one `@`, no whitespace, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export const emailSchema = z
  .string()
  .check(z.minLength(1, issueOf(emailMessages.required)), z.refine(isEmail, issueOf(emailMessages.invalid)));
