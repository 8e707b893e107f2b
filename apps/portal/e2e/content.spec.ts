import { SEARCH_DEBOUNCE_MS } from '@creator/domain/limits';
import { expect, test, type Page, type Request } from '@playwright/test';
import { apiGet, CONTRACT, DEMO, openHome, prepare, signedInAs, tabTo } from './helpers';

test.use({ storageState: signedInAs(DEMO) });
test.beforeEach(async ({ page }) => prepare(page));

const LIST = '/mp-api/v3/api/content';
const DAY_S = 86_400;

interface Item {
  content_id: number;
  title: string;
  brief: string;
  status: number;
  show_type: number;
  publish_date: number;
  modify_count?: number;
  expose_count: number;
}

/** The query of every list request the page sends, in order. */
function listQueries(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === LIST) seen.push(url.searchParams);
  });
  return seen;
}

const isList = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === LIST;
const last = <T>(items: T[]) => items.at(-1)!;
/** The list request of a given page, not the one fetched ahead (page + 1). */
const waitForList = (page: Page, check: (query: URLSearchParams) => boolean) =>
  page.waitForRequest((request) => isList(request) && check(new URL(request.url()).searchParams));

/** Items of the demo account the server holds, whatever the page shows. */
async function items(page: Page, query: string): Promise<Item[]> {
  return (await apiGet<{ list: Item[] }>(page, `${LIST}?${query}`)).list;
}

/** The `YYYY-MM-DD` of a Unix time in UTC (the tests' time zone). */
const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** The items a list shows (its own rows, not the counters inside them). */
const rows = (page: Page, name: string) =>
  page.getByRole('list', { name, exact: true }).locator(':scope > li');

const row = (page: Page, item: Item) =>
  page
    .locator('[data-slot="content-list-item"]')
    .filter({ has: page.locator(`a[href="/preview?contentId=${item.content_id}"]`) });

