import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const iconButtonVariants = cva(
  'inline-flex shrink-0 items-center justify-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        ghost: 'bg-transparent text-ink-muted hover:bg-surface-sunken hover:text-ink',
        secondary: 'border border-line-strong bg-surface text-ink hover:bg-surface-sunken',
        primary: 'bg-brand-600 text-ink-inverse hover:bg-brand-700',
        overlay: 'bg-surface-overlay text-ink-inverse hover:bg-ink',
      },
      size: {
        sm: 'size-7 [&_svg]:size-4',
        md: 'size-9 [&_svg]:size-5',
        lg: 'size-11 [&_svg]:size-6',
      },
      shape: {
        square: 'rounded',
        round: 'rounded-full',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md', shape: 'square' },
  },
);

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label' | 'children'> &
  VariantProps<typeof iconButtonVariants> & {
    /** The accessible name: an icon alone says nothing to a screen reader. */
    label: string;
    /** The icon, drawn decoratively. */
    children: ReactNode;
  };

/** A button that shows only an icon; its `label` is required and becomes its accessible name. */
export function IconButton({
  label,
  className,
  variant,
  size,
  shape,
  type = 'button',
  children,
  ...props
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      data-variant={variant ?? 'ghost'}
      data-size={size ?? 'md'}
      type={type}
      aria-label={label}
      title={label}
      className={cn(iconButtonVariants({ variant, size, shape }), className)}
      {...props}
    >
      <span aria-hidden="true" className="contents">
        {children}
      </span>
    </button>
  );
}
