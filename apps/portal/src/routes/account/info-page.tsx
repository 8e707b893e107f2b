import { useAccount } from '@creator/api/react/account';
import { SHOWN_IN_PLACE } from '@creator/api/react/query-client';
import { AccountFieldRow } from '@creator/ui/account-field-row';
import { PROFILE_CHANGES_PER_MONTH } from '@creator/forms/rules/account';
import { Skeleton } from '@creator/ui/skeleton';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../system/load-error';
import { AccountHeader, accountTabMessages } from './account-tabs';
import { AvatarRow } from './avatar-row';
import { NicknameRow } from './nickname-row';
import { infoMessages as messages } from './profile-state';

/** The region's name in the reader's language ("ID" → Indonesia), the code itself where the browser has none. */
function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** /account/info: nickname and avatar with their edit modes; creator id, email and region to read. */
export default function AccountInfoPage() {
  const intl = useIntl();
  const account = useAccount(SHOWN_IN_PLACE);
  const data = account.data;
  return (
    <div className="flex flex-col gap-6">
      <AccountHeader />
      <section aria-labelledby="account-info-title" className="flex max-w-3xl flex-col">
        <h2 id="account-info-title" className="sr-only">
          <FormattedMessage {...accountTabMessages.info} />
        </h2>
        {account.isError && !data ? (
          <LoadError
            error={account.error}
            onRetry={() => void account.refetch()}
            retrying={account.isFetching}
          />
        ) : !data ? (
          <div aria-busy="true" className="flex flex-col gap-4 py-4">
            <Skeleton lines={5} />
          </div>
        ) : (
          <>
            <NicknameRow account={data} />
            <AvatarRow account={data} />
            <AccountFieldRow
              label={intl.formatMessage(messages.creatorId)}
              value={<span dir="ltr">{data.user_id}</span>}
              editable={false}
            />
            <AccountFieldRow
              label={intl.formatMessage(messages.email)}
              value={<span dir="ltr">{data.email}</span>}
              editable={false}
            />
            <AccountFieldRow
              label={intl.formatMessage(messages.region)}
              value={regionName(data.country, intl.locale)}
              editable={false}
            />
            <p className="pt-3 text-xs text-ink-muted">
              <FormattedMessage
                id="portal.account.info.change-hint"
                defaultMessage="Nickname and avatar can each be changed {count, plural, one {# time} other {# times}} a month; each change is reviewed in about 3 working days."
                values={{ count: PROFILE_CHANGES_PER_MONTH }}
              />
            </p>
          </>
        )}
      </section>
    </div>
  );
}
