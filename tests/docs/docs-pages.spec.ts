import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { controlledByMockWorker } from '../storybook-preview';

const here = path.dirname(fileURLToPath(import.meta.url));
type Entry = { id: string; title: string; type: string; importPath: string };
const entries = Object.values(
  (
    JSON.parse(readFileSync(path.resolve(here, '../../storybook-static/index.json'), 'utf8')) as {
      entries: Record<string, Entry>;
    }
  ).entries,
);
const docsPages = entries.filter((entry) => entry.type === 'docs');
/** The stories a docs page shows: those of its title (an autodocs page shows each of them once at least). */
const storiesOf = (title: string) =>
  entries.filter((entry) => entry.type === 'story' && entry.title === title);

declare global {
  interface Window {
    __docsFinished?: Set<string>;
    __docsFailed?: string[];
  }
}

/** What went wrong on the worker's page since the current docs page was asked for. */
let problems: string[] = [];

// One Storybook page per worker, moved from docs page to docs page through Storybook's channel (as its sidebar
// does): a designer's session, and a few times faster than loading the preview for each page.
const test = base.extend<object, { docsPage: Page }>({
  docsPage: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        const where = message.location().url;
        // The preview's document asks for /favicon.ico, which a static Storybook does not have.
        if (message.type() === 'error' && !where.endsWith('/favicon.ico'))
          problems.push(`console: ${message.text()} (${where})`);
      });
      // The page starts on a story, not on a docs page: asking for the docs page it already shows would change
      // nothing, and its stories would never report again.
      const first = entries.find((entry) => entry.type === 'story')!;
      await page.goto(`/iframe.html?id=${first.id}&viewMode=story`);
      await controlledByMockWorker(page);
      // A story still rendering ignores a request for another one.
      await page.waitForFunction(() =>
        ['finished', 'errored'].includes(window.__STORYBOOK_PREVIEW__?.currentRender?.phase ?? ''),
      );
      await page.evaluate(() => {
        // Each story of a docs page reports here once it has finished rendering.
        window.__STORYBOOK_ADDONS_CHANNEL__.on(
          'storyFinished',
          ({ storyId, status }: { storyId: string; status?: string }) => {
            window.__docsFinished?.add(storyId);
            if (status === 'error') window.__docsFailed?.push(storyId);
          },
        );
      });
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Shows a docs page and waits until every story on it has finished (rendered, or failed): moving on while one is
 * still rendering would make Storybook reload the preview.
 */
async function openDocs(page: Page, docs: Entry) {
  problems = [];
  await page.evaluate((id) => {
    window.__docsFinished = new Set();
    window.__docsFailed = [];
    window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
  }, docs.id);
  await page.waitForFunction((id) => window.__STORYBOOK_PREVIEW__?.currentRender?.id === id, docs.id);
  const expected = storiesOf(docs.title).map((story) => story.id);
  await page.waitForFunction((ids) => ids.every((id) => window.__docsFinished?.has(id)), expected);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

for (const docs of docsPages) {
  test(`${docs.title}: every preview renders, without an error`, async ({ docsPage: page }) => {
    await openDocs(page, docs);
    const blocks = page.locator('#storybook-docs .sb-story');
    // The primary story and one block for each story of the title (none when the primary is the only one).
    const stories = storiesOf(docs.title);
    await expect(blocks).toHaveCount(stories.length > 1 ? stories.length + 1 : 1);
    const failed = await page.evaluate(() =>
      Array.from(document.querySelectorAll('#storybook-docs .sb-story'))
        .filter(
          (block) =>
            // A story that threw: Storybook writes the error's stack into the block.
            block.querySelector(':scope > pre') !== null || block.querySelector('.sb-errordisplay') !== null,
        )
        .map((block) => `${block.id}: ${block.textContent?.slice(0, 160)}`),
    );
    expect(failed, 'previews showing an error').toEqual([]);
    // A play function that threw, even where the preview itself looks fine.
    expect(await page.evaluate(() => window.__docsFailed), 'stories that failed').toEqual([]);
    const shownError = page.locator('.sb-errordisplay');
    await expect(shownError, 'Storybook’s error page').toBeHidden();
    expect(problems, 'errors in the console or uncaught').toEqual([]);
  });
}

test('a prop table lists every prop with its description and default (Button)', async ({
  docsPage: page,
}) => {
  const button = docsPages.find((docs) => docs.importPath.endsWith('/button/button.stories.tsx'));
  expect(button, 'Button has a docs page').toBeDefined();
  await openDocs(page, button!);
  const table = page.locator('.docblock-argstable').first();
  for (const prop of ['variant', 'size', 'loading', 'block', 'disabled']) {
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: new RegExp(`^${prop}`, 'u') })
        .first(),
    ).toBeVisible();
  }
  // Own props carry the description written on them and their default.
  const loading = table
    .getByRole('row')
    .filter({ hasText: /^loading/u })
    .first();
  await expect(loading.getByRole('cell').nth(1)).toContainText('Shows a spinner');
  await expect(loading.getByRole('cell').nth(2)).toHaveText('false');
});
