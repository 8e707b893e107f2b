import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../../lib/field-context';

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** Text beside the box; clicking it toggles the box. */
  label?: ReactNode;
};

/** A checkbox (Radix), optionally with its own label; supports the indeterminate state. */
export function Checkbox({ label, className, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const { invalid, ...props } = useFieldControl({ ...rest, id: id ?? (label ? `checkbox-${generated}` : undefined) });
  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      data-invalid={invalid || undefined}
      className={cn(
        'peer inline-flex size-4 shrink-0 items-center justify-center rounded-sm border bg-surface text-ink-inverse transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 data-[state=indeterminate]:border-brand-600 data-[state=indeterminate]:bg-brand-600',
        invalid ? 'border-danger-600' : 'border-line-strong',
        !label && className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="flex items-center justify-center">
        {props.checked === 'indeterminate' ? (
          <Minus aria-hidden="true" className="size-3.5" strokeWidth={3} />
        ) : (
          <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <div data-slot="checkbox-field" className={cn('inline-flex items-start gap-2', className)}>
      <span className="flex h-5 items-center">{box}</span>
      <label
        data-slot="checkbox-label"
        htmlFor={props.id}
        className="text-sm text-ink peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {label}
      </label>
    </div>
  );
}
