import { cva } from 'class-variance-authority';

/**
 * Shared look of every text control (input, textarea, select trigger). Each property comes from one place:
 * the focus outline colour from `invalid`, the width from `width`.
 */
export const inputVariants = cva(
  'rounded border bg-surface text-ink transition-colors placeholder:text-ink-subtle focus-visible:outline-2 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-ink-subtle',
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-10 px-3 text-sm',
        lg: 'h-12 px-4 text-base',
      },
      invalid: {
        true: 'border-danger-600 focus-visible:outline-danger-600',
        false: 'border-line-strong hover:border-ink-subtle focus-visible:outline-brand-500',
      },
      /**
       * `full` fills its container and may shrink in a flex row; `fixed` takes its width from the caller's
       * `className` (`w-56`) and may still shrink; `auto` sets neither width nor minimum width, for a caller
       * that sets both (`w-auto min-w-48`).
       */
      width: {
        full: 'w-full min-w-0',
        fixed: 'min-w-0',
        auto: '',
      },
    },
    defaultVariants: { size: 'md', invalid: false, width: 'full' },
  },
);

export type ControlWidth = 'full' | 'fixed' | 'auto';

/**
 * For a text control with `dir="auto"`. Empty, `auto` has no letter to go by and falls back to left to right: with
 * this class the placeholder (in the UI's language) and the caret stay on the page's side until something is typed.
 */
export const typedTextDirection = 'placeholder-shown:[direction:inherit]';

/**
 * The centred row that holds a state's way on (StatusPage, EmptyState: a link home, a retry button). Each control
 * in it is a box of its own, at least 24 px high (WCAG 2.5.8), a plain text link as well as a button.
 */
export const ACTION_ROW = 'flex flex-wrap items-center justify-center gap-3 pt-2 *:min-h-6';
