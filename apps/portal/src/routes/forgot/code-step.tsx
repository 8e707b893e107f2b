import { isApiError } from '@creator/api/client/errors';
import { confirmEmailCode } from '@creator/api/react/forgot';
import { ErrorCode } from '@creator/domain/error-codes';
import { FormField } from '@creator/forms/react/form-field';
import { descriptorResolver } from '@creator/forms/react/resolver';
import { useRuleForm } from '@creator/forms/react/use-rule-form';
import { EMAIL_CODE_LENGTH, forgotStep2Schema, type ForgotStep2Form } from '@creator/forms/rules/auth';
import { Button } from '@creator/ui/button';
import { ConfirmDialog } from '@creator/ui/confirm-dialog';
import { Input } from '@creator/ui/input';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { reportError } from '../../providers/report-error';
import { forgotMessages as messages } from './forgot-messages';
import { FormAlert } from '../../components/form-alert';

interface Props {
  email: string;
  onVerified: (ticket: string) => void;
  /** Back to step 1 for a new code (a new captcha check is needed to send one). */
  onResend: () => void;
}

const resolver = descriptorResolver(forgotStep2Schema);

/** Step 2: the email (read-only) and the emailed code, then "next". */
export function CodeStep({ email, onVerified, onResend }: Props) {
  const form = useRuleForm<ForgotStep2Form>(resolver, { email: '', code: '' }, { defaultValues: { email } });
  const [problem, setProblem] = useState<MessageDescriptor | string | null>(null);
  const [expired, setExpired] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      onVerified(await confirmEmailCode(values));
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.emailCodeExpired) setExpired(true);
      else if (isApiError(error) && error.code === ErrorCode.verificationCodeWrong)
        setProblem(messages.codeError);
      else reportError(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField
        control={form.control}
        name="email"
        label={<FormattedMessage {...messages.email} />}
        render={(field) => <Input {...field} type="email" readOnly />}
      />
      <FormField
        control={form.control}
        name="code"
        label={<FormattedMessage {...messages.code} />}
        hint={<FormattedMessage {...messages.codeHint} />}
        required
        render={(field) => (
          <Input {...field} inputMode="numeric" maxLength={EMAIL_CODE_LENGTH} autoComplete="one-time-code" />
        )}
      />
      <FormAlert problem={problem} />
      <Button type="submit" block loading={form.formState.isSubmitting}>
        <FormattedMessage {...messages.next} />
      </Button>
      <ConfirmDialog
        open={expired}
        onOpenChange={setExpired}
        title={<FormattedMessage {...messages.expiredTitle} />}
        description={<FormattedMessage {...messages.expiredText} />}
        confirmLabel={<FormattedMessage {...messages.resend} />}
        onConfirm={onResend}
      />
    </form>
  );
}
