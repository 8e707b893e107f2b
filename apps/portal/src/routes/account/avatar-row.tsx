import { useChangeAvatar } from '@creator/api/react/profile';
import type { Account } from '@creator/api/schemas/account';
import { accountMessages, checkAvatarFile } from '@creator/forms/rules/account';
import { AVATAR_EXTENSIONS } from '@creator/forms/rules/upload';
import { Avatar } from '@creator/ui/avatar';
import { AvatarEditor, type CroppedAvatar } from '@creator/ui/avatar-editor';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../components/error-text';
import { notify } from '../../providers/notify';
import { infoMessages as messages, ProfileRow } from './profile-state';

const ACCEPT = AVATAR_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The avatar: pick (jpg, jpeg or png, at most 2 MB, checked before anything leaves), crop square, upload, save. */
export function AvatarRow({ account }: { account: Account }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [cropped, setCropped] = useState<CroppedAvatar | null>(null);
  const change = useChangeAvatar({ meta: { display: 'silent' } });
  const failure = useErrorText(change.error);

  const open = (next: boolean) => {
    setEditing(next);
    setCropped(null);
    change.reset();
  };

  const save = async (): Promise<boolean> => {
    // Nothing new picked: saving only closes.
    if (!cropped) return true;
    try {
      await change.mutateAsync(cropped);
      notify({ tone: 'success', message: messages.submitted });
      return true;
    } catch {
      return false;
    }
  };

  return (
    <ProfileRow
      label={intl.formatMessage(messages.avatar)}
      value={<Avatar size="lg" src={account.avatar || null} name={account.screen_name} fallback="initials" />}
      ext={account.avatar_ext}
      editing={editing}
      onEditingChange={open}
      onSave={save}
      saving={change.isPending}
    >
      <AvatarEditor
        currentSrc={account.avatar || null}
        name={account.screen_name}
        accept={ACCEPT}
        checkFile={(file) => {
          const refusal = checkAvatarFile(file);
          return refusal && intl.formatMessage(refusal, refusal.values);
        }}
        onCropped={(result) => {
          change.reset();
          setCropped(result);
        }}
        progress={change.progress}
        error={failure}
        hint={intl.formatMessage(accountMessages.avatarHint, accountMessages.avatarHint.values)}
      />
    </ProfileRow>
  );
}
