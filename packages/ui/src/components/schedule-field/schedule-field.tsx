import { lazy, Suspense, type ComponentProps, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Checkbox } from '../checkbox';
import { messages } from './messages';

const loadPickers = () => import('./schedule-pickers');
const SchedulePickers = lazy(loadPickers);

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
  /** Opens the calendar on mount, once its chunk has arrived (stories, screenshots). */
  defaultOpen?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  label?: string;
  /**
   * The date button (null while scheduling is off), e.g. for a form to move the focus to the field when its
   * publish time is refused (react-hook-form: `dateButtonRef={field.ref}`).
   */
  dateButtonRef?: Ref<HTMLButtonElement>;
};

/**
 * A tick box that reveals a publish date (calendar limited to a window) and a 24-hour time. The date and time
 * are a chunk of their own, fetched when the creator heads for the box, and the calendar another.
 */
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
  dateButtonRef,
  className,
  ...props
}: ScheduleFieldProps) {
  const intl = useIntl();
  const prefetch = () => void loadPickers().catch(() => undefined);
  return (
    <div
      data-slot="schedule-field"
      data-state={checked ? 'scheduled' : 'now'}
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      {...props}
    >
      <Checkbox
        label={label ?? intl.formatMessage(messages.toggle)}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(next) => onCheckedChange(next === true)}
      />
      {checked ? (
        <Suspense fallback={<span className="h-10 w-80" />}>
          <SchedulePickers
            value={value}
            onChange={onChange}
            min={min}
            max={max}
            defaultOpen={defaultOpen}
            disabled={disabled}
            invalid={invalid}
            dateButtonRef={dateButtonRef}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
