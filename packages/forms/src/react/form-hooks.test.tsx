// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { accountMessages, nicknameFormSchema } from '../rules/account';
import { authMessages, forgotStep2Schema, forgotStep3Schema, loginSchema } from '../rules/auth';
import { genericMessages } from '../rules/descriptor';
import { emailMessages } from '../rules/email';
import { changePasswordSchema, passwordMessages } from '../rules/password';
import { descriptorResolver, fieldErrorDescriptor } from './resolver';
import { TestIntl } from '../test/intl';
import { useSchemaForm } from './use-schema-form';

afterEach(cleanup);

/** Types a value into a field of a useSchemaForm and leaves it, as a user would. */
function type<T extends Record<string, string>>(
  result: { current: ReturnType<typeof useSchemaForm<T>> },
  name: keyof T & string,
  value: string,
) {
  act(() => result.current.field(name).onChange({ target: { value } } as never));
  act(() => result.current.field(name).onBlur());
}

describe('form hooks', () => {
  it("useSchemaForm (the light binding of /login) shows a field's rule only once it is left, every field on submit", async () => {
    const { result } = renderHook(
      () => useSchemaForm(loginSchema, { email: '', password: '', captcha: '' }),
      {
        wrapper: ({ children }) => <TestIntl>{children}</TestIntl>,
      },
    );
    expect(result.current.values).toEqual({ email: '', password: '', captcha: '' });
    expect(result.current.errorOf('email')).toBeUndefined();
    act(() => result.current.field('email').onBlur());
    expect(result.current.errorOf('email')?.id).toBe(emailMessages.required.id);
    expect(result.current.errorText('email')).toBe('Please enter your email');
    expect(result.current.errorOf('password')).toBeUndefined();
    const form = document.createElement('form');
    let ran = false;
    await act(() =>
      result.current.handleSubmit(async () => {
        ran = true;
      })({ preventDefault() {}, currentTarget: form } as never),
    );
    expect(ran).toBe(false);
    expect([
      result.current.errorOf('email')?.id,
      result.current.errorOf('password')?.id,
      result.current.errorOf('captcha')?.id,
    ]).toEqual([emailMessages.required.id, passwordMessages.required.id, authMessages.captchaRequired.id]);
  });

  it('useSchemaForm with the second step of the forgotten password checks the 6-digit code', () => {
    const { result } = renderHook(
      () => useSchemaForm(forgotStep2Schema, { email: 'me@example.com', code: '' }),
      {
        wrapper: ({ children }) => <TestIntl>{children}</TestIntl>,
      },
    );
    type(result, 'code', '12345');
    expect(result.current.errorOf('code')?.id).toBe(authMessages.emailCodeInvalid.id);
    expect(result.current.errorOf('email')).toBeUndefined();
    type(result, 'code', '123456');
    expect(result.current.errorOf('code')).toBeUndefined();
  });

  it('useSchemaForm with the third step compares the confirmation', () => {
    const { result } = renderHook(
      () => useSchemaForm(forgotStep3Schema, { password: '', confirmPassword: '' }),
      {
        wrapper: ({ children }) => <TestIntl>{children}</TestIntl>,
      },
    );
    type(result, 'password', 'abc123');
    type(result, 'confirmPassword', 'abc124');
    expect(result.current.errorOf('password')).toBeUndefined();
    expect(result.current.errorOf('confirmPassword')?.id).toBe(passwordMessages.mismatch.id);
  });

  it('useSchemaForm for /account/password needs the current password and a valid new one', () => {
    const { result } = renderHook(
      () => useSchemaForm(changePasswordSchema, { oldPassword: '', newPassword: '', confirmPassword: '' }),
      { wrapper: ({ children }) => <TestIntl>{children}</TestIntl> },
    );
    type(result, 'newPassword', 'abc');
    type(result, 'confirmPassword', 'abc');
    let valid = true;
    act(() => {
      valid = result.current.validate();
    });
    expect(valid).toBe(false);
    expect([result.current.errorOf('oldPassword')?.id, result.current.errorOf('newPassword')?.id]).toEqual([
      passwordMessages.oldRequired.id,
      passwordMessages.length.id,
    ]);
  });

  it('useSchemaForm for the nickname counts code points, and reset takes a new starting value', () => {
    const { result } = renderHook(() => useSchemaForm(nicknameFormSchema, { nickname: 'مبدع محتوى' }), {
      wrapper: ({ children }) => <TestIntl>{children}</TestIntl>,
    });
    type(result, 'nickname', '😀😀😀');
    expect(result.current.errorOf('nickname')?.id).toBe(accountMessages.nicknameLength.id);
    type(result, 'nickname', '😀😀😀😀');
    expect(result.current.errorOf('nickname')).toBeUndefined();
    act(() => result.current.reset('nickname', 'New Name'));
    expect(result.current.values.nickname).toBe('New Name');
    let valid = false;
    act(() => {
      valid = result.current.validate();
    });
    expect(valid).toBe(true);
  });
});

describe('descriptorResolver', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it("turns zod's own messages into the generic descriptor id", async () => {
    const resolve = descriptorResolver(z.object({ count: z.number() }));
    const result = await resolve({ count: 'x' } as never, undefined, options);
    expect(result.errors.count?.message).toBe(genericMessages.invalid.id);
  });

  it('gives back the parsed values when valid', async () => {
    const resolve = descriptorResolver(z.object({ email: z.string() }));
    expect(await resolve({ email: 'a@b.c' }, undefined, options)).toEqual({
      values: { email: 'a@b.c' },
      errors: {},
    });
  });

  it('gives the declared values with the descriptor of an error', () => {
    expect(fieldErrorDescriptor({ message: passwordMessages.length.id })).toEqual(passwordMessages.length);
    expect(fieldErrorDescriptor(undefined)).toBeNull();
  });
});
