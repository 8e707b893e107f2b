import * as Popover from '@radix-ui/react-popover';
import type { RefObject } from 'react';
import { Calendar, type CalendarProps } from './calendar';

export interface CalendarPopoverProps {
  /** The popover's id, which the button names in `aria-controls`. */
  id: string;
  /** The button the calendar opens from: it is anchored there, and the focus goes back to it on close. */
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  /** `data-slot` of the popover (the picker it belongs to). */
  slot: string;
  /** The calendar inside: its mode, selection and limits. */
  calendar: CalendarProps;
}

/**
 * A calendar in a popover under the button that opens it: the date pickers' (DateRangePicker, ScheduleField)
 * chunk of their own, with react-day-picker, date-fns and Radix's popover, which a page downloads when the
 * creator reaches for the dates, not on first load.
 */
export function CalendarPopover({
  id,
  anchor,
  open,
  onOpenChange,
  label,
  slot,
  calendar,
}: CalendarPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          data-slot={slot}
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
          <Calendar {...calendar} autoFocus />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
