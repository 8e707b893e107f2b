import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { inputVariants, typedTextDirection } from '../../lib/control-styles';
import { useFieldControl } from '../../lib/field-context';

export type InputProps = Omit<ComponentProps<'input'>, 'size'> &
  Omit<VariantProps<typeof inputVariants>, 'invalid' | 'width'>;

/**
 * Free text takes the direction of what is typed (`dir="auto"`): an English title in the Arabic UI runs left to
 * right, an Arabic one in the English UI right to left. Values of a fixed direction (email, URL, numbers,
 * passwords) keep the page's unless the caller says otherwise.
 */
const FREE_TEXT = new Set(['text', 'search']);

/** A single-line text control; inside a `Field` it is labelled and described by it. */
export function Input({ className, size, type = 'text', dir, ...rest }: InputProps) {
  const { invalid, ...props } = useFieldControl(rest);
  const direction = dir ?? (FREE_TEXT.has(type) ? 'auto' : undefined);
  return (
    <input
      data-slot="input"
      data-size={size ?? 'md'}
      data-invalid={invalid || undefined}
      type={type}
      dir={direction}
      className={cn(
        inputVariants({ size, invalid }),
        'read-only:bg-surface-sunken',
        direction === 'auto' && typedTextDirection,
        className,
      )}
      {...props}
    />
  );
}
