import {
  POLISH_TASK_TABS,
  changePolishTaskFilters,
  writePolishTaskFilters,
  type PolishTaskFilters,
} from '@creator/forms/rules/polish-task-filters';
import { NavTabs } from '@creator/ui/nav-tabs';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ListFilters } from '../../components/list-filters';
import { messages } from './polish-tasks-messages';

interface Props {
  filters: PolishTaskFilters;
  /** A filter changed (another tab starts afresh, any other change goes to page 1: changePolishTaskFilters). */
  onChange: (patch: Partial<PolishTaskFilters>) => void;
}

/** The three tabs (links: each is an address), the date range and the search of the task lists. */
export function PolishTasksToolbar({ filters, onChange }: Props) {
  const intl = useIntl();
  const tabHref = (tab: PolishTaskFilters['tab']) =>
    `?${writePolishTaskFilters(changePolishTaskFilters(filters, { tab, page: 1 })).toString()}`;
  return (
    <>
      <NavTabs
        label={intl.formatMessage(messages.tabs)}
        current={tabHref(filters.tab)}
        tabs={POLISH_TASK_TABS.map((tab) => ({
          href: tabHref(tab),
          label: intl.formatMessage(messages[tab]),
        }))}
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
