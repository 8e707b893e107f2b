import { isApiError } from '@creator/api/client/errors';
import { requestEmailCode } from '@creator/api/react/forgot';
import { useCaptchaChallenge } from '@creator/api/react/sign-in';
import { ErrorCode } from '@creator/domain/error-codes';
import { FormField } from '@creator/forms/react/form-field';
import { descriptorResolver } from '@creator/forms/react/resolver';
import { restartField, useRuleForm } from '@creator/forms/react/use-rule-form';
import { forgotStep1Schema, type ForgotStep1Form } from '@creator/forms/rules/auth';
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

const resolver = descriptorResolver(forgotStep1Schema);

/** Step 1: email and captcha, then "send code". */
export function EmailStep({ email, locked, onSent }: Props) {
  const captcha = useCaptchaChallenge();
  const form = useRuleForm<ForgotStep1Form>(
    resolver,
    { email: '', captcha: '' },
    { defaultValues: { email } },
  );
  const [problem, setProblem] = useState<MessageDescriptor | string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await requestEmailCode({ ...values, captchaId: captcha.challenge?.token ?? '' });
      onSent(values.email);
    } catch (error) {
      captcha.refresh();
      restartField(form, 'captcha');
      if (isApiError(error) && error.code === ErrorCode.verificationCodeWrong) setProblem(messages.codeError);
      else if (isApiError(error) && error.code === ErrorCode.emailUnknown)
        setProblem(authMessages.emailUnknown);
      else reportError(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField
        control={form.control}
        name="email"
        label={<FormattedMessage {...messages.email} />}
        required
        render={(field) => <Input {...field} type="email" autoComplete="email" readOnly={locked} />}
      />
      <CaptchaCodeField control={form.control} captcha={captcha} />
      <FormAlert problem={problem} />
      <Button type="submit" block loading={form.formState.isSubmitting}>
        <FormattedMessage {...messages.sendCode} />
      </Button>
    </form>
  );
}
