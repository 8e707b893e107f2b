import { defineMessages, FormattedMessage } from 'react-intl';
import { SectionTabs } from '../../components/section-tabs';

export const accountTabMessages = defineMessages({
  section: { id: 'portal.account.section', defaultMessage: 'Account' },
  info: { id: 'portal.account.info-tab', defaultMessage: 'Account information' },
  password: { id: 'portal.account.password-tab', defaultMessage: 'Password' },
});

const TABS = [
  { href: '/account/info', label: <FormattedMessage {...accountTabMessages.info} /> },
  { href: '/account/password', label: <FormattedMessage {...accountTabMessages.password} /> },
];

/** The account section's title and its tabs, /account/info and /account/password. */
export function AccountHeader() {
  return (
    <>
      <h1 className="text-xl font-semibold text-ink">
        <FormattedMessage {...accountTabMessages.section} />
      </h1>
      <SectionTabs label={accountTabMessages.section} tabs={TABS} />
    </>
  );
}
