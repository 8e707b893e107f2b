import { LOCALES } from '@creator/domain/locales';
import { PHONE_SIZE } from '@creator/ui/lib/layout-problems';
import { expect, test, type Page } from '@playwright/test';
import budget from '../size-budget.json' with { type: 'json' };
import { DEMO, prepare, SIGNED_OUT, signedInAs, violations } from './helpers';
import { layoutProblems } from './layout';

/**
 * Every route of the route table (the size budget lists each one, and route-table.test.ts holds the two lists
 * equal), at a phone's width with touch, a tablet's and a desk's, in every language: nothing outside the
 * viewport, no sideways scroll, no control under 24 × 24 px. On the phone, axe checks each page too. Signed in,
 * every route is opened (the public ones show as a signed-in visitor sees them; /login leads home); signed out,
 * the public ones.
 */
const SCREENS = [
  { name: 'a 360 px touch phone', viewport: PHONE_SIZE, touch: true },
  { name: 'a 768 px tablet', viewport: { width: 768, height: 1024 }, touch: true },
  { name: 'a 1280 px desk', viewport: { width: 1280, height: 800 }, touch: false },
] as const;

const ROUTES = Object.entries(budget.routes).map(([path, route]) => ({
  path,
  url: 'url' in route ? route.url : path,
  signedIn: route.signedIn,
}));

/**
 * Waits until the page has settled: its page in (the route's spinner gone), nothing loading (every page shows
 * a skeleton, a spinner or `aria-busy` while its data is on its way), its pictures in view and its fonts in, and
 * every fade or slide over (an element half faded in would be measured where it is going).
 */
async function settled(page: Page, locale: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await page.waitForFunction(
    () =>
      document.querySelector('main, [data-slot="status-page"], form, h1') !== null &&
      !document.querySelector('[aria-busy="true"], [data-slot="skeleton"], [data-slot="spinner"]') &&
      // A lazy picture below the fold loads only when scrolled to: its box is sized without it.
      [...document.images].every((image) => image.complete || image.loading === 'lazy') &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running',
        ),
  );
  await page.evaluate(() => document.fonts.ready);
}

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.touch, isMobile: screen.touch });

    for (const signedIn of [false, true]) {
      test.describe(signedIn ? 'signed in' : 'signed out', () => {
        test.use({ storageState: signedIn ? signedInAs(DEMO) : SIGNED_OUT });
        const routes = ROUTES.filter((route) => signedIn || !route.signedIn);

        for (const locale of LOCALES) {
          test(`every ${signedIn ? '' : 'public '}route fits in ${locale}`, async ({ page }) => {
            await prepare(page, { clang: locale });
            const seen = new Set<string>();
            const found: string[] = [];
            for (const route of routes) {
              await page.goto(route.url);
              await settled(page, locale);
              // A path that leads where another already did (/ to /home) is that page again.
              const landed = new URL(page.url()).pathname;
              if (seen.has(landed)) continue;
              seen.add(landed);
              found.push(...(await layoutProblems(page)).map((problem) => `${route.path}: ${problem}`));
              if (screen.touch && screen.viewport.width < 640)
                found.push(...(await violations(page)).map((problem) => `${route.path}: axe ${problem}`));
            }
            expect(found).toEqual([]);
          });
        }
      });
    }
  });
}
