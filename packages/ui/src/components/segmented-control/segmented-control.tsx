import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type SegmentedOption<T extends string> = { value: T; label: string };

export type SegmentedControlProps<T extends string> = Omit<ComponentProps<'div'>, 'onChange'> & {
  /** The group's accessible name (what the choice is about). */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onValueChange: (value: T) => void;
};

/**
 * A choice of one view among a few, as a row of toggle buttons (each `aria-pressed`): what the phone shows of a
 * page that a desk shows side by side, such as the composer and its preview.
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onValueChange,
  className,
  ...props
}: SegmentedControlProps<T>) {
  return (
    <div
      data-slot="segmented-control"
      role="group"
      aria-label={label}
      className={cn('flex rounded-md bg-surface-sunken p-1', className)}
      {...props}
    >
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            data-state={pressed ? 'on' : 'off'}
            onClick={() => onValueChange(option.value)}
            className={cn(
              'min-h-11 flex-1 rounded px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:min-h-8',
              pressed ? 'bg-surface text-brand-700 shadow-card' : 'text-ink-muted hover:text-ink',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
