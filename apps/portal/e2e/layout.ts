import { layoutProblems as problemsOfDocument, MIN_TARGET_PX } from '@creator/ui/lib/layout-problems';
import type { Page } from '@playwright/test';

/** What is wrong with the page's layout at its viewport's width (ui's rule, run in the page). */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(problemsOfDocument, MIN_TARGET_PX);
}
