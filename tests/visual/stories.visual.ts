import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { controlledByMockWorker } from '../storybook-preview';

const here = path.dirname(fileURLToPath(import.meta.url));
const index = JSON.parse(readFileSync(path.resolve(here, '../../storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string; tags?: string[] }>;
};
// Tags a story can carry (README, "Visual baselines"): `no-visual` leaves it out (its end state depends on
// pointer timing; another story shows the same state deterministically), `visual-loose` allows 0.5% of the
// pixels to differ (a third-party widget that measures itself, a focus ring Chromium may or may not draw),
// `viewport-narrow` shows it in a window below the portal's 1190 px breakpoint (the narrow side menu).
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);
/** The locales every story is photographed in: the default and the right-to-left one. */
const VISUAL_LOCALES = ['en-US', 'ar-EG'] as const;
// Every story sees the same instant, so dates never drift between runs.
const FIXED_NOW = new Date('2026-03-14T09:26:53Z');
/** The window of the `viewport-narrow` stories; the others get playwright.config.ts's 1280 × 800. */
const NARROW_VIEWPORT = { width: 1024, height: 800 };

// The marker this test leaves on the preview's window (what Storybook exposes there: ../storybook-preview.ts).
declare global {
  interface Window {
    __visualAsked?: string;
    __visualLocale?: string;
  }
}

// One Storybook page per worker: switching stories through Storybook's channel is ten times faster than
// reloading the preview for each of hundreds of screenshots.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      await page.goto(`/iframe.html?id=${stories[0]!.id}&viewMode=story`);
      await controlledByMockWorker(page);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(page: Page, storyId: string, locale: string) {
  if ((await page.evaluate(() => window.__visualLocale)) !== locale) {
    // A new locale is a new document opened in it. Changing the globals in place would re-render the current
    // story, and Storybook reloads the preview when asked for another story while one is still rendering.
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=locale:${locale}`);
    await page.evaluate(
      ({ storyId, locale }) => Object.assign(window, { __visualAsked: storyId, __visualLocale: locale }),
      { storyId, locale },
    );
  } else {
    await page.evaluate((storyId) => {
      // Marks this document: should the preview reload, the marker is gone.
      window.__visualAsked = storyId;
      // Focus left by the previous story would carry its focus-visible state over to the next one.
      (document.activeElement as HTMLElement | null)?.blur();
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, storyId);
  }
  const handle = await page.waitForFunction(
    ({ storyId, locale }) => {
      if (window.__visualAsked !== storyId) return 'reloaded';
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      // A story may pin its own locale (its RightToLeft or Chinese variant); then that one is shown.
      const shown = render?.story?.storyGlobals?.locale ?? locale;
      if (render?.id !== storyId || document.documentElement.lang !== shown) return false;
      // Only the last phases: 'completed' still has the afterEach checks (axe) to run, and asking for the next
      // story before they end would make Storybook reload the preview.
      return ['finished', 'errored', 'aborted'].includes(render.phase ?? '') && render.phase;
    },
    { storyId, locale },
  );
  expect(await handle.jsonValue(), 'the story rendered and its play function passed').toBe('finished');
  // Settled: every image loaded and decoded, web fonts ready, and two frames painted after that.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

for (const locale of VISUAL_LOCALES) {
  test.describe(locale, () => {
    for (const story of stories) {
      test(story.id, async ({ storyPage, viewport }) => {
        // The worker's page is shared, so each story sets its window: the configured one, or one below the
        // portal's 1190 px breakpoint for a `viewport-narrow` story (before it is asked for, so that it settles there).
        const size = story.tags?.includes('viewport-narrow') ? NARROW_VIEWPORT : viewport;
        const current = storyPage.viewportSize();
        if (size && (current?.width !== size.width || current.height !== size.height))
          await storyPage.setViewportSize(size);
        await showStory(storyPage, story.id, locale);
        // Screenshots are taken until two in a row agree (a cropper measuring its image, a drop animation
        // ending), then compared once: a difference is reported at once instead of being retried until a timeout.
        const shoot = () =>
          storyPage.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
        let shot = await shoot();
        for (let attempt = 0; attempt < 10; attempt++) {
          const next = await shoot();
          if (next.equals(shot)) break;
          shot = next;
        }
        const sameDocument = await storyPage.evaluate((id) => window.__visualAsked === id, story.id);
        expect(sameDocument, 'the page was not reloaded while it was being photographed').toBe(true);
        expect(shot).toMatchSnapshot(
          [locale, `${story.id}.png`],
          story.tags?.includes('visual-loose') ? { maxDiffPixelRatio: 0.005 } : {},
        );
      });
    }
  });
}
