import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@creator/domain/limits';
import { formatLocalDay, parseLocalDay, type ListParams } from '@creator/forms/rules/content-filters';
import { DateRangePicker } from '@creator/ui/date-range-picker';
import { SearchBox } from '@creator/ui/search-box';

interface Props {
  filters: ListParams;
  /** The days (`YYYY-MM-DD`, both or neither) or the search changed. */
  onChange: (patch: Pick<ListParams, 'from' | 'to'> | Pick<ListParams, 'q'>) => void;
  /** The search box's name: what it searches. */
  searchLabel: string;
}

/**
 * The date range and the search of a list, read from and written to its address (readListParams): side by side
 * from 640 px up, each the full width of a phone.
 */
export function ListFilters({ filters, onChange, searchLabel }: Props) {
  const from = parseLocalDay(filters.from);
  const to = parseLocalDay(filters.to);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <DateRangePicker
        className="w-full sm:w-auto"
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
        className="w-full sm:w-72"
        value={filters.q}
        onSearch={(q) => onChange({ q })}
        delay={SEARCH_DEBOUNCE_MS}
        maxLength={SEARCH_MAX_LENGTH}
        label={searchLabel}
      />
    </div>
  );
}
