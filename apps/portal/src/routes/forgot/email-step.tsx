import { API_CODES, isApiError } from '@creator/api/client/errors';
import { requestEmailCode } from '@creator/api/react/forgot-password';
import { useCaptchaChallenge } from '@creator/api/react/sign-in';
import { FormField } from '@creator/forms/react/form-field';
import { useForgotStep1Form } from '@creator/forms/react/auth-forms';
import { CAPTCHA_LENGTH } from '@creator/forms/rules/auth';
import { Button } from '@creator/ui/button';
import { Input } from '@creator/ui/input';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { CaptchaImage } from '../../components/captcha-image';
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
  const form = useForgotStep1Form({ defaultValues: { email } });
  const [problem, setProblem] = useState<MessageDescriptor | string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await requestEmailCode({ ...values, captchaId: captcha.challenge?.token ?? '' });
      onSent(values.email);
    } catch (error) {
      captcha.refresh();
      form.resetField('captcha');
      if (isApiError(error) && error.code === API_CODES.captchaWrong) setProblem(messages.codeError);
      else if (isApiError(error) && error.code === API_CODES.emailUnknown) setProblem(messages.emailUser);
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
      <div className="flex items-end gap-2">
        <FormField
          control={form.control}
          name="captcha"
          className="flex-1"
          label={<FormattedMessage {...messages.captcha} />}
          required
          render={(field) => <Input {...field} maxLength={CAPTCHA_LENGTH} autoComplete="off" />}
        />
        <CaptchaImage challenge={captcha.challenge} onRefresh={captcha.refresh} />
      </div>
      <FormAlert problem={problem} />
      <Button type="submit" block loading={form.formState.isSubmitting}>
        <FormattedMessage {...messages.sendCode} />
      </Button>
    </form>
  );
}
