import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@creator/domain/limits';
import {
  changeFilters,
  formatLocalDay,
  parseLocalDay,
  STATUS_TAB_NAMES,
  writeContentFilters,
  type ContentFilters,
  type ContentSection,
} from '@creator/forms/rules/content-filters';
import { DateRangePicker } from '@creator/ui/date-range-picker';
import { SearchBox } from '@creator/ui/search-box';
import { NavTabs } from '@creator/ui/tabs';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
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
  const from = parseLocalDay(filters.from);
  const to = parseLocalDay(filters.to);
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
      <div className="flex flex-wrap items-center gap-3">
        <DateRangePicker
          value={from && to ? { from, to } : undefined}
          onChange={(range) =>
            onChange(
              range?.from
                ? { from: formatLocalDay(range.from), to: formatLocalDay(range.to ?? range.from) }
                : { from: undefined, to: undefined },
            )
          }
        />
        <SearchBox
          className="w-72"
          value={filters.q}
          onSearch={(q) => onChange({ q })}
          delay={SEARCH_DEBOUNCE_MS}
          maxLength={SEARCH_MAX_LENGTH}
          label={intl.formatMessage(section === 'post' ? messages.searchPosts : messages.searchArticles)}
        />
      </div>
    </>
  );
}
