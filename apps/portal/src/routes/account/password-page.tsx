import { isApiError } from '@creator/api/client/errors';
import { useChangePassword } from '@creator/api/react/password';
import { ErrorCode } from '@creator/domain/error-codes';
import { FormField } from '@creator/forms/react/form-field';
import { descriptorResolver } from '@creator/forms/react/resolver';
import { useRuleForm } from '@creator/forms/react/use-rule-form';
import { changePasswordSchema, passwordMessages } from '@creator/forms/rules/password';
import { Button } from '@creator/ui/button';
import { PasswordInput } from '@creator/ui/password-input';
import { textLinkClassName } from '@creator/ui/text-link';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { NewPasswordFields } from '../../components/new-password-fields';
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

const resolver = descriptorResolver(changePasswordSchema);

/**
 * /account/password: current, new and repeated password, both sent encrypted; a wrong current password is said
 * beside its field, which takes the focus back.
 */
export default function PasswordPage() {
  const form = useRuleForm(resolver, EMPTY);
  const change = useChangePassword({ meta: { display: 'silent' } });
  // The server's words for a wrong current password, until that field is typed in again.
  const [oldRefused, setOldRefused] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    setOldRefused(null);
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      form.reset(EMPTY);
      notify({ tone: 'success', message: messages.done });
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.oldPasswordWrong) {
        setOldRefused(error.message);
        form.setFocus('oldPassword');
      } else reportError(error);
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <AccountHeader />
      <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
        <FormField
          control={form.control}
          name="oldPassword"
          label={<FormattedMessage {...messages.oldPassword} />}
          required
          error={oldRefused}
          render={(field) => (
            <PasswordInput
              {...field}
              onChange={(event) => {
                setOldRefused(null);
                field.onChange(event);
              }}
              autoComplete="current-password"
            />
          )}
        />
        <NewPasswordFields
          form={form}
          name="newPassword"
          label={<FormattedMessage {...messages.newPassword} />}
          confirmLabel={<FormattedMessage {...messages.confirmPassword} />}
          hint={<FormattedMessage {...passwordMessages.hint} />}
        />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" loading={form.formState.isSubmitting}>
            <FormattedMessage {...messages.submit} />
          </Button>
          <Link to="/forgot" className={textLinkClassName({ underline: 'hover' }, 'text-sm')}>
            <FormattedMessage {...messages.forgot} />
          </Link>
        </div>
      </form>
    </div>
  );
}
