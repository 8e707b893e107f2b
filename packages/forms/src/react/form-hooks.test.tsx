// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { Button } from '@creator/ui/button';
import { Input } from '@creator/ui/input';
import { PasswordInput } from '@creator/ui/password-input';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldPath, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nicknameFormSchema } from '../rules/account';
import { forgotStep2Schema, forgotStep3Schema, signInSchema } from '../rules/auth';
import { genericMessages } from '../rules/descriptor';
import { changePasswordSchema, passwordMessages } from '../rules/password';
import { TestIntl } from '../test/intl';
import { FormField } from './form-field';
import { descriptorResolver, fieldErrorDescriptor } from './resolver';
import { recheckField, restartField, useRuleForm, type RuleForm } from './use-rule-form';

afterEach(cleanup);

type Values = Record<string, string>;

interface FieldSpec<T extends Values> {
  name: FieldPath<T>;
  label: string;
  password?: boolean;
  /** The field whose message also depends on this one (a password's confirmation). */
  rechecks?: FieldPath<T>;
}

interface ExampleProps<T extends Values> {
  resolver: Resolver<T, unknown, T>;
  empty: T;
  defaults?: Partial<T>;
  fields: FieldSpec<T>[];
  onSubmit?: (values: T, form: RuleForm<T>) => Promise<void> | void;
  /** More controls, given the form (a save outside a submit, a reset). */
  extra?: (form: RuleForm<T>) => ReactNode;
}

/** A form as the portal's pages build one: useRuleForm, a FormField per field, a submit busy while it runs. */
function Example<T extends Values>({ resolver, empty, defaults, fields, onSubmit, extra }: ExampleProps<T>) {
  const form = useRuleForm(resolver, empty, { defaultValues: defaults as DefaultValues<T> });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit?.(values, form))}>
      {fields.map(({ name, label, password, rechecks }) => (
        <FormField
          key={name}
          control={form.control}
          name={name}
          label={label}
          render={(field) => {
            const props = {
              ...field,
              value: String(field.value),
              onChange: (event: { target: { value: string } }) => {
                field.onChange(event);
                if (rechecks) recheckField(form, rechecks);
              },
            };
            return password ? <PasswordInput {...props} /> : <Input {...props} />;
          }}
        />
      ))}
      {extra?.(form)}
      <Button type="submit" loading={form.formState.isSubmitting}>
        Send
      </Button>
    </form>
  );
}

function renderExample<T extends Values>(props: ExampleProps<T>) {
  const user = userEvent.setup();
  render(
    <TestIntl>
      <Example {...props} />
    </TestIntl>,
  );
  return user;
}

// Password inputs have no textbox role: every control is found by its label.
const control = (label: string) => screen.getByLabelText(label, { selector: 'input' });
// A busy button is also named by its busy text ("Loading").
const send = () => screen.getByRole('button', { name: /Send$/u });

const loginFields: FieldSpec<{ email: string; password: string; captcha: string }>[] = [
  { name: 'email', label: 'Email' },
  { name: 'password', label: 'Password', password: true },
  { name: 'captcha', label: 'Code' },
];
const loginExample = {
  resolver: descriptorResolver(signInSchema),
  empty: { email: '', password: '', captcha: '' },
  fields: loginFields,
};

