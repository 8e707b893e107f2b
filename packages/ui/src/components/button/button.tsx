import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { SpinnerCircle } from '../spinner/spinner';
import { messages } from './messages';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress aria-busy:opacity-75',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-ink-inverse hover:bg-brand-700',
        secondary: 'border border-line-strong bg-surface text-ink hover:bg-surface-sunken',
        // A ghost button's text and hover colours come from its tone (compound variants below).
        ghost: 'bg-transparent',
        danger: 'bg-danger-600 text-ink-inverse hover:bg-danger-700',
        // The padding comes from the size, as for every variant.
        link: 'bg-transparent text-brand-700 underline-offset-4 hover:underline',
      },
      /** Colour of a ghost button: `neutral` (default), `brand` (an edit action), `danger` (a delete action). */
      tone: {
        neutral: '',
        brand: '',
        danger: '',
      },
      // On a phone (below 640 px) every button is 44 px high, a thumb's target; from 640 px up, its size's.
      size: {
        sm: 'h-11 px-3 text-sm sm:h-8',
        md: 'h-11 px-4 text-sm sm:h-10',
        lg: 'h-12 px-6 text-base',
      },
      block: {
        true: 'w-full',
        false: '',
      },
    },
    compoundVariants: [
      { variant: 'ghost', tone: 'neutral', class: 'text-ink hover:bg-surface-sunken' },
      { variant: 'ghost', tone: 'brand', class: 'text-brand-700 hover:bg-surface-sunken' },
      { variant: 'ghost', tone: 'danger', class: 'text-danger-600 hover:bg-danger-50 hover:text-danger-700' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', tone: 'neutral', block: false },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /**
     * Shows a spinner, marks the button busy and ignores presses (a submit button submits nothing). It stays
     * focusable (`aria-disabled`, not `disabled`), so a keyboard user's focus is still there when the work ends.
     */
    loading?: boolean;
  };

/**
 * A link with a button's look takes the classes instead of wrapping a Button (no Radix Slot: the sign-in page,
 * which has a button, may carry nothing of Radix): `<Link className={buttonVariants({ variant: 'secondary' })}>`.
 */
export function buttonClassName(
  options: VariantProps<typeof buttonVariants> = {},
  className?: string,
): string {
  return cn(buttonVariants(options), className);
}

export function Button({
  className,
  variant,
  size,
  tone,
  block,
  loading = false,
  disabled,
  children,
  type,
  onClick,
  ...props
}: ButtonProps) {
  const intl = useIntl();
  return (
    <button
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      data-tone={variant === 'ghost' ? (tone ?? 'neutral') : undefined}
      className={buttonClassName({ variant, size, tone, block }, className)}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      type={type ?? 'button'}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {loading ? (
        <>
          <SpinnerCircle size="sm" />
          {/* Part of the button's name while it is busy: a live region inside a button is not one (its content is
              presentational), so the name says it, and focus stays on the button. */}
          <span data-slot="button-busy" className="sr-only">
            {intl.formatMessage(messages.loading)}
          </span>
        </>
      ) : null}
      {children}
    </button>
  );
}
