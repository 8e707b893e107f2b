import { isApiError } from '@creator/api/client/errors';
import { useUpdateNickname } from '@creator/api/react/profile';
import type { Account } from '@creator/api/schemas/account';
import { ErrorCode } from '@creator/domain/error-codes';
import { FormField } from '@creator/forms/react/form-field';
import { descriptorResolver } from '@creator/forms/react/resolver';
import { useRuleForm } from '@creator/forms/react/use-rule-form';
import {
  isNicknameUnchanged,
  nicknameFormSchema,
  normalizeNickname,
  type NicknameForm,
} from '@creator/forms/rules/account';
import { Input } from '@creator/ui/input';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../providers/notify';
import { reportError } from '../../providers/report-error';
import { infoMessages as messages, ProfileRow } from './profile-state';

const resolver = descriptorResolver(nicknameFormSchema);

/** The nickname: edit, save and cancel; an unchanged one only closes, 15001 and 15002 are said beside the field. */
export function NicknameRow({ account }: { account: Account }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const form = useRuleForm<NicknameForm>(
    resolver,
    { nickname: '' },
    { defaultValues: { nickname: account.screen_name } },
  );
  const update = useUpdateNickname({ meta: { display: 'silent' } });
  const [refusal, setRefusal] = useState<string | null>(null);

  const open = (next: boolean) => {
    setEditing(next);
    setRefusal(null);
    form.reset({ nickname: account.screen_name });
  };

  // The row's save button is outside any form: the rule is checked here, as a submit would.
  const save = async (): Promise<boolean> => {
    if (!(await form.trigger('nickname', { shouldFocus: true, shouldTouch: true }))) return false;
    const nickname = form.getValues('nickname');
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
        form.setFocus('nickname');
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
      <FormField
        control={form.control}
        name="nickname"
        label={<FormattedMessage {...messages.nickname} />}
        hideLabel
        error={refusal}
        render={(field) => (
          <Input
            {...field}
            autoFocus
            autoComplete="nickname"
            onChange={(event) => {
              setRefusal(null);
              field.onChange(event);
            }}
          />
        )}
      />
    </ProfileRow>
  );
}
