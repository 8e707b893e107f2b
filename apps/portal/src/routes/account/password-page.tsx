import { isApiError } from '@creator/api/client/errors';
import { useChangePassword } from '@creator/api/react/password';
import { ErrorCode } from '@creator/domain/error-codes';
import { useSchemaForm } from '@creator/forms/react/use-schema-form';
import { changePasswordSchema, passwordMessages } from '@creator/forms/rules/password';
import { Button } from '@creator/ui/button';
import { Field } from '@creator/ui/field';
import { PasswordInput } from '@creator/ui/password-input';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { notify } from '../../providers/notify';
import { reportError } from '../../providers/report-error';
import { AccountHeader } from './account-tabs';

export const messages = defineMessages({
  oldPassword: { id: 'portal.password.old', defaultMessage: 'Current password' },
  newPassword: { id: 'portal.password.new', defaultMessage: 'New password' },
  confirmPassword: { id: 'portal.password.confirm', defaultMessage: 'Repeat the new password' },
  submit: { id: 'portal.password.submit', defaultMessage: 'Change password' },
  forgot: { id: 'portal.password.forgot', defaultMessage: 'Forgot your current password?' },
  done: { id: 'portal.password.done', defaultMessage: 'Your password has been changed' },
});

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /account/password: current, new and repeated password, both sent encrypted; a wrong current password is said
 * beside its field, which takes the focus back. The light form binding, like sign-in: a 150 KB page budget.
 */
export default function PasswordPage() {
  const form = useSchemaForm(changePasswordSchema, EMPTY);
  const change = useChangePassword({ meta: { display: 'silent' } });
  // The current-password input, focused again after the server refuses it (an element in state, not a ref: it
  // is read in the submit handler).
  const [oldField, setOldField] = useState<HTMLInputElement | null>(null);
  // The server's words for a wrong current password, until that field is typed in again.
  const [oldRefused, setOldRefused] = useState<string | null>(null);
  const oldProps = form.field('oldPassword');

  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    setOldRefused(null);
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      for (const name of Object.keys(EMPTY) as Array<keyof typeof EMPTY>) form.reset(name);
      notify({ tone: 'success', message: messages.done });
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.oldPasswordWrong) {
        setOldRefused(error.message);
        oldField?.focus();
      } else reportError(error);
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <AccountHeader />
      <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
        <Field
          label={<FormattedMessage {...messages.oldPassword} />}
          required
          error={oldRefused ?? form.errorText('oldPassword')}
        >
          <PasswordInput
            {...oldProps}
            ref={setOldField}
            onChange={(event) => {
              setOldRefused(null);
              oldProps.onChange(event);
            }}
            autoComplete="current-password"
          />
        </Field>
        <Field
          label={<FormattedMessage {...messages.newPassword} />}
          hint={<FormattedMessage {...passwordMessages.hint} />}
          required
          error={form.errorText('newPassword')}
        >
          <PasswordInput {...form.field('newPassword')} autoComplete="new-password" />
        </Field>
        <Field
          label={<FormattedMessage {...messages.confirmPassword} />}
          required
          error={form.errorText('confirmPassword')}
        >
          <PasswordInput {...form.field('confirmPassword')} autoComplete="new-password" />
        </Field>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" loading={form.submitting}>
            <FormattedMessage {...messages.submit} />
          </Button>
          <Link to="/forgot" className="text-sm text-brand-700 underline-offset-4 hover:underline">
            <FormattedMessage {...messages.forgot} />
          </Link>
        </div>
      </form>
    </div>
  );
}
