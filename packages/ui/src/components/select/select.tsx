import * as SelectPrimitive from '@radix-ui/react-select';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { inputVariants, type ControlWidth } from '../../lib/control-styles';
import { useFieldControl } from '../../lib/field-context';

export const SelectRoot = SelectPrimitive.Root;
export const SelectGroup = SelectPrimitive.Group;
export const SelectValue = SelectPrimitive.Value;

export type SelectTriggerProps = ComponentProps<typeof SelectPrimitive.Trigger> & {
  size?: 'sm' | 'md' | 'lg';
  /** `full` fills its container (default); `fixed` takes its width from a `className` width (`w-56`). */
  width?: ControlWidth;
};

/** The closed select; inside a `Field` it is labelled and described by it. */
export function SelectTrigger({ className, size, width, children, ...rest }: SelectTriggerProps) {
  // A button cannot be `required`; the combobox says so through aria-required instead.
  const { invalid, required, ...props } = useFieldControl(rest);
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-invalid={invalid || undefined}
      aria-required={required || undefined}
      className={cn(
        inputVariants({ size, invalid, width }),
        'flex items-center justify-between gap-2 text-start data-[placeholder]:text-ink-subtle [&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-subtle" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

const contentHeight = {
  available: 'max-h-(--radix-select-content-available-height)',
  limited: 'max-h-96',
} as const;

export type SelectContentProps = ComponentProps<typeof SelectPrimitive.Content> & {
  /** `available`: as tall as the room the viewport leaves (default); `limited`: at most 24rem (long lists). */
  maxHeight?: keyof typeof contentHeight;
};

export function SelectContent({ className, children, position = 'popper', maxHeight = 'available', ...props }: SelectContentProps) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        sideOffset={4}
        className={cn(
          'relative z-50 min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-line bg-surface-raised text-ink shadow-overlay data-[state=open]:animate-[ui-fade-in_120ms_ease-out]',
          contentHeight[maxHeight],
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport data-slot="select-viewport" className="p-1">
          {children}
        </SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('px-2 pt-2 pb-1 text-xs font-medium text-ink-subtle', className)}
      {...props}
    />
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex min-h-9 cursor-default items-center gap-2 rounded-sm py-1.5 ps-8 pe-3 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700',
        className,
      )}
      {...props}
    >
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export function SelectSeparator({ className, ...props }: ComponentProps<typeof SelectPrimitive.Separator>) {
  return <SelectPrimitive.Separator data-slot="select-separator" className={cn('my-1 h-px bg-line', className)} {...props} />;
}

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean };
export type SelectOptionGroup = { label: ReactNode; options: SelectOption[] };

export type SelectProps = Omit<ComponentProps<typeof SelectPrimitive.Root>, 'children'> & {
  options: ReadonlyArray<SelectOption | SelectOptionGroup>;
  placeholder?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** `full` fills its container (default); `fixed` takes its width from a `className` width (`w-56`). */
  width?: ControlWidth;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
};

function isGroup(option: SelectOption | SelectOptionGroup): option is SelectOptionGroup {
  return 'options' in option;
}

/** A select (Radix) from a list of options or groups of options. */
export function Select({
  options,
  placeholder,
  size,
  width,
  id,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SelectProps) {
  return (
    <SelectRoot {...props}>
      <SelectTrigger
        id={id}
        size={size}
        width={width}
        className={className}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-describedby={ariaDescribedBy}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option, index) =>
          isGroup(option) ? (
            <SelectGroup key={index}>
              {index > 0 ? <SelectSeparator /> : null}
              <SelectLabel>{option.label}</SelectLabel>
              {option.options.map((item) => (
                <SelectItem key={item.value} value={item.value} disabled={item.disabled}>
                  {item.label}
                </SelectItem>
              ))}
            </SelectGroup>
          ) : (
            <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </SelectItem>
          ),
        )}
      </SelectContent>
    </SelectRoot>
  );
}
