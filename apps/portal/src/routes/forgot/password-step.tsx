import { resetForgottenPassword } from '@creator/api/react/forgot-password';
import { FormField } from '@creator/forms/react/form-field';
import { useForgotStep3Form } from '@creator/forms/react/auth-forms';
import { Button } from '@creator/ui/button';
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
  const form = useForgotStep3Form();
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
      <FormField
        control={form.control}
        name="password"
        label={<FormattedMessage {...messages.password} />}
        required
        render={(field) => <PasswordInput {...field} autoComplete="new-password" />}
      />
      <FormField
        control={form.control}
        name="confirmPassword"
        label={<FormattedMessage {...messages.confirm} />}
        required
        render={(field) => <PasswordInput {...field} autoComplete="new-password" />}
      />
      <Button type="submit" block loading={form.formState.isSubmitting}>
        <FormattedMessage {...messages.reset} />
      </Button>
    </form>
  );
}
