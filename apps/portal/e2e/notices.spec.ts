import { expect, test, type Page } from '@playwright/test';
import { apiGet, CONTRACT, DEMO, openHome, prepare, recordBodies, signedInAs, WRITER } from './helpers';

test.use({ storageState: signedInAs(DEMO) });
test.beforeEach(async ({ page }) => prepare(page));

const feed = (page: Page) => page.getByRole('feed');
const unreadOnServer = async (page: Page) =>
  (await apiGet<{ unread: number }>(page, '/mp-api/v3/api/notifies/unread_count')).unread;
/** The exact count the badge gives assistive technology ("130 unread"), whatever it shows. */
const badgeCount = async (page: Page) =>
  Number(
    (
      await page
        .getByRole('navigation', { name: 'Notices' })
        .locator('[data-slot="unread-badge"] .sr-only')
        .textContent()
    )?.match(/\d+/)?.[0],
  );

test('the message tab and the bell show 99+ above 99 unread; /notice opens the message tab', async ({
  page,
}) => {
  await openHome(page);
  expect(await unreadOnServer(page)).toBeGreaterThan(99);
  await page.goto('/notice');
  await expect(page).toHaveURL(/\/notice\/message$/);
  const tab = page.getByRole('navigation', { name: 'Notices' }).getByRole('link', { name: /Messages/ });
  await expect(tab).toHaveAttribute('aria-current', 'page');
  await expect(tab.locator('[data-slot="unread-badge"] [aria-hidden="true"]')).toHaveText('99+');
  await expect(
    page.getByRole('banner').locator('[data-slot="unread-badge"] [aria-hidden="true"]'),
  ).toHaveText('99+');
});

test(
  'notices in view are reported read in one batch, and the badge drops by as many',
  CONTRACT,
  async ({ page }) => {
    await openHome(page);
    const before = await unreadOnServer(page);
    const reports = recordBodies(page, 'POST', '/mp-api/v3/api/notifies/actions/read');
    await page.goto('/notice/message');
    await expect(feed(page).locator('article').first()).toBeVisible();
    // Further down the first page: notices no earlier visit has seen (the newest 130 of the seed are unread).
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    const first = reports[0] as { ids: number[] };
    // Every notice in view at once, in one call.
    expect(first.ids.length).toBeGreaterThan(1);
    expect(new Set(first.ids).size).toBe(first.ids.length);
    // The scroll can bring more notices into view after the first report: the server's count drops by exactly
    // the notices reported so far, however many reports that takes (compared at each poll, not against a figure
    // taken once).
    const reported = () => new Set(reports.flatMap((body) => (body as { ids: number[] }).ids)).size;
    await expect.poll(async () => before - (await unreadOnServer(page)) - reported()).toBe(0);
    await expect.poll(async () => (await badgeCount(page)) - (await unreadOnServer(page))).toBe(0);
    expect(await badgeCount(page)).toBeLessThan(before);
    // The reported notices turn read, and their dots fade.
    await expect(
      feed(page)
        .locator('article[data-state="read"] [data-slot="notice-item-dot"][data-state="hidden"]')
        .first(),
    ).toBeAttached();
  },
);

test('scrolling to the bottom loads page 2, and the list stays virtualised', async ({ page }) => {
  await page.goto('/notice/message');
  await expect(feed(page).locator('article').first()).toBeVisible();
  const second = page.waitForRequest((request) => request.url().includes('/notifies?page=2'));
  await page.mouse.wheel(0, 100_000);
  await second;
  await expect(feed(page).locator('article[aria-posinset="21"]')).toBeAttached();
  await page.mouse.wheel(0, 100_000);
  await expect(feed(page).locator('article[aria-posinset="40"]')).toBeAttached();
  // Not every loaded notice is in the DOM.
  expect(await feed(page).locator('article').count()).toBeLessThan(40);
});

test('notice HTML runs nothing: no script, no handler, no javascript: link survives', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openHome(page);
  const notices = await apiGet<{ list: { content: string }[] }>(page, '/mp-api/v3/api/notifies?page=1');
  // The seed's unsafe notices are on the first page.
  expect(notices.list.some((notice) => notice.content.includes('onerror'))).toBe(true);
  expect(notices.list.some((notice) => notice.content.includes('<script>'))).toBe(true);
  await page.goto('/notice/message');
  await expect(feed(page).getByText('Scheduled maintenance on Sunday')).toBeAttached();
  await expect(
    feed(page)
      .getByText(/removed/)
      .first(),
  ).toBeAttached();
  expect(
    await feed(page).locator('script, iframe, style, [onerror], [onclick], a[href^="javascript:"]').count(),
  ).toBe(0);
  expect(dialogs).toEqual([]);
});

test("a {{…}} link opens the preview of the notice's content", async ({ page, context }) => {
  await openHome(page);
  const notices = await apiGet<{ list: { content: string; target_id: number | null }[] }>(
    page,
    '/mp-api/v3/api/notifies?page=1',
  );
  const linked = notices.list.find((notice) => notice.content.includes('{{Morning market in Jakarta}}'))!;
  await page.goto('/notice/message');
  const link = feed(page).getByRole('link', { name: 'Morning market in Jakarta' }).first();
  await expect(link).toHaveAttribute('href', `/preview?contentId=${linked.target_id}`);
  const opened = context.waitForEvent('page');
  await link.click();
  const preview = await opened;
  await expect(preview).toHaveURL(new RegExp(`/preview\\?contentId=${linked.target_id}$`));
  const detail = await apiGet<{ detail: { title: string } }>(
    page,
    `/mp-api/v3/api/content/detail?content_id=${linked.target_id}`,
  );
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(detail.detail.title);
});

test.describe(() => {
  test.use({ storageState: signedInAs(WRITER) });

  test('an account without notices shows the empty state and no badge', async ({ page }) => {
    await page.goto('/notice/message');
    await expect(page.locator('[data-slot="empty-state"]')).toBeVisible();
    await expect(page.locator('[data-slot="unread-badge"]')).toHaveCount(0);
  });
});

test('with the keyboard alone: the bell opens the notices, Page Down walks the feed, the bell there goes back to the top and refreshes', async ({
  page,
}) => {
  await openHome(page);
  const bell = page.getByRole('banner').getByRole('button', { name: /notice/i });
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notice\/message$/);
  const first = feed(page).locator('article[aria-posinset="1"]');
  await expect(first).toBeVisible();
  await first.focus();
  await page.keyboard.press('PageDown');
  await expect(feed(page).locator('article[aria-posinset="2"]')).toBeFocused();
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('PageDown');
  await expect(feed(page).locator('article[aria-posinset="10"]')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const refreshed = page.waitForRequest((request) => request.url().includes('/notifies?page=1'));
  await bell.focus();
  await page.keyboard.press('Enter');
  await refreshed;
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
