import CalendarClock from 'lucide-react/icons/calendar-clock';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { inputVariants } from '../../lib/control-styles';
import { formatDate } from '../../lib/format-date';
import { startOfDay } from '../../lib/start-of-day';
import { Select } from '../select';
import { messages } from './messages';
import type { ScheduleFieldProps } from './schedule-field';

const CalendarPopover = lazy(() =>
  import('../calendar/calendar-popover').then((module) => ({ default: module.CalendarPopover })),
);

/** Hands the date button on to the caller's ref, whichever kind it is. */
function handOn(ref: ScheduleFieldProps['dateButtonRef'], element: HTMLButtonElement | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

const pad = (value: number) => String(value).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: pad(hour) }));
const MINUTES = Array.from({ length: 60 }, (_, minute) => ({ value: String(minute), label: pad(minute) }));

export type SchedulePickersProps = Pick<
  ScheduleFieldProps,
  'value' | 'onChange' | 'min' | 'max' | 'defaultOpen' | 'disabled' | 'invalid' | 'dateButtonRef'
>;

/**
 * ScheduleField's date and time, shown once the box is ticked: its own chunk, fetched when the creator heads for
 * the box. The calendar is another, fetched when the pointer or the focus reaches the date button and opened
 * once it has arrived.
 */
export default function SchedulePickers({
  value,
  onChange,
  min,
  max,
  defaultOpen = false,
  disabled = false,
  invalid = false,
  dateButtonRef,
}: SchedulePickersProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  const [wanted, setWanted] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const contentId = useId();
  const setTriggerRef = (element: HTMLButtonElement | null) => {
    trigger.current = element;
    handOn(dateButtonRef, element);
  };
  const base = value ?? startOfDay(min);
  const change = (next: { date?: Date; hour?: number; minute?: number }) => {
    const day = next.date ?? base;
    onChange(
      new Date(
        day.getFullYear(),
        day.getMonth(),
        day.getDate(),
        next.hour ?? base.getHours(),
        next.minute ?? base.getMinutes(),
        0,
      ),
    );
  };

  return (
    <div
      role="group"
      aria-label={intl.formatMessage(messages.date)}
      className="flex flex-wrap items-center gap-2"
    >
      <button
        ref={setTriggerRef}
        type="button"
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-slot="schedule-field-date"
        data-state={open ? 'open' : 'closed'}
        // The calendar's chunk starts loading as soon as the creator heads for the button.
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen(!open);
        }}
        className={cn(
          inputVariants({ invalid, width: 'fixed' }),
          'flex w-40 items-center gap-2 text-start tabular-nums',
        )}
      >
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
        <span className={cn('truncate', !value && 'text-ink-muted')}>
          {value
            ? formatDate(Math.floor(value.getTime() / 1000), intl.locale)
            : intl.formatMessage(messages.pickDate)}
        </span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <CalendarPopover
            id={contentId}
            anchor={trigger}
            open={open}
            onOpenChange={setOpen}
            label={intl.formatMessage(messages.calendar)}
            slot="schedule-field-content"
            calendar={{
              mode: 'single',
              required: true,
              selected: value,
              defaultMonth: value ?? min,
              startMonth: min,
              endMonth: max,
              disabled: [{ before: startOfDay(min) }, { after: startOfDay(max) }],
              onSelect: (date: Date) => {
                change({ date });
                setOpen(false);
              },
            }}
          />
        </Suspense>
      ) : null}
      <div dir="ltr" className="flex items-center gap-1">
        <Select
          size="md"
          width="fixed"
          className="w-20"
          aria-label={intl.formatMessage(messages.hour)}
          disabled={disabled}
          value={String(base.getHours())}
          onValueChange={(hour) => change({ hour: Number(hour) })}
          options={HOURS}
        />
        <span aria-hidden="true" className="text-ink-muted">
          :
        </span>
        <Select
          size="md"
          width="fixed"
          className="w-20"
          aria-label={intl.formatMessage(messages.minute)}
          disabled={disabled}
          value={String(base.getMinutes())}
          onValueChange={(minute) => change({ minute: Number(minute) })}
          options={MINUTES}
        />
      </div>
    </div>
  );
}
