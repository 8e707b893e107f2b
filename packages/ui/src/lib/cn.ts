import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not merge conflicting Tailwind classes: that would cost every page ~10 KB of
 * gzip JavaScript (tailwind-merge), a tenth of the sign-in page's budget. Instead two rules hold, and the
 * class-conflict check of the stories (.storybook/class-conflicts.ts) fails any story that breaks them:
 * - a component never gives one element two classes for the same property (variants are disjoint);
 * - a caller's `className` adds layout (margin, width, placement, grid area); to change a component's look,
 *   use its variants or props.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
