import { resetForgottenPassword } from '@creator/api/react/forgot-password';
import { useSchemaForm } from '@creator/forms/react/use-schema-form';
import { forgotStep3Schema } from '@creator/forms/rules/auth';
import { Button } from '@creator/ui/button';
import { Field } from '@creator/ui/field';
import { PasswordInput } from '@creator/ui/password-input';
import { FormattedMessage } from 'react-intl';
import { reportError } from '../../providers/report-error';
import { forgotMessages as messages } from './forgot-messages';

interface Props {
  email: string;
  ticket: string;
  onReset: () => void;
}

/** Step 3: the new password twice, then "reset"; the server's message shows on failure. */
export function PasswordStep({ email, ticket, onReset }: Props) {
  const form = useSchemaForm(forgotStep3Schema, { password: '', confirmPassword: '' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await resetForgottenPassword({ email, password: values.password, ticket });
      onReset();
    } catch (error) {
      reportError(error);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label={<FormattedMessage {...messages.password} />} required error={form.errorText('password')}>
        <PasswordInput {...form.field('password')} autoComplete="new-password" />
      </Field>
      <Field label={<FormattedMessage {...messages.confirm} />} required error={form.errorText('confirmPassword')}>
        <PasswordInput {...form.field('confirmPassword')} autoComplete="new-password" />
      </Field>
      <Button type="submit" block loading={form.submitting}>
        <FormattedMessage {...messages.reset} />
      </Button>
    </form>
  );
}
