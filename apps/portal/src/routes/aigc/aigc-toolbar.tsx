import {
  AIGC_TABS,
  changeAigcFilters,
  writeAigcFilters,
  type AigcFilters,
} from '@creator/forms/rules/aigc-filters';
import { NavTabs } from '@creator/ui/tabs';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ListFilters } from '../../components/list-filters';
import { messages } from './aigc-messages';

interface Props {
  filters: AigcFilters;
  /** A filter changed (another tab starts afresh, any other change goes to page 1: changeAigcFilters). */
  onChange: (patch: Partial<AigcFilters>) => void;
}

/** The three tabs (links: each is an address), the date range and the search of the task lists. */
export function AigcToolbar({ filters, onChange }: Props) {
  const intl = useIntl();
  const tabHref = (tab: AigcFilters['tab']) =>
    `?${writeAigcFilters(changeAigcFilters(filters, { tab, page: 1 })).toString()}`;
  return (
    <>
      <NavTabs
        label={intl.formatMessage(messages.tabs)}
        current={tabHref(filters.tab)}
        tabs={AIGC_TABS.map((tab) => ({ href: tabHref(tab), label: intl.formatMessage(messages[tab]) }))}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
      <ListFilters
        // Another tab drops a search typed but not yet sent (it was the other tab's).
        key={filters.tab}
        filters={filters}
        onChange={onChange}
        searchLabel={intl.formatMessage(messages.search)}
      />
    </>
  );
}
