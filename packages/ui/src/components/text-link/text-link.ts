import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

/**
 * A link that stands on its own, outside a sentence ("Forgot password?", "Back to home", the agreements under a
 * form): brand-coloured, at least 24 px high (WCAG 2.5.8's smallest target) however its text wraps. A link inside
 * a sentence keeps the sentence's line instead. Classes, not a component: the caller's link is a router's.
 */
export const textLinkVariants = cva(
  'inline-flex min-h-6 items-center rounded-sm text-brand-700 underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
  {
    variants: {
      /** `always` (a link among other text), `hover` (a link beside a form's button, which it must not rival). */
      underline: { always: 'underline', hover: 'hover:underline' },
    },
    defaultVariants: { underline: 'always' },
  },
);

/** `<Link className={textLinkClassName({ underline: 'hover' }, 'text-sm')}>`: the caller's classes last. */
export function textLinkClassName(
  options: VariantProps<typeof textLinkVariants> = {},
  className?: string,
): string {
  return cn(textLinkVariants(options), className);
}
