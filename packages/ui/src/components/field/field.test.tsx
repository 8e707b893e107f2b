import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en-US.json';
import { describe, expect, it } from 'vitest';
import { Input } from '../input/input';
import { Field } from './field';
import { FieldControl } from './field-control';

function renderIn(ui: React.ReactElement) {
  return render(
    <IntlProvider locale="en-US" messages={en}>
      {ui}
    </IntlProvider>,
  );
}

describe('Field', () => {
  it('labels its control and describes it with the error first, then the hint', () => {
    renderIn(
      <Field label="Email" hint="Used to sign in." error="Email is required." required>
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Email is required. Used to sign in.');
  });

  it('is valid and undescribed without error or hint', () => {
    renderIn(
      <Field label="Email">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a description the control brings itself', () => {
    renderIn(
      <>
        <p id="extra">Extra words.</p>
        <Field label="Email" hint="Hint.">
          <Input aria-describedby="extra" />
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Hint. Extra words.');
  });

  it('wires a foreign control through FieldControl', () => {
    renderIn(
      <Field label="Code" error="Wrong code.">
        <FieldControl>
          <input />
        </FieldControl>
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('Wrong code.');
  });
});