describe('useRuleForm with FormField', () => {
  it("says a field's rule once it is left, then at each keystroke; a submit says every rule and focuses the first refused field", async () => {
    const onSubmit = vi.fn();
    const user = renderExample({ ...loginExample, onSubmit });
    const email = control('Email');
    await user.click(email);
    await user.tab();
    expect(email).toHaveAccessibleDescription('Please enter your email');
    // Focused, not left yet: nothing said.
    expect(control('Password')).toHaveFocus();
    expect(control('Password')).toBeValid();

    await user.type(email, 'me@example');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await user.type(email, '.com');
    expect(email).toBeValid();

    await user.click(send());
    expect(control('Password')).toHaveAccessibleDescription('Please enter your password');
    expect(control('Code')).toHaveAccessibleDescription('Please enter the verification code');
    expect(control('Password')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the six digits of the emailed code, the email given by the page', async () => {
    const user = renderExample({
      resolver: descriptorResolver(forgotStep2Schema),
      empty: { email: '', code: '' },
      defaults: { email: 'me@example.com' },
      fields: [
        { name: 'email', label: 'Email' },
        { name: 'code', label: 'Code' },
      ],
    });
    expect(control('Email')).toHaveValue('me@example.com');
    await user.type(control('Code'), '12345');
    await user.tab();
    expect(control('Code')).toHaveAccessibleDescription('The emailed code has 6 digits');
    await user.type(control('Code'), '6');
    expect(control('Code')).toBeValid();
    expect(control('Email')).toBeValid();
  });

  it('compares the confirmation once it is typed, and follows the password with recheckField', async () => {
    const user = renderExample({
      resolver: descriptorResolver(forgotStep3Schema),
      empty: { password: '', confirmPassword: '' },
      fields: [
        { name: 'password', label: 'New password', password: true, rechecks: 'confirmPassword' },
        { name: 'confirmPassword', label: 'Confirm', password: true },
      ],
    });
    await user.type(control('New password'), 'abc123');
    await user.tab();
    // The confirmation is not left yet: the password's changes leave it silent.
    await user.type(control('New password'), '4');
    expect(control('Confirm')).toBeValid();

    await user.type(control('Confirm'), 'abc124');
    await user.tab();
    expect(control('Confirm')).toHaveAccessibleDescription('The two passwords do not match');
    expect(control('New password')).toBeValid();

    await user.clear(control('New password'));
    await user.type(control('New password'), 'abc124');
    expect(control('Confirm')).toBeValid();
    await user.type(control('New password'), '5');
    expect(control('Confirm')).toHaveAccessibleDescription('The two passwords do not match');
  });

  it('trigger, a save outside a submit, says every rule and focuses the first refused field', async () => {
    const user = renderExample({
      resolver: descriptorResolver(changePasswordSchema),
      empty: { oldPassword: '', newPassword: '', confirmPassword: '' },
      fields: [
        { name: 'oldPassword', label: 'Current password', password: true },
        { name: 'newPassword', label: 'New password', password: true },
        { name: 'confirmPassword', label: 'Repeat', password: true },
      ],
      extra: (form) => (
        <button type="button" onClick={() => void form.trigger(undefined, { shouldFocus: true })}>
          Check
        </button>
      ),
    });
    await user.type(control('New password'), 'abc');
    await user.type(control('Repeat'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(control('Current password')).toHaveAccessibleDescription('Please enter your current password');
    expect(control('New password')).toHaveAccessibleDescription(
      'The password must be 6 to 16 characters long',
    );
    expect(control('Repeat')).toBeValid();
    expect(control('Current password')).toHaveFocus();
  });

  it('counts the nickname in code points, and reset starts the field over from a new value', async () => {
    const user = renderExample({
      resolver: descriptorResolver(nicknameFormSchema),
      empty: { nickname: '' },
      defaults: { nickname: 'مبدع محتوى' },
      fields: [{ name: 'nickname', label: 'Nickname' }],
      extra: (form) => (
        <>
          <button type="button" onClick={() => form.reset({ nickname: 'New Name' })}>
            Start over
          </button>
          <button type="button" onClick={() => void form.trigger('nickname')}>
            Check
          </button>
        </>
      ),
    });
    const nickname = control('Nickname');
    expect(nickname).toHaveValue('مبدع محتوى');
    await user.clear(nickname);
    await user.type(nickname, '😀😀😀');
    await user.tab();
    expect(nickname).toHaveAccessibleDescription('The nickname must be 4 to 24 characters long');
    await user.type(nickname, '😀');
    expect(nickname).toBeValid();
    await user.type(nickname, '{Backspace}{Backspace}');
    expect(nickname).toBeInvalid();

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(nickname).toHaveValue('New Name');
    expect(nickname).toBeValid();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(nickname).toBeValid();
  });

  it('restartField empties a field after a refused send and keeps it silent until it is left again', async () => {
    const user = renderExample({
      ...loginExample,
      // What the sign-in page does when the server refuses: a new captcha to type.
      onSubmit: (_values, form) => restartField(form, 'captcha'),
    });
    await user.type(control('Email'), 'me@example.com');
    await user.type(control('Password'), 'secret');
    await user.type(control('Code'), 'AB12');
    await user.click(send());
    const code = control('Code');
    expect(code).toHaveValue('');
    expect(code).toBeValid();

    await user.type(code, 'A');
    expect(code).toBeValid();
    await user.tab();
    expect(code).toHaveAccessibleDescription('The verification code has 4 characters');
    // A field that was left keeps following each keystroke.
    await user.clear(control('Email'));
    expect(control('Email')).toHaveAccessibleDescription('Please enter your email');
  });

  it('is busy while the send runs: a double click sends once', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const user = renderExample({ ...loginExample, onSubmit });
    await user.type(control('Email'), 'me@example.com');
    await user.type(control('Password'), 'secret');
    await user.type(control('Code'), 'AB12');
    await user.dblClick(send());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(send()).toHaveAttribute('aria-busy', 'true');

    await act(async () => finish());
    expect(send()).not.toHaveAttribute('aria-busy');
    await user.click(send());
    expect(onSubmit).toHaveBeenCalledTimes(2);
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
