import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const index = JSON.parse(readFileSync(path.resolve(here, '../../storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const LOCALES = ['en-US', 'ar-EG'] as const;
// Every story sees the same instant, so dates never drift between runs.
const FIXED_NOW = new Date('2026-03-14T09:26:53Z');
// Set by run.mjs when the installed Chromium or fonts differ from the ones the baselines were made with.
const tolerant = process.env.VISUAL_TOLERANT === '1';

type Preview = { currentRender?: { id?: string; phase?: string } };
type Channel = { emit: (event: string, payload: unknown) => void };

// One Storybook page per worker: switching stories through Storybook's channel is ten times faster than
// reloading the preview for each of hundreds of screenshots.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      await page.goto(`/iframe.html?id=${stories[0]!.id}&viewMode=story`);
      await page.waitForFunction(() => Boolean((window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender));
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(page: Page, storyId: string, locale: string) {
  await page.evaluate(
    ({ storyId, locale }) => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('updateGlobals', { globals: { locale, dir: 'auto' } });
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    },
    { storyId, locale },
  );
  const phase = await page.waitForFunction(
    ({ storyId, locale }) => {
      const render = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender;
      if (render?.id !== storyId || document.documentElement.lang !== locale) return false;
      return ['finished', 'completed', 'errored', 'aborted'].includes(render.phase ?? '') && render.phase;
    },
    { storyId, locale },
  );
  expect(await phase.jsonValue(), 'the story rendered and its play function passed').toMatch(/finished|completed/);
  // Settled: every image loaded and decoded, web fonts ready, and two frames painted after that.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

for (const locale of LOCALES) {
  test.describe(locale, () => {
    for (const story of stories) {
      test(story.id, async ({ storyPage }) => {
        await showStory(storyPage, story.id, locale);
        // One screenshot compared once: rendering is made deterministic (fixed clock, fonts, no motion), so a
        // difference is real and is reported at once instead of being retried until a timeout.
        const shot = await storyPage.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
        expect(shot).toMatchSnapshot([locale, `${story.id}.png`], tolerant ? { maxDiffPixelRatio: 0.01, threshold: 0.3 } : {});
      });
    }
  });
}
