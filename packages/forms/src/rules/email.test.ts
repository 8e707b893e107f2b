import { describe, expect, it } from 'vitest';
import { emailMessages, emailSchema, isEmail } from './email';

describe('email rule', () => {
  it.each([
    ['creator@example.com', true],
    ['名字@例子.中国', true],
    ['a@b.c', true],
    ['no-at-sign.example.com', false],
    ['two@@example.com', false],
    ['a@b@example.com', false],
    ['space in@example.com', false],
    ['creator@example.com ', false],
    ['creator@localhost', false],
    ['@example.com', false],
  ])('%s is an email: %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it('reports a missing email with the required message, not the format one', () => {
    const result = emailSchema.safeParse('');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([emailMessages.required.id]);
  });

  it('reports a malformed email with the format message', () => {
    const result = emailSchema.safeParse('creator@');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([emailMessages.invalid.id]);
  });
});
