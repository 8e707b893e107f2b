import * as Popover from '@radix-ui/react-popover';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { inputVariants } from '../../lib/control-styles';
import { formatDate } from '../../lib/format-date';
import { Calendar, startOfDay } from '../calendar';
import { Checkbox } from '../checkbox';
import { Select } from '../select';
import { messages } from './messages';

export type ScheduleFieldProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  /** Whether publishing is scheduled (the tick box). */
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The publish time, a local date and time (seconds are always 0). */
  value: Date | undefined;
  onChange: (value: Date) => void;
  /** First and last day that can be picked (the spec: today to today + 15 days). */
  min: Date;
  max: Date;
  /** Opens the calendar on mount (stories, screenshots). */
  defaultOpen?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  label?: string;
};

const pad = (value: number) => String(value).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: pad(hour) }));
const MINUTES = Array.from({ length: 60 }, (_, minute) => ({ value: String(minute), label: pad(minute) }));

/** A tick box that reveals a publish date (calendar limited to a window) and a 24-hour time. */
export function ScheduleField({
  checked,
  onCheckedChange,
  value,
  onChange,
  min,
  max,
  defaultOpen = false,
  disabled = false,
  invalid = false,
  label,
  className,
  ...props
}: ScheduleFieldProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
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
      data-slot="schedule-field"
      data-state={checked ? 'scheduled' : 'now'}
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}
      {...props}
    >
      <Checkbox
        label={label ?? intl.formatMessage(messages.toggle)}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(next) => onCheckedChange(next === true)}
      />
      {checked ? (
        <div
          role="group"
          aria-label={intl.formatMessage(messages.date)}
          className="flex flex-wrap items-center gap-2"
        >
          <Popover.Root open={open} onOpenChange={setOpen}>
            <Popover.Trigger
              disabled={disabled}
              aria-invalid={invalid || undefined}
              data-slot="schedule-field-date"
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
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                align="start"
                sideOffset={6}
                collisionPadding={8}
                aria-label={intl.formatMessage(messages.calendar)}
                className="z-50 rounded-md border border-line bg-surface-raised shadow-overlay"
              >
                <Calendar
                  mode="single"
                  required
                  selected={value}
                  defaultMonth={value ?? min}
                  startMonth={min}
                  endMonth={max}
                  disabled={[{ before: startOfDay(min) }, { after: startOfDay(max) }]}
                  onSelect={(date) => {
                    change({ date });
                    setOpen(false);
                  }}
                  autoFocus
                />
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
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
      ) : null}
    </div>
  );
}
