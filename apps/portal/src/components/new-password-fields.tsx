import { FormField } from '@creator/forms/react/form-field';
import { recheckField, type RuleForm } from '@creator/forms/react/use-rule-form';
import { PasswordInput } from '@creator/ui/password-input';
import type { ReactNode } from 'react';

interface Confirmation {
  confirmPassword: string;
}

interface Props<TValues extends Confirmation> {
  form: RuleForm<TValues>;
  /** The new password's field; its confirmation is `confirmPassword`. */
  name: Exclude<keyof TValues & string, 'confirmPassword'>;
  label: ReactNode;
  confirmLabel: ReactNode;
  hint?: ReactNode;
}

/**
 * A new password and its confirmation (the forgotten password's last step, /account/password): the mismatch is
 * said or unsaid as either field changes.
 */
export function NewPasswordFields<TValues extends Confirmation>({
  form,
  name,
  label,
  confirmLabel,
  hint,
}: Props<TValues>) {
  // Both fields are strings of the form: it is read as a form of text fields.
  const texts = form as unknown as RuleForm<Record<string, string>>;
  return (
    <>
      <FormField
        control={texts.control}
        name={name}
        label={label}
        hint={hint}
        required
        render={(field) => (
          <PasswordInput
            {...field}
            onChange={(event) => {
              field.onChange(event);
              recheckField(texts, 'confirmPassword');
            }}
            autoComplete="new-password"
          />
        )}
      />
      <FormField
        control={texts.control}
        name="confirmPassword"
        label={confirmLabel}
        required
        render={(field) => <PasswordInput {...field} autoComplete="new-password" />}
      />
    </>
  );
}
