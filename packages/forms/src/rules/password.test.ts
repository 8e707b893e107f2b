import { describe, expect, it } from 'vitest';
import { firstError } from './descriptor';
import {
  changePasswordSchema,
  isPasswordValid,
  newPasswordSchema,
  passwordCharacterKinds,
  passwordMessages,
  resetPasswordSchema,
} from './password';
import { boundaryRows, ofLength } from '../test/strings';

const messageOf = (value: string) => firstError(newPasswordSchema.safeParse(value))?.id ?? null;

describe('new password length (6 to 16 code points)', () => {
  it.each(boundaryRows([6, 16], ['ascii', 'emoji', 'arabic']))('%s × %i', (kind, length) => {
    // One digit mixed in, so only the length decides.
    const value = `1${ofLength(kind, length - 1)}`;
    const expected = length >= 6 && length <= 16 ? null : passwordMessages.length.id;
    expect(messageOf(value)).toBe(expected);
  });
});

describe('password character kinds (contract: a symbol is neither letter, digit nor whitespace)', () => {
  it.each([
    ['abcdef', ['letter']],
    ['123456', ['digit']],
    ['!@#$%^', ['symbol']],
    ['😀😀😀', ['symbol']],
    ['مرحبا١٢', ['digit', 'letter']],
    ['密码abc', ['letter']],
    ['a1!', ['digit', 'letter', 'symbol']],
  ])('%s has %j', (value, kinds) => {
    expect([...passwordCharacterKinds(value)].sort()).toEqual(kinds);
  });

  it.each([
    ['abcdef', false],
    ['123456', false],
    ['!!!!!!', false],
    ['abc123', true],
    ['abc!!!', true],
    ['123!!!', true],
    ['كلمة١٢٣', true],
    ['密码密码😀😀', true],
  ])('%s is valid: %s', (value, expected) => {
    expect(isPasswordValid(value)).toBe(expected);
    expect(messageOf(value)).toBe(expected ? null : passwordMessages.kinds.id);
  });
});

describe('new password messages, one at a time in order', () => {
  it.each([
    ['', passwordMessages.newRequired.id],
    ['ab 1', passwordMessages.whitespace.id],
    ['abc\t123', passwordMessages.whitespace.id],
    ['abc\u00A0123', passwordMessages.whitespace.id],
    ['ab1', passwordMessages.length.id],
    ['abcdefg', passwordMessages.kinds.id],
  ])('%j reports %s only', (value, id) => {
    const result = newPasswordSchema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([id]);
  });

  it('states both bounds in the length message', () => {
    expect(firstError(newPasswordSchema.safeParse('a1'))?.values).toEqual({ min: 6, max: 16 });
  });
});

describe('reset form (forgot step 3)', () => {
  it('accepts a matching pair', () => {
    expect(resetPasswordSchema.safeParse({ password: 'secret12', confirmPassword: 'secret12' }).success).toBe(
      true,
    );
  });

  it('reports a mismatch on the confirmation', () => {
    const result = resetPasswordSchema.safeParse({ password: 'secret12', confirmPassword: 'secret13' });
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['confirmPassword', passwordMessages.mismatch.id],
    ]);
  });

  it('asks for the confirmation rather than reporting a mismatch when it is empty', () => {
    const result = resetPasswordSchema.safeParse({ password: 'secret12', confirmPassword: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([passwordMessages.confirmRequired.id]);
  });
});

describe('change form', () => {
  it('needs the old password', () => {
    const result = changePasswordSchema.safeParse({
      oldPassword: '',
      newPassword: 'secret12',
      confirmPassword: 'secret12',
    });
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['oldPassword', passwordMessages.oldRequired.id],
    ]);
  });

  it('checks the new password and its confirmation', () => {
    const result = changePasswordSchema.safeParse({
      oldPassword: 'x',
      newPassword: 'secret12',
      confirmPassword: 'secret21',
    });
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['confirmPassword', passwordMessages.mismatch.id],
    ]);
  });

  it('accepts any old password: older accounts may predate the rules', () => {
    expect(
      changePasswordSchema.safeParse({
        oldPassword: 'abc',
        newPassword: 'n3w-pass',
        confirmPassword: 'n3w-pass',
      }).success,
    ).toBe(true);
  });
});
