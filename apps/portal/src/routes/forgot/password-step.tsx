import { resetForgottenPassword } from '@creator/api/react/forgot';
import { descriptorResolver } from '@creator/forms/react/resolver';
import { useRuleForm } from '@creator/forms/react/use-rule-form';
import { forgotStep3Schema } from '@creator/forms/rules/auth';
import { Button } from '@creator/ui/button';
import { FormattedMessage } from 'react-intl';
import { NewPasswordFields } from '../../components/new-password-fields';
import { reportError } from '../../providers/report-error';
import { forgotMessages as messages } from './forgot-messages';

interface Props {
  email: string;
  ticket: string;
  onReset: () => void;
}

const resolver = descriptorResolver(forgotStep3Schema);

/** Step 3: the new password twice, then "reset"; the server's message shows on failure. */
export function PasswordStep({ email, ticket, onReset }: Props) {
  const form = useRuleForm(resolver, { password: '', confirmPassword: '' });
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
      <NewPasswordFields
        form={form}
        name="password"
        label={<FormattedMessage {...messages.password} />}
        confirmLabel={<FormattedMessage {...messages.confirm} />}
      />
      <Button type="submit" block loading={form.formState.isSubmitting}>
        <FormattedMessage {...messages.reset} />
      </Button>
    </form>
  );
}
