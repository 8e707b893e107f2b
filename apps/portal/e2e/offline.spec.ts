import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  deviceDbOpened,
  keptAnswers,
  prepare,
  servedByTheWorker,
  signedInAs,
  violations,
} from './helpers';

// The only file whose pages keep the service worker (decision 0032): the rest of the suite blocks it
// (playwright.config.ts), so that what they route and count is what the page itself asks.
test.use({ storageState: signedInAs(DEMO), serviceWorkers: 'allow' });
test.beforeEach(async ({ page }) => prepare(page));

const feed = (page: Page) => page.getByRole('feed');
const offlineBar = (page: Page) => page.locator('[data-slot="offline-notice"]');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('after one visit the portal opens offline: the frame, the notices last seen and the composer', async ({
  page,
  context,
}) => {
  test.slow();
  // One visit online: the notices, then the service worker holds every file and the device the answers.
  await page.goto('/notice/message');
  await expect(feed(page).locator('article').first()).toBeVisible();
  // Its words (the line of the notice that is neither its unread mark nor its time).
  const firstNotice = (await feed(page).locator('article').first().innerText())
    .split('\n')
    .reduce((longest, line) => (line.length > longest.length ? line : longest), '');
  await servedByTheWorker(page);
  await deviceDbOpened(page);
  await expect.poll(() => keptAnswers(page)).toContain('"notices","list"');

  await context.setOffline(true);
  await page.reload();
  // The frame, from the device: the creator's name in the top bar, the menu, and a bar that says what this is.
  await expect(page.getByRole('banner')).toContainText(DEMO.name);
  await expect(menu(page)).toBeVisible();
  await expect(offlineBar(page)).toContainText('You are offline');
  await expect(offlineBar(page)).toContainText(
    /Showing what was last seen at \u2066\d\d\/\d\d\/\d{4} \d\d:\d\d\u2069/u,
  );
  // The notices as last seen, never an error in their place.
  await expect(feed(page).locator('article').first()).toContainText(firstNotice);
  expect(await violations(page)).toEqual([]);

  // A page opened for the first time offline: the composer, whose code came with the build.
  await page.getByRole('banner').getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Short post' }).click();
  await expect(page).toHaveURL(/\/creator\/post$/);
  const form = page.getByRole('form', { name: 'Short post' });
  await expect(form.getByRole('textbox', { name: 'Content' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Content' }).fill('Written on the train');
  await expect(offlineBar(page)).toContainText('You are offline');

  // Back online: the answers on the screen are asked again, and the bar goes.
  const askedAgain = page.waitForResponse(
    (response) => /^\/(?:mp|user|config)-api\//u.test(new URL(response.url()).pathname) && response.ok(),
  );
  await context.setOffline(false);
  await askedAgain;
  await expect(offlineBar(page)).toBeHidden();
});

test('the portal installs: a manifest in the language of the page, with its icons', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('clang', 'ar-EG'));
  await page.goto('/home');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', '/manifest.ar-EG.webmanifest');
  const manifest = (await (await page.request.get('/manifest.ar-EG.webmanifest')).json()) as {
    name: string;
    lang: string;
    dir: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'بوابة صناع المحتوى',
    lang: 'ar-EG',
    dir: 'rtl',
    display: 'standalone',
  });
  // The page's browser bar takes the installed portal's colour.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
});

test('API answers never come from the service worker', async ({ page }) => {
  await page.goto('/home');
  await servedByTheWorker(page);
  const calls: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/mp-api/'))
      calls.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
  });
  await page.reload();
  await expect(page.getByRole('banner')).toContainText(DEMO.name);
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  expect(calls.filter((call) => call.fromWorker)).toEqual([]);
});