test(
  'the tabs switch the route and the show type; the sub-tabs send the contract statuses; pages of 10',
  CONTRACT,
  async ({ page }) => {
    await openHome(page);
    const seen = listQueries(page);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Content management' })
      .click();
    await expect(page).toHaveURL(/\/content\/post$/);
    await expect(rows(page, 'Short posts')).toHaveCount(10);
    expect(seen[0]!.get('show_types')).toBe('2');
    expect(seen[0]!.get('status')).toBe('0');
    expect(seen[0]!.get('page_size')).toBe('10');
    // The next page is fetched ahead.
    await expect.poll(() => seen.some((query) => query.get('page') === '2')).toBe(true);

    await page.getByRole('link', { name: 'Long posts' }).click();
    await expect(page).toHaveURL(/\/content\/article$/);
    await expect(page.getByRole('list', { name: 'Long posts' })).toBeVisible();
    expect(seen.some((query) => query.get('show_types') === '1' && query.get('page') === '1')).toBe(true);

    const status = page.getByRole('navigation', { name: 'Status' });
    for (const [name, sent] of [
      ['Published', '1'],
      ['Under review', '3,4'],
      ['Failed review', '5'],
      ['Removed', '10'],
    ]) {
      const request = waitForList(page, (query) => query.get('status') === sent && query.get('page') === '1');
      await status.getByRole('link', { name }).click();
      expect(new URL((await request).url()).searchParams.get('show_types')).toBe('1');
      await expect(status.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
    // All (0) was the first list of the tab: it comes back from the cache, as the back button's lists do.
    await status.getByRole('link', { name: 'All' }).click();
    await expect(status.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(seen.some((query) => query.get('status') === '0' && query.get('show_types') === '1')).toBe(true);

    // Paging forward: page 2, the address keeps it, the list shows the second ten.
    const total = Number(
      (await apiGet<{ count: number }>(page, `${LIST}?status=0&show_types=1&page=1&page_size=10`)).count,
    );
    await expect(page.getByText(`${total} items`)).toBeVisible();
    const second = await items(page, 'status=0&show_types=1&page=2&page_size=10');
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Next page' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(row(page, second[0]!)).toBeVisible();
    await expect(rows(page, 'Long posts')).toHaveCount(second.length);
  },
);

test('a date range and a keyword go out as the contract says and survive a reload and the back button', async ({
  page,
}) => {
  // The page's clock, held still while the keyword is typed below.
  await page.clock.install();
  await openHome(page);
  const [target] = await items(page, 'status=1&show_types=2&page=1&page_size=1');
  const day = dayOf(target!.publish_date);
  await page.goto('/content/post');
  await expect(page.getByRole('list', { name: 'Short posts' })).toBeVisible();
  const seen = listQueries(page);

  // The date range, picked with the keyboard in the calendar: today, as one day.
  const today = dayOf(Date.now() / 1000);
  const todayStart = Date.parse(`${today}T00:00:00Z`) / 1000;
  await page.getByRole('button', { name: 'Start date – End date' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date range' });
  await expect(calendar).toBeVisible();
  const picked = waitForList(page, (query) => query.has('publish_date_start'));
  await page.keyboard.press('Enter');
  const pickedQuery = new URL((await picked).url()).searchParams;
  expect(Number(pickedQuery.get('publish_date_start'))).toBe(todayStart);
  expect(Number(pickedQuery.get('publish_date_end'))).toBe(todayStart + DAY_S - 1);
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(page.getByRole('button', { name: /\d{2}\/\d{2}\/\d{4} – / })).toBeFocused();

  // A shared link with the day the item went out lists it.
  await page.goto(`/content/post?from=${day}&to=${day}`);
  const start = Date.parse(`${day}T00:00:00Z`) / 1000;
  await expect.poll(() => seen.some((query) => Number(query.get('publish_date_start')) === start)).toBe(true);
  await expect(row(page, target!)).toBeVisible();

  // The keyword, typed: one request once typing pauses, sent as `keyword` for short posts. The clock stands
  // still while the keys go in, so however slowly they arrive no pause is long enough to search; then it runs
  // through the pause.
  const typed = waitForList(page, (query) => query.get('keyword') === 'night train');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByRole('searchbox', { name: 'Search short posts' }).pressSequentially('night train');
  await page.clock.runFor(SEARCH_DEBOUNCE_MS);
  await page.clock.resume();
  await typed;
  expect(seen.filter((query) => query.has('keyword') && query.get('keyword') !== 'night train')).toEqual([]);
  await expect(page).toHaveURL(/q=night\+train/);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search short posts' })).toHaveValue('night train');
  await expect(page.getByRole('button', { name: /\d{2}\/\d{2}\/\d{4} – / })).toBeVisible();
  const afterReload = last(seen);
  expect(afterReload.get('keyword')).toBe('night train');
  expect(Number(afterReload.get('publish_date_start'))).toBe(start);

  // Back: the search goes, the dates stay.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search short posts' })).toHaveValue('');
  await expect(page).toHaveURL(new RegExp(`from=${day}`));

  // Long posts search the title.
  const titled = waitForList(page, (query) => query.get('title') === 'night');
  await page.goto('/content/article');
  await page.getByRole('searchbox', { name: 'Search titles' }).fill('night');
  await page.keyboard.press('Enter');
  const sent = await titled;
  expect(new URL(sent.url()).searchParams.has('keyword')).toBe(false);
});

test('a search the creator typed past is aborted, and its late answer never shows', async ({ page }) => {
  await page.goto('/content/post');
  await expect(rows(page, 'Short posts')).toHaveCount(10);
  const aborted = page.waitForEvent(
    'requestfailed',
    (request) => isList(request) && new URL(request.url()).searchParams.get('keyword') === 'sea',
  );
  // The server is slow to answer the first search: so slow that the page gives up on it first.
  await page.route(`**${LIST}?*`, async (route) => {
    if (new URL(route.request().url()).searchParams.get('keyword') === 'sea') await aborted;
    await route.fallback().catch(() => undefined);
  });
  const box = page.getByRole('searchbox', { name: 'Search short posts' });
  const first = waitForList(page, (query) => query.get('keyword') === 'sea');
  await box.fill('sea');
  await first;
  const next = waitForList(page, (query) => query.get('keyword') === 'sea view');
  await box.fill('sea view');
  await next;
  expect((await aborted).failure()?.errorText).toContain('ERR_ABORTED');
  await expect(page).toHaveURL(/q=sea\+view/);
});

test('counters are abbreviated with k, m and b', async ({ page }) => {
  await page.goto('/content/post?status=published');
  const first = page.locator('[data-slot="content-list-item-counter"]').first();
  await expect(first).toBeVisible();
  const counters = await page.locator('[data-slot="content-list-item-counters"]').allInnerTexts();
  const shown = counters.join(' ');
  expect(shown).toMatch(/\d(\.\d)?[kmb]\b/u);
  expect(shown).not.toMatch(/\d{4,}/u);
});

test('covers are fetched as the thumbnail variant of the image host, not the original', async ({ page }) => {
  const covers: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.url().includes('/storage/'))
      covers.push(response.url());
  });
  await page.goto('/content/post?status=published');
  const cover = page.locator('[data-slot="content-list-item-cover"] img').first();
  await expect(cover).toHaveAttribute('src', /\/storage\/.+\?w=320&h=320$/);
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(covers.length).toBeGreaterThan(0);
  expect(covers.every((url) => url.endsWith('?w=320&h=320'))).toBe(true);
});

test('delete re-checks the item, asks first, says "Deletion succeeded" and the list refreshes in place', async ({
  page,
}) => {
  await openHome(page);
  const [target] = await items(page, 'status=1&show_types=2&page=1&page_size=1');
  await page.goto('/content/post?status=published');
  const item = row(page, target!);
  const detail = page.waitForRequest((request) =>
    request.url().includes(`/content/detail?content_id=${target!.content_id}`),
  );
  await item.getByRole('button', { name: 'Delete' }).click();
  await detail;
  const dialog = page.getByRole('alertdialog', { name: 'Delete this content?' });
  await expect(dialog).toContainText('recommended');
  const deletes: string[] = [];
  page.on('request', (request) => void (request.method() === 'DELETE' && deletes.push(request.url())));
  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: 'Delete' }).click();
  const deleted = page.waitForRequest(
    (request) => request.method() === 'DELETE' && request.url().includes(`content_id=${target!.content_id}`),
  );
  const refreshed = waitForList(page, (query) => query.get('status') === '1' && query.get('page') === '1');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).dblclick();
  await deleted;
  await refreshed;
  await expect(page.getByText('Deletion succeeded')).toBeVisible();
  await expect(item).toHaveCount(0);
  // The double click sent one deletion, and the cancelled question none.
  expect(deletes).toHaveLength(1);
  await expect(page.getByText('The article has been deleted. Do not operate it again.')).toHaveCount(0);
  const stillThere = await items(page, 'status=1&show_types=2&page=1&page_size=50');
  expect(stillThere.map((entry) => entry.content_id)).not.toContain(target!.content_id);
});

