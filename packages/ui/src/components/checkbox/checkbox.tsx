import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../../lib/field-context';

export type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange' | 'size'> & {
  /** Controlled state; `indeterminate` shows a dash (a "select all" over a partial selection). */
  checked?: CheckedState;
  onCheckedChange?: (checked: boolean) => void;
  /** Text beside the box; clicking it toggles the box. */
  label?: ReactNode;
};

/**
 * A checkbox: the platform's, drawn in the product's look (keyboard, form and screen-reader behaviour come with
 * it, and no script to carry), optionally with its own label; supports the indeterminate state.
 */
export function Checkbox({ label, className, id, checked, onCheckedChange, ref, ...rest }: CheckboxProps) {
  const generated = useId();
  const { invalid, ...props } = useFieldControl({
    ...rest,
    id: id ?? (label ? `checkbox-${generated}` : undefined),
  });
  const indeterminate = checked === 'indeterminate';
  // The input is the target: 24 px square (WCAG 2.5.8), transparent, centred over the 16 px box that shows its
  // state (`peer-*`). It stays the real checkbox for keyboards, forms and screen readers.
  const box = (
    <span
      data-slot="checkbox-box"
      className={cn('relative inline-flex size-4 shrink-0', !label && className)}
    >
      <input
        type="checkbox"
        data-slot="checkbox"
        data-invalid={invalid || undefined}
        data-state={indeterminate ? 'indeterminate' : undefined}
        ref={(element) => {
          if (element) element.indeterminate = indeterminate;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        checked={checked === undefined ? undefined : checked === true}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        className="peer absolute -start-1 -top-1 size-6 cursor-pointer appearance-none bg-transparent outline-none disabled:cursor-not-allowed"
        {...props}
      />
      <span
        aria-hidden="true"
        data-slot="checkbox-indicator"
        className={cn(
          'pointer-events-none size-4 shrink-0 rounded-sm border bg-surface transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:opacity-50 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-indeterminate:border-brand-600 peer-indeterminate:bg-brand-600',
          invalid ? 'border-danger-600' : 'border-line-strong',
        )}
      />
      {indeterminate ? (
        <Minus
          aria-hidden="true"
          strokeWidth={3}
          className="pointer-events-none absolute inset-0.25 size-3.5 text-ink-inverse"
        />
      ) : (
        <Check
          aria-hidden="true"
          strokeWidth={3}
          className="pointer-events-none absolute inset-0.25 hidden size-3.5 text-ink-inverse peer-checked:block"
        />
      )}
    </span>
  );
  if (!label) return box;
  return (
    <div data-slot="checkbox-field" className={cn('group inline-flex items-start gap-2', className)}>
      <span className="flex h-5 items-center">{box}</span>
      <label
        data-slot="checkbox-label"
        htmlFor={props.id}
        className="cursor-pointer text-sm text-ink group-has-[:disabled]:cursor-not-allowed group-has-[:disabled]:opacity-60"
      >
        {label}
      </label>
    </div>
  );
}
