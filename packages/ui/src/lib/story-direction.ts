import { expect } from 'storybook/test';

// Stories only: how a right-to-left story checks that a piece of user or server text takes its own direction.

/** The element isolates its text (`dir="auto"`) and the browser lays it out in `direction`. */
export async function expectOwnDirection(element: Element, direction: 'ltr' | 'rtl'): Promise<void> {
  await expect(element).toHaveAttribute('dir', 'auto');
  await expect(getComputedStyle(element).direction).toBe(direction);
}
