import { AuditStatus } from '@creator/domain/account';
import { accountMessages, canChangeProfileField } from '@creator/forms/rules/account';
import { AccountFieldRow, type AccountFieldRowProps } from '@creator/ui/account-field-row';
import { Badge } from '@creator/ui/badge';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

export const infoMessages = defineMessages({
  nickname: { id: 'portal.account.info.nickname', defaultMessage: 'Nickname' },
  avatar: { id: 'portal.account.info.avatar', defaultMessage: 'Avatar' },
  creatorId: { id: 'portal.account.info.creator-id', defaultMessage: 'Creator ID' },
  email: { id: 'portal.account.info.email', defaultMessage: 'Email' },
  region: { id: 'portal.account.info.region', defaultMessage: 'Region' },
  reviewFailed: { id: 'portal.account.info.review-failed', defaultMessage: 'Last change failed review' },
  submitted: {
    id: 'portal.account.info.submitted',
    defaultMessage: 'Saved. The change is now in review, which takes about 3 working days.',
  },
});

type Props = Pick<
  AccountFieldRowProps,
  'value' | 'editing' | 'onEditingChange' | 'onSave' | 'saving' | 'children'
> & {
  label: string;
  /** `screen_name_ext` or `avatar_ext` of the account. */
  ext: { audit_status: number; modified: boolean };
};

/**
 * The nickname or avatar row: while a change is in review the edit control gives way to the in-review badge,
 * with no change left this month it is disabled with the reason, and a failed last review is said beside the
 * value.
 */
export function ProfileRow({ label, value, ext, ...editing }: Props) {
  const intl = useIntl();
  const inReview = ext.audit_status === AuditStatus.inReview;
  return (
    <AccountFieldRow
      label={label}
      value={
        <>
          {value}
          {ext.audit_status === AuditStatus.failed ? (
            <Badge tone="danger" data-testid="review-failed">
              <FormattedMessage {...infoMessages.reviewFailed} />
            </Badge>
          ) : null}
        </>
      }
      inReview={inReview}
      canChange={inReview || canChangeProfileField(ext).ok}
      exhaustedHint={intl.formatMessage(accountMessages.profileNoChangesLeft)}
      {...editing}
    />
  );
}
