import { NavTabs, type NavTab } from '@creator/ui/nav-tabs';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

interface Props {
  /** Accessible name of the section's navigation. */
  label: MessageDescriptor;
  tabs: readonly NavTab[];
}

/** The tabs of a section whose tabs are routes (notices, account, content): ui's NavTabs on the router's links. */
export function SectionTabs({ label, tabs }: Props) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <NavTabs
      label={intl.formatMessage(label)}
      current={pathname}
      tabs={tabs}
      renderLink={({ href, ...props }) => <Link to={href} {...props} />}
    />
  );
}
