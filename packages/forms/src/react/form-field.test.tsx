// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { CaptchaField } from '@creator/ui/captcha-field';
import { Input } from '@creator/ui/input';
import { PasswordInput } from '@creator/ui/password-input';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInSchema, type SignInForm } from '../rules/auth';
import { TestIntl } from '../test/intl';
import { FormField, useFormField } from './form-field';
import { descriptorResolver } from './resolver';
import { useRuleForm } from './use-rule-form';

afterEach(cleanup);

// A password field has no textbox role; its label text ends with the required mark.
const passwordInput = () => screen.getByLabelText(/^Password/u, { selector: 'input' });

const loginResolver = descriptorResolver(signInSchema);

function LoginExample({ onSubmit }: { onSubmit: (values: SignInForm) => void }) {
  const form = useRuleForm(loginResolver, { email: '', password: '', captcha: '' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormField
        control={form.control}
        name="email"
        label="Email"
        required
        render={(field) => <Input {...field} />}
      />
      <FormField
        control={form.control}
        name="password"
        label="Password"
        required
        render={(field) => <PasswordInput {...field} />}
      />
      <FormField
        control={form.control}
        name="captcha"
        label="Code"
        hint="Type the 4 characters of the picture"
        required
        render={(field) => <Input {...field} maxLength={4} />}
      />
      <button type="submit">Sign in</button>
    </form>
  );
}

function renderLogin(locale?: 'en-US' | 'ar-EG') {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(
    <TestIntl locale={locale}>
      <LoginExample onSubmit={onSubmit} />
    </TestIntl>,
  );
  return { onSubmit, user };
}

describe('FormField with the sign-in form', () => {
  it('shows each rule message under its field and marks the field invalid', async () => {
    const { onSubmit, user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Please enter your email');
    expect(passwordInput()).toHaveAccessibleDescription('Please enter your password');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'Please enter the verification code Type the 4 characters of the picture',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('formats the values of a message (the captcha length)', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'ab1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'The verification code has 4 characters Type the 4 characters of the picture',
    );
  });

  it('clears an error once the field is fixed, and submits valid values', async () => {
    const { onSubmit, user } = renderLogin();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'me@example');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');

    await user.type(email, '.com');
    expect(email).not.toBeInvalid();
    await user.type(passwordInput(), 'secret');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'me@example.com', password: 'secret', captcha: 'AB12' },
      expect.anything(),
    );
  });

  it('speaks the active locale, with its plural forms and Latin digits', async () => {
    const { user } = renderLogin('ar-EG');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'ab1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'يرجى إدخال بريدك الإلكتروني',
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'يتكون رمز التحقق من 4 أحرف Type the 4 characters of the picture',
    );
  });
});

/** A control that brings its own label and message (ui's captcha field), bound through useFormField. */
function CaptchaExample() {
  const form = useRuleForm(loginResolver, { email: '', password: '', captcha: '' });
  const { field, error } = useFormField({ control: form.control, name: 'captcha' });
  return <CaptchaField {...field} label="Code" error={error} onRefresh={() => {}} />;
}

/** The nickname row's case: the server refused what the rule let through. */
function RefusedExample({ refusal }: { refusal: string | null }) {
  const form = useRuleForm(loginResolver, { email: 'taken@example.com', password: '', captcha: '' });
  return (
    <FormField
      control={form.control}
      name="email"
      label="Email"
      error={refusal}
      render={(field) => <Input {...field} />}
    />
  );
}

describe('A field that says its own message', () => {
  it("useFormField gives a control with its own Field the rule's message", async () => {
    const user = userEvent.setup();
    render(
      <TestIntl>
        <CaptchaExample />
      </TestIntl>,
    );
    const code = screen.getByRole('textbox', { name: 'Code' });
    await user.type(code, 'ab1');
    await user.tab();
    expect(code).toHaveAccessibleDescription('The verification code has 4 characters');
    await user.type(code, 'c');
    expect(code).toBeValid();
  });

  it("FormField says the server's refusal in place of the rule's message, until the page lets it go", () => {
    const { rerender } = render(
      <TestIntl>
        <RefusedExample refusal="This email is taken" />
      </TestIntl>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('This email is taken');
    rerender(
      <TestIntl>
        <RefusedExample refusal={null} />
      </TestIntl>,
    );
    expect(email).toBeValid();
  });
});
