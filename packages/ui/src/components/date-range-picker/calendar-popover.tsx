import * as Popover from '@radix-ui/react-popover';
import type { RefObject } from 'react';
import type { DateRange, Matcher } from 'react-day-picker';
import { Calendar } from '../calendar';

export interface CalendarPopoverProps {
  /** The popover's id, which the button names in `aria-controls`. */
  id: string;
  /** The button the calendar opens from: it is anchored there, and the focus goes back to it on close. */
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  value: DateRange | undefined;
  onChange: (range: DateRange | undefined) => void;
  disabledDays?: Matcher | Matcher[];
  defaultMonth?: Date;
}

/**
 * The two-month calendar of DateRangePicker, in a popover. A chunk of its own (react-day-picker, date-fns
 * and Radix's popover): a list page downloads it when the creator reaches for the dates, not on first load.
 */
export function CalendarPopover({
  id,
  anchor,
  open,
  onOpenChange,
  label,
  value,
  onChange,
  disabledDays,
  defaultMonth,
}: CalendarPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          data-slot="date-range-picker-content"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          // The button is outside the popover: pressing it toggles, it must not also count as a click outside.
          onInteractOutside={(event) => {
            if (event.target instanceof Node && anchor.current?.contains(event.target))
              event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchor.current?.focus();
          }}
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
  );
}
