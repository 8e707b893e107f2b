import { isApiError } from '@creator/api/client/errors';
import { requestEmailCode } from '@creator/api/react/forgot-password';
import { useCaptchaChallenge } from '@creator/api/react/sign-in';
import { ErrorCode } from '@creator/domain/error-codes';
import { useSchemaForm } from '@creator/forms/react/use-schema-form';
import { forgotStep1Schema } from '@creator/forms/rules/auth';
import { Field } from '@creator/ui/field';
import { Button } from '@creator/ui/button';
import { Input } from '@creator/ui/input';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { authMessages } from '../../components/auth-messages';
import { CaptchaCodeField } from '../../components/captcha-code-field';
import { reportError } from '../../providers/report-error';
import { forgotMessages as messages } from './forgot-messages';
import { FormAlert } from '../../components/form-alert';

interface Props {
  email: string;
  /** The signed-in account's email: prefilled and locked. */
  locked: boolean;
  onSent: (email: string) => void;
}

/** Step 1: email and captcha, then "send code". */
export function EmailStep({ email, locked, onSent }: Props) {
  const captcha = useCaptchaChallenge();
  const form = useSchemaForm(forgotStep1Schema, { email, captcha: '' });
  const [problem, setProblem] = useState<MessageDescriptor | string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await requestEmailCode({ ...values, captchaId: captcha.challenge?.token ?? '' });
      onSent(values.email);
    } catch (error) {
      captcha.refresh();
      form.reset('captcha');
      if (isApiError(error) && error.code === ErrorCode.verificationCodeWrong) setProblem(messages.codeError);
      else if (isApiError(error) && error.code === ErrorCode.emailUnknown) setProblem(authMessages.emailUnknown);
      else reportError(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label={<FormattedMessage {...messages.email} />} required error={form.errorText('email')}>
        <Input {...form.field('email')} type="email" autoComplete="email" readOnly={locked} />
      </Field>
      <CaptchaCodeField form={form} captcha={captcha} />
      <FormAlert problem={problem} />
      <Button type="submit" block loading={form.submitting}>
        <FormattedMessage {...messages.sendCode} />
      </Button>
    </form>
  );
}
