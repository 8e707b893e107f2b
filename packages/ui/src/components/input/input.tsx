import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { inputVariants } from '../../lib/control-styles';
import { useFieldControl } from '../../lib/field-context';

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & Omit<VariantProps<typeof inputVariants>, 'invalid' | 'width'>;

/** A single-line text control; inside a `Field` it is labelled and described by it. */
export function Input({ className, size, type = 'text', ...rest }: InputProps) {
  const { invalid, ...props } = useFieldControl(rest);
  return (
    <input
      data-slot="input"
      data-size={size ?? 'md'}
      data-invalid={invalid || undefined}
      type={type}
      className={cn(inputVariants({ size, invalid }), 'read-only:bg-surface-sunken', className)}
      {...props}
    />
  );
}
