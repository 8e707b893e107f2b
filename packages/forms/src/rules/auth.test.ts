import { describe, expect, it } from 'vitest';
import {
  authMessages,
  captchaSchema,
  emailCodeSchema,
  forgotStep1Schema,
  forgotStep2Schema,
  forgotStep3Schema,
  isCaptchaMatch,
  signInSchema,
} from './auth';
import { firstError } from './descriptor';
import { emailMessages } from './email';
import { passwordMessages } from './password';

const fieldMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? [];

describe('sign-in form', () => {
  it('requires the email, the password and the captcha', () => {
    expect(fieldMessages(signInSchema.safeParse({ email: '', password: '', captcha: '' }))).toEqual([
      ['email', emailMessages.required.id],
      ['password', passwordMessages.required.id],
      ['captcha', authMessages.captchaRequired.id],
    ]);
  });

  it('checks the email format', () => {
    expect(
      fieldMessages(signInSchema.safeParse({ email: 'me@example', password: 'x', captcha: 'ab12' })),
    ).toEqual([['email', emailMessages.invalid.id]]);
  });

  it('accepts any non-empty password', () => {
    expect(signInSchema.safeParse({ email: 'me@example.com', password: 'x', captcha: 'AB12' }).success).toBe(
      true,
    );
  });
});

describe('captcha (4 characters)', () => {
  it.each([
    ['abc', false],
    ['abcd', true],
    ['abcde', false],
    ['ab😀d', true],
  ])('%s is acceptable: %s', (value, expected) => {
    expect(captchaSchema.safeParse(value).success).toBe(expected);
  });

  it('says how long the code is', () => {
    expect(firstError(captchaSchema.safeParse('abc'))).toEqual(authMessages.captchaInvalid);
    expect(authMessages.captchaInvalid.values).toEqual({ length: 4 });
  });

  it.each([
    ['AbC1', 'abc1', true],
    ['abc1', 'ABC1', true],
    ['abc1', 'abc2', false],
    ['abc1', 'abc', false],
  ])('%s matches %s regardless of case: %s', (expected, typed, match) => {
    expect(isCaptchaMatch(expected, typed)).toBe(match);
  });
});

describe('forgotten password', () => {
  it('step 1: email without spaces and the captcha', () => {
    expect(fieldMessages(forgotStep1Schema.safeParse({ email: 'me @example.com', captcha: '' }))).toEqual([
      ['email', emailMessages.invalid.id],
      ['captcha', authMessages.captchaRequired.id],
    ]);
    expect(forgotStep1Schema.safeParse({ email: 'me@example.com', captcha: 'Xy7Z' }).success).toBe(true);
  });

  it.each([
    ['', authMessages.emailCodeRequired.id],
    ['12345', authMessages.emailCodeInvalid.id],
    ['123456', null],
    ['1234567', authMessages.emailCodeInvalid.id],
    ['12345a', authMessages.emailCodeInvalid.id],
    ['١٢٣٤٥٦', authMessages.emailCodeInvalid.id],
  ])('step 2: emailed code %j gives %s', (code, id) => {
    expect(firstError(emailCodeSchema.safeParse(code))?.id ?? null).toBe(id);
    expect(forgotStep2Schema.safeParse({ email: 'me@example.com', code }).success).toBe(id === null);
  });

  it('step 3: new password and an equal confirmation', () => {
    expect(forgotStep3Schema.safeParse({ password: 'abc123', confirmPassword: 'abc123' }).success).toBe(true);
    expect(
      firstError(forgotStep3Schema.safeParse({ password: 'abcdef', confirmPassword: 'abcdef' })),
    ).toEqual(passwordMessages.kinds);
  });
});
