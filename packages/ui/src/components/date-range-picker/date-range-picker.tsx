import CalendarDays from 'lucide-react/icons/calendar-days';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useId, useRef, useState, type ComponentProps } from 'react';
import type { DateRange, Matcher } from 'react-day-picker';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format-date';
import { IconButton } from '../icon-button';
import { messages } from './messages';

const CalendarPopover = lazy(() =>
  import('../calendar/calendar-popover').then((module) => ({ default: module.CalendarPopover })),
);

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
 * A date-range filter: a button showing the picked days in the locale's fixed pattern, a two-month calendar (one
 * month on a phone) in a popover (its own chunk, loaded when the creator heads for the button), and a clear button.
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
  const [wanted, setWanted] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = useId();
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
      <button
        ref={trigger}
        type="button"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-slot="date-range-picker-trigger"
        data-state={open ? 'open' : 'closed'}
        // The calendar's chunk starts loading as soon as the creator heads for the button.
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen(!open);
        }}
        className={cn(
          'flex h-full min-w-0 flex-1 items-center gap-2 rounded ps-3 pe-2 text-start focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed',
          picked ? 'text-ink' : 'text-ink-muted',
        )}
      >
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
        <span className="truncate tabular-nums">{text}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <CalendarPopover
            id={contentId}
            anchor={trigger}
            open={open}
            onOpenChange={setOpen}
            label={intl.formatMessage(messages.calendar)}
            slot="date-range-picker-content"
            calendar={{
              mode: 'range',
              numberOfMonths: 2,
              selected: value,
              onSelect: (range) => onChange(range),
              disabled: disabledDays,
              defaultMonth: value?.from ?? defaultMonth,
            }}
          />
        </Suspense>
      ) : null}
      {picked && !disabled ? (
        <IconButton
          size="sm"
          data-slot="date-range-picker-clear"
          label={intl.formatMessage(messages.clear)}
          onClick={() => {
            onChange(undefined);
            // The clear button goes with the dates: the focus stays in the picker.
            trigger.current?.focus();
          }}
          className="me-1"
        >
          <X />
        </IconButton>
      ) : null}
    </div>
  );
}
