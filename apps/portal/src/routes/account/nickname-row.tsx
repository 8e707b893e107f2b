import { isApiError } from '@creator/api/client/errors';
import { useUpdateNickname } from '@creator/api/react/nickname';
import type { Account } from '@creator/api/schemas/account';
import { ErrorCode } from '@creator/domain/error-codes';
import { useSchemaForm } from '@creator/forms/react/use-schema-form';
import { isNicknameUnchanged, nicknameFormSchema, normalizeNickname } from '@creator/forms/rules/account';
import { Field } from '@creator/ui/field';
import { Input } from '@creator/ui/input';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../providers/notify';
import { reportError } from '../../providers/report-error';
import { infoMessages as messages, ProfileRow } from './profile-state';

/** The nickname: edit, save and cancel; an unchanged one only closes, 15001 and 15002 are said beside the field. */
export function NicknameRow({ account }: { account: Account }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm(nicknameFormSchema, { nickname: account.screen_name });
  const input = useRef<HTMLInputElement>(null);
  const field = form.field('nickname');
  const update = useUpdateNickname({ meta: { display: 'silent' } });
  const [refusal, setRefusal] = useState<string | null>(null);

  const open = (next: boolean) => {
    setEditing(next);
    setRefusal(null);
    form.reset('nickname', account.screen_name);
  };

  const save = async (): Promise<boolean> => {
    if (!form.validate()) {
      input.current?.focus();
      return false;
    }
    const { nickname } = form.values;
    if (isNicknameUnchanged(account.screen_name, nickname)) return true;
    try {
      await update.mutateAsync(normalizeNickname(nickname));
      notify({ tone: 'success', message: messages.submitted });
      return true;
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      if (code === ErrorCode.nicknameTaken || code === ErrorCode.noChangesLeft) {
        // Said beside the field, and the field takes the focus back for another try.
        setRefusal((error as Error).message);
        input.current?.focus();
      } else reportError(error);
      return false;
    }
  };

  return (
    <ProfileRow
      label={intl.formatMessage(messages.nickname)}
      value={account.screen_name}
      ext={account.screen_name_ext}
      editing={editing}
      onEditingChange={open}
      onSave={save}
      saving={update.isPending}
    >
      <Field
        label={<FormattedMessage {...messages.nickname} />}
        hideLabel
        error={refusal ?? form.errorText('nickname')}
      >
        <Input
          {...field}
          ref={input}
          autoFocus
          autoComplete="nickname"
          onChange={(event) => {
            setRefusal(null);
            field.onChange(event);
          }}
        />
      </Field>
    </ProfileRow>
  );
}
