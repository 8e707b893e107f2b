import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { inputVariants, type ControlWidth } from '../../lib/control-styles';
import { useFieldControl } from '../../lib/field-context';

export type SelectOption = { value: string; label: string; disabled?: boolean };
export type SelectOptionGroup = { label: string; options: SelectOption[] };

export type SelectProps = Omit<
  ComponentProps<'select'>,
  'size' | 'value' | 'defaultValue' | 'onChange' | 'children'
> & {
  options: ReadonlyArray<SelectOption | SelectOptionGroup>;
  /** Shown while nothing is chosen; it cannot be chosen back. */
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  size?: 'sm' | 'md' | 'lg';
  /** `full` fills its container (default); `fixed` takes its width from a `className` width (`w-56`). */
  width?: ControlWidth;
};

function isGroup(option: SelectOption | SelectOptionGroup): option is SelectOptionGroup {
  return 'options' in option;
}

const optionOf = (option: SelectOption): ReactNode => (
  <option key={option.value} value={option.value} disabled={option.disabled}>
    {option.label}
  </option>
);

/**
 * A choice from a list: the platform's select, in the look of the other controls. It brings its keyboard,
 * type-ahead and screen-reader behaviour, opens the phone's own picker, and weighs nothing (a scripted listbox
 * with its positioning engine was 18 KB as served, more than the composer could carry). Inside a `Field` it is
 * labelled and described by it.
 */
export function Select({
  options,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  size,
  width,
  className,
  ...rest
}: SelectProps) {
  const { invalid, ...props } = useFieldControl(rest);
  const empty = (value ?? defaultValue ?? '') === '';
  return (
    <span data-slot="select" className={cn('relative inline-flex', width !== 'fixed' && 'w-full', className)}>
      <select
        data-slot="select-control"
        data-invalid={invalid || undefined}
        data-placeholder={(empty && placeholder !== undefined) || undefined}
        value={value}
        defaultValue={
          value === undefined ? (defaultValue ?? (placeholder !== undefined ? '' : undefined)) : undefined
        }
        onChange={(event) => onValueChange?.(event.target.value)}
        className={cn(
          inputVariants({ size, invalid, width: 'full' }),
          'cursor-pointer appearance-none text-ellipsis pe-9 text-start data-[placeholder]:text-ink-subtle',
        )}
        {...props}
      >
        {placeholder !== undefined ? (
          <option value="" disabled hidden>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) =>
          isGroup(option) ? (
            <optgroup key={option.label} label={option.label}>
              {option.options.map(optionOf)}
            </optgroup>
          ) : (
            optionOf(option)
          ),
        )}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-subtle"
      />
    </span>
  );
}