test('edit is refused past 7 days and after 3 edits, and opens the right editor when allowed', async ({
  page,
}) => {
  await openHome(page);
  const now = Date.now() / 1000;
  const published = [
    ...(await items(page, 'status=1&show_types=2&page=1&page_size=100')),
    ...(await items(page, 'status=1&show_types=1&page=1&page_size=100')),
  ];
  const old =
    published.find((entry) => entry.publish_date < now - 8 * DAY_S && entry.publish_date > now - 9 * DAY_S) ??
    published.find((entry) => entry.publish_date < now - 8 * DAY_S)!;
  const used = published.find(
    (entry) => entry.publish_date > now - 6 * DAY_S && (entry.modify_count ?? 0) >= 3,
  );
  const editable = published.find(
    (entry) => entry.show_type === 1 && entry.publish_date > now - 6 * DAY_S && (entry.modify_count ?? 0) < 3,
  );
  expect(
    used && editable,
    'the seed holds a recent item edited 3 times and an editable article',
  ).toBeTruthy();

  const open = async (entry: Item) => {
    const section = entry.show_type === 2 ? 'post' : 'article';
    await page.goto(
      `/content/${section}?status=published&from=${dayOf(entry.publish_date)}&to=${dayOf(entry.publish_date)}`,
    );
    return row(page, entry);
  };
  const recheck = (entry: Item) =>
    page.waitForRequest((request) =>
      request.url().includes(`/content/detail?content_id=${entry.content_id}`),
    );
  let asked = recheck(old);
  await (await open(old)).getByRole('button', { name: 'Edit' }).click();
  await asked;
  await expect(page.getByText('Content cannot be edited 7 days after it was published')).toBeVisible();
  await expect(page).toHaveURL(/\/content\//);

  asked = recheck(used!);
  const usedRow = await open(used!);
  await expect(usedRow).toBeVisible();
  // A refusal means the list was out of date: it is fetched again.
  const reloaded = waitForList(page, (query) => query.get('status') === '1');
  await usedRow.getByRole('button', { name: 'Edit' }).click();
  await asked;
  await reloaded;
  await expect(page.getByText('Content can be edited at most 3 times')).toBeVisible();

  const item = await open(editable!);
  await expect(item.getByText(/edits? left/)).toBeVisible();
  const detail = page.waitForRequest((request) =>
    request.url().includes(`/content/detail?content_id=${editable!.content_id}`),
  );
  await item.getByRole('button', { name: 'Edit' }).click();
  await detail;
  await expect(page).toHaveURL(new RegExp(`/creator/editor\\?content_id=${editable!.content_id}$`));

  // A short post goes to the composer.
  const post = published.find(
    (entry) =>
      entry.show_type === 2 && entry.publish_date > now - 6 * DAY_S && (entry.modify_count ?? 0) === 0,
  );
  expect(post, 'the seed holds a recent short post never edited').toBeTruthy();
  await (await open(post!)).getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/creator/post\\?content_id=${post!.content_id}$`));
});

test('an item opens its preview in a new tab', async ({ page, context }) => {
  await openHome(page);
  const [target] = await items(page, 'status=1&show_types=2&page=1&page_size=1');
  await page.goto('/content/post?status=published');
  const opened = context.waitForEvent('page');
  await row(page, target!).getByRole('link').click();
  const preview = await opened;
  await expect(preview).toHaveURL(new RegExp(`/preview\\?contentId=${target!.content_id}$`));
  await expect(page).toHaveURL(/\/content\/post/);
});

test('a 401 with code 5 on the list returns to /login', async ({ page }) => {
  await page.route(`**${LIST}?*`, (route) =>
    route.fulfill({ status: 401, json: { code: 5, message: 'Your session has expired', data: null } }),
  );
  await page.goto('/content/post');
  await expect(page).toHaveURL(/\/login/);
});

test('a failed load shows the error with a retry, never an empty list', async ({ page }) => {
  let fail = true;
  await page.route(`**${LIST}?*`, (route) =>
    fail ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
  );
  await page.goto('/content/post');
  const alert = page.locator('[data-slot="paginated-list-error"]');
  await expect(alert).toBeVisible();
  await expect(page.getByText('Nothing published here yet')).toHaveCount(0);
  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(rows(page, 'Short posts')).toHaveCount(10);
});

test('with the keyboard alone: tabs, status, search, paging and delete', async ({ page }) => {
  await page.goto('/content/post');
  await expect(page.getByRole('list', { name: 'Short posts' })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Long posts' }), 30);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/content\/article$/);

  const published = page.getByRole('navigation', { name: 'Status' }).getByRole('link', { name: 'Published' });
  await tabTo(page, published);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/status=published/);

  // The date range: open, pick today, close, then clear it.
  const dates = page.getByRole('button', { name: 'Start date – End date' });
  await tabTo(page, dates);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Choose a date range' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /\d{2}\/\d{2}\/\d{4} – / })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Clear dates' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/from=/);
  await expect(dates).toBeFocused();

  await tabTo(page, page.getByRole('searchbox', { name: 'Search titles' }));
  await page.keyboard.type('a');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=a/);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/q=/);

  const next = page.getByRole('button', { name: 'Next page' });
  await tabTo(page, next, 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);

  const remove = page
    .locator('[data-slot="content-list-item"]')
    .first()
    .getByRole('button', { name: 'Delete' });
  await tabTo(page, remove, 40);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Deletion succeeded')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The row went with its button: the focus is on the list, not lost on the page.
  await expect(page.locator('[data-slot="paginated-list"]')).toBeFocused();
});

test('a link to a page past the end lands on the last page there is', async ({ page }) => {
  await openHome(page);
  const { count } = await apiGet<{ count: number }>(
    page,
    `${LIST}?status=0&show_types=2&page=1&page_size=10`,
  );
  const last = Math.ceil(count / 10);
  await page.goto('/content/post?page=999');
  await expect(page).toHaveURL(new RegExp(`[?&]page=${last}$`));
  await expect(rows(page, 'Short posts')).not.toHaveCount(0);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=999/);
});
