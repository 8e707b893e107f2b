import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en-US.json';
import { describe, expect, it } from 'vitest';
import { Field } from '../field/field';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('shows and hides the password, naming the toggle after what it will do', async () => {
    render(
      <IntlProvider locale="en-US" messages={en}>
        <Field label="Password" error="Too short.">
          <PasswordInput defaultValue="abc" />
        </Field>
      </IntlProvider>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('Too short.');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
