import * as Popover from '@radix-ui/react-popover';
import CalendarDays from 'lucide-react/icons/calendar-days';
import X from 'lucide-react/icons/x';
import { useState, type ComponentProps } from 'react';
import type { DateRange, Matcher } from 'react-day-picker';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format-date';
import { Calendar } from '../calendar';
import { IconButton } from '../icon-button';
import { messages } from './messages';

export type { DateRange };

export type DateRangePickerProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  /** The picked days (local dates; the time of day is ignored). */
  value: DateRange | undefined;
  onChange: (range: DateRange | undefined) => void;
  /** Days that cannot be picked. */
  disabledDays?: Matcher | Matcher[];
  /** The month shown first when nothing is picked (stories pin it). */
  defaultMonth?: Date;
  /** Opens the calendar on mount (stories, screenshots). */
  defaultOpen?: boolean;
  disabled?: boolean;
  /** Accessible name of the group; "Date range" by default. */
  label?: string;
  placeholder?: string;
};

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A date-range filter: a button showing the picked days in the locale's fixed pattern, a two-month
 * calendar in a popover, and a clear button.
 */
export function DateRangePicker({
  value,
  onChange,
  disabledDays,
  defaultMonth,
  defaultOpen = false,
  disabled = false,
  label,
  placeholder,
  className,
  ...props
}: DateRangePickerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  const picked = Boolean(value?.from);
  const text = value?.from
    ? intl.formatMessage(messages.range, {
        from: formatDate(toSeconds(value.from), intl.locale),
        to: formatDate(toSeconds(value.to ?? value.from), intl.locale),
      })
    : (placeholder ?? intl.formatMessage(messages.placeholder));

  return (
    <div
      data-slot="date-range-picker"
      data-state={picked ? 'picked' : 'empty'}
      role="group"
      aria-label={label ?? intl.formatMessage(messages.label)}
      className={cn(
        'inline-flex h-10 max-w-full items-center rounded border border-line-strong text-sm transition-colors hover:border-ink-subtle',
        disabled ? 'cursor-not-allowed bg-surface-sunken' : 'bg-surface',
        className,
      )}
      {...props}
    >
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          disabled={disabled}
          data-slot="date-range-picker-trigger"
          className={cn(
            'flex h-full min-w-0 flex-1 items-center gap-2 rounded ps-3 pe-2 text-start focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed',
            picked ? 'text-ink' : 'text-ink-muted',
          )}
        >
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
          <span className="truncate tabular-nums">{text}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            data-slot="date-range-picker-content"
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={intl.formatMessage(messages.calendar)}
            className="z-50 rounded-md border border-line bg-surface-raised shadow-overlay data-[state=open]:animate-[ui-fade-in_120ms_ease-out]"
          >
            <Calendar
              mode="range"
              numberOfMonths={2}
              selected={value}
              onSelect={(range) => onChange(range)}
              disabled={disabledDays}
              defaultMonth={value?.from ?? defaultMonth}
              autoFocus
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {picked && !disabled ? (
        <IconButton
          size="sm"
          data-slot="date-range-picker-clear"
          label={intl.formatMessage(messages.clear)}
          onClick={() => onChange(undefined)}
          className="me-1"
        >
          <X />
        </IconButton>
      ) : null}
    </div>
  );
}

/**
 * The wire's inclusive range (contract.md, "Time"): 00:00:00 of the first day to 23:59:59 of the last,
 * in the browser's time zone, as Unix seconds.
 */
export function dateRangeToSeconds(range: DateRange | undefined): { start: number; end: number } | undefined {
  if (!range?.from) return undefined;
  const last = range.to ?? range.from;
  const start = new Date(range.from.getFullYear(), range.from.getMonth(), range.from.getDate());
  const end = new Date(last.getFullYear(), last.getMonth(), last.getDate(), 23, 59, 59);
  return { start: toSeconds(start), end: toSeconds(end) };
}
