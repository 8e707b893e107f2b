import { useDirection } from '@radix-ui/react-direction';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ComponentProps } from 'react';
import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import { arEG } from 'react-day-picker/locale/ar-EG';
import { enUS } from 'react-day-picker/locale/en-US';
import { id } from 'react-day-picker/locale/id';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useDeskLayout } from '../../lib/use-desk-layout';

function dayPickerLocale(locale: string): DayPickerLocale {
  const language = locale.toLowerCase();
  if (language.startsWith('zh')) return zhCN;
  if (language.startsWith('id')) return id;
  if (language.startsWith('ar')) return arEG;
  return enUS;
}

/**
 * Day buttons are named "5 March 2026, Thursday": the visible number comes first, so the accessible
 * name contains the visible label (WCAG 2.5.3), which the default "Thursday, March 5th" does not.
 */
function dayLabel(locale: string) {
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', numberingSystem: 'latn' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  return (date: Date) => `${date.getDate()} ${month.format(date)}, ${weekday.format(date)}`;
}

export type CalendarProps = ComponentProps<typeof DayPicker>;

/**
 * A month grid (react-day-picker) in the design system's look, with the app's locale and direction and
 * Latin digits in every locale (contract.md). On a phone (below 640 px) it shows one month at a time, with larger
 * days, whatever `numberOfMonths` asks: two side by side would not fit the screen.
 */
export function Calendar({ className, classNames, numberOfMonths, ...props }: CalendarProps) {
  const intl = useIntl();
  const direction = useDirection();
  const desk = useDeskLayout();
  return (
    <DayPicker
      data-slot="calendar"
      dir={direction}
      locale={dayPickerLocale(intl.locale)}
      numerals="latn"
      showOutsideDays
      labels={{ labelDayButton: dayLabel(intl.locale) }}
      className={cn('p-3 text-sm text-ink', className)}
      classNames={{
        months: 'relative flex flex-wrap gap-6',
        month: 'flex flex-col gap-3',
        month_caption: 'flex h-10 items-center justify-center px-10 font-medium sm:h-8',
        caption_label: 'text-sm font-medium',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous:
          'inline-flex size-10 items-center justify-center rounded text-ink-muted hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-40 sm:size-8',
        button_next:
          'inline-flex size-10 items-center justify-center rounded text-ink-muted hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-40 sm:size-8',
        month_grid: 'border-collapse',
        weekdays: 'flex',
        weekday: 'w-10 text-center text-xs font-normal text-ink-muted sm:w-9',
        week: 'mt-1 flex',
        day: 'group/day relative size-10 p-0 text-center sm:size-9',
        day_button:
          'inline-flex size-10 items-center justify-center rounded tabular-nums hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 disabled:pointer-events-none sm:size-9',
        today: 'font-semibold text-brand-700',
        outside: 'text-ink-muted',
        disabled: 'text-ink-muted line-through opacity-60',
        selected: '[&>button]:bg-brand-600 [&>button]:text-ink-inverse [&>button]:hover:bg-brand-700',
        range_start: 'rounded-s bg-brand-50',
        range_end: 'rounded-e bg-brand-50',
        range_middle: 'bg-brand-50 [&>button]:!bg-transparent [&>button]:!text-ink',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{
        // The arrows point the way the months move, mirrored right to left.
        Chevron: ({ orientation, className: chevronClass }) =>
          orientation === 'left' ? (
            <ChevronLeft aria-hidden="true" className={cn('size-4 rtl:-scale-x-100', chevronClass)} />
          ) : (
            <ChevronRight aria-hidden="true" className={cn('size-4 rtl:-scale-x-100', chevronClass)} />
          ),
      }}
      numberOfMonths={desk ? numberOfMonths : 1}
      {...props}
    />
  );
}
