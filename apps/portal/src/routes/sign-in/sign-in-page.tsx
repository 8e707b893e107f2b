import { isApiError, loginFailedMessage } from '@creator/api/client/errors';
import { signInWithPassword, SignInError, useCaptchaChallenge } from '@creator/api/react/sign-in';
import { ErrorCode } from '@creator/domain/error-codes';
import { REDIRECT_DELAY_MS } from '@creator/domain/limits';
import { FormField } from '@creator/forms/react/form-field';
import { descriptorResolver } from '@creator/forms/react/resolver';
import { restartField, useRuleForm } from '@creator/forms/react/use-rule-form';
import { signInSchema } from '@creator/forms/rules/auth';
import { Button } from '@creator/ui/button';
import { Input } from '@creator/ui/input';
import { PasswordInput } from '@creator/ui/password-input';
import { textLinkClassName } from '@creator/ui/text-link';
import { useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { authMessages } from '../../components/auth-messages';
import { AuthShell } from '../../components/auth-shell';
import { CaptchaCodeField } from '../../components/captcha-code-field';
import { FormAlert } from '../../components/form-alert';
import { LanguagePicker } from '../../components/language-picker';
import { reportError } from '../../providers/report-error';

/** The page's messages; its screen stories name the controls with them, in the locale they run in. */
export const messages = defineMessages({
  title: { id: 'portal.sign-in.title', defaultMessage: 'Sign in to the creator portal' },
  email: { id: 'portal.sign-in.email', defaultMessage: 'Email' },
  password: { id: 'portal.sign-in.password', defaultMessage: 'Password' },
  forgot: { id: 'portal.sign-in.forgot', defaultMessage: 'Forgot password?' },
  submit: { id: 'portal.sign-in.submit', defaultMessage: 'Sign in' },
  codeError: {
    id: 'portal.sign-in.code-error',
    defaultMessage: 'The verification code is wrong, please try again',
  },
});

type Problem = MessageDescriptor | string | null;

const resolver = descriptorResolver(signInSchema);

/** What the form says for the codes the spec names; null leaves the error to the app's display. */
function problemOf(cause: unknown): Problem {
  if (!isApiError(cause) || cause.kind !== 'business') return null;
  if (cause.code === ErrorCode.verificationCodeWrong) return messages.codeError;
  if (cause.code === ErrorCode.emailUnknown) return authMessages.emailUnknown;
  if (cause.code === ErrorCode.loginFailed) return loginFailedMessage;
  return cause.message || loginFailedMessage;
}

export default function SignInPage() {
  const captcha = useCaptchaChallenge();
  const form = useRuleForm(resolver, { email: '', password: '', captcha: '' });
  const [problem, setProblem] = useState<Problem>(null);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await signInWithPassword({ ...values, captchaId: captcha.challenge?.token ?? '' });
      // A full reload, so that the signed-in app starts from a clean state.
      window.location.assign('/home');
    } catch (error) {
      captcha.refresh();
      restartField(form, 'captcha');
      const cause = error instanceof SignInError ? error.cause : error;
      if (isApiError(cause) && cause.code === ErrorCode.loginForbidden) {
        setProblem(cause.message || loginFailedMessage);
        setTimeout(() => window.location.assign('/login'), REDIRECT_DELAY_MS);
        return;
      }
      const shown = problemOf(cause);
      if (shown) setProblem(shown);
      else reportError(cause);
    }
  });

  return (
    <AuthShell title={messages.title} aside={<LanguagePicker />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField
          control={form.control}
          name="email"
          label={<FormattedMessage {...messages.email} />}
          required
          render={(field) => <Input {...field} type="email" autoComplete="username" />}
        />
        <FormField
          control={form.control}
          name="password"
          label={<FormattedMessage {...messages.password} />}
          required
          render={(field) => <PasswordInput {...field} autoComplete="current-password" />}
        />
        <CaptchaCodeField control={form.control} captcha={captcha} />
        <FormAlert problem={problem} />
        <Button type="submit" block loading={form.formState.isSubmitting}>
          <FormattedMessage {...messages.submit} />
        </Button>
        <Link to="/forgot" className={textLinkClassName({ underline: 'hover' }, 'self-start text-sm')}>
          <FormattedMessage {...messages.forgot} />
        </Link>
      </form>
    </AuthShell>
  );
}
