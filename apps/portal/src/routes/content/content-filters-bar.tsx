import {
  changeFilters,
  STATUS_TAB_NAMES,
  writeContentFilters,
  type ContentFilters,
  type ContentSection,
} from '@creator/forms/rules/content-filters';
import { NavTabs } from '@creator/ui/nav-tabs';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ListFilters } from '../../components/list-filters';
import { messages } from './content-messages';

interface Props {
  section: ContentSection;
  filters: ContentFilters;
  /** A filter changed (back to page 1: changeFilters). */
  onChange: (patch: Partial<ContentFilters>) => void;
}

/** The status sub-tabs (links: each is an address), the date range and the search of a content section. */
export function ContentFiltersBar({ section, filters, onChange }: Props) {
  const intl = useIntl();
  const statusHref = (status: ContentFilters['status']) =>
    `?${writeContentFilters(changeFilters(filters, { status, page: 1 })).toString()}`;
  return (
    <>
      <NavTabs
        variant="pill"
        label={intl.formatMessage(messages.status)}
        current={statusHref(filters.status)}
        tabs={STATUS_TAB_NAMES.map((status) => ({
          href: statusHref(status),
          label: intl.formatMessage(messages[status]),
        }))}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
      <ListFilters
        // Another section or status drops a search typed but not yet sent.
        key={`${section}-${filters.status}`}
        filters={filters}
        onChange={onChange}
        searchLabel={intl.formatMessage(section === 'post' ? messages.searchPosts : messages.searchArticles)}
      />
    </>
  );
}
