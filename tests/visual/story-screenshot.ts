// The visual layer, inside the stories-as-tests run (vitest.config.ts adds this file to the storybook projects):
// every story's screen, once its play function and its checks (axe, class conflicts) have passed, against the
// committed baseline of its locale. One render of each story serves the test and the screenshot.
//
// Tags a story can carry (README, "Visual baselines"), each with its reason beside it in the story file:
// `no-visual` leaves it out, `visual-loose` lets 0.5% of the pixels differ, `viewport-narrow` says the story is
// shown below the portal's 1190 px breakpoint: it picks the `portalNarrow` viewport (apps/portal/src/stories/
// screen.tsx), which the Storybook addon applies before the story renders, and this step checks that it did.
import { afterEach, beforeEach, expect, vi, type TestContext } from 'vitest';
import { page } from 'vitest/browser';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { toPx } from '../../packages/ui/src/foundations/tokens';
import tokens from '../../tailwind.config';

/** Every story sees the same instant, so dates never drift between runs (the clock stands still, as Date only). */
const FIXED_NOW = new Date('2026-03-14T09:26:53Z');

/** The portal's layout narrows its side menu below this width. */
const PORTAL_BREAKPOINT_PX = toPx(tokens.theme.extend.screens.wide);

beforeEach(() => {
  // Only Date: timers, animation frames and the Testing Library waits keep running on real time.
  vi.useFakeTimers({ toFake: ['Date'], now: FIXED_NOW });
});

/**
 * Every image loaded and decoded (or, with `eagerOnly`, every one but the lazy ones, which load only once in the
 * window), web fonts ready, and two frames painted after that.
 */
async function settled({ eagerOnly = false } = {}) {
  const images = () => Array.from(document.images).filter((image) => !eagerOnly || image.loading !== 'lazy');
  await expect.poll(() => images().every((image) => image.complete), { timeout: 30_000 }).toBe(true);
  await document.fonts.ready;
  await Promise.all(images().map((image) => image.decode().catch(() => undefined)));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

afterEach(async (context: TestContext & { story?: ComposedStoryFn }) => {
  const { story, task } = context;
  try {
    // A failed story says why already; a screenshot of it would only add noise.
    if (!story || task.result?.state === 'fail' || story.tags.includes('no-visual')) return;
    if (story.tags.includes('viewport-narrow') && window.innerWidth >= PORTAL_BREAKPOINT_PX) {
      throw new Error(
        `${story.id} is tagged viewport-narrow but shown ${window.innerWidth} px wide: give it NARROW_VIEWPORT`,
      );
    }
    // The whole screen: a story taller than its window is shown in a window as tall as the story, as a
    // full-page screenshot would (the next story's viewport is set anew by the Storybook addon). A lazy picture
    // below the fold loads only once the window reaches it: the window grows first, then everything is waited for.
    await settled({ eagerOnly: true });
    // Once: a screen at least as tall as its window (`min-h-screen`) under a bar would grow with every try.
    const fullHeight = document.documentElement.scrollHeight;
    if (fullHeight > window.innerHeight) await page.viewport(window.innerWidth, fullHeight);
    await settled();
    // `title--story` as `title/story.png`: a folder per component or screen, named as its stories are.
    await expect(page).toMatchScreenshot(
      story.id.replace('--', '/'),
      story.tags.includes('visual-loose')
        ? { comparatorOptions: { allowedMismatchedPixelRatio: 0.005 } }
        : {},
    );
  } finally {
    vi.useRealTimers();
  }
});
