import { LOCALES } from '@creator/domain/locales';
import { expect, test, type Page } from '@playwright/test';
import {
  apiGet,
  apiPost,
  CONTRACT,
  DEMO,
  openHome,
  prepare,
  recordBodies,
  RIVAL,
  signedInAs,
  storeNewPostDraft,
  tabTo,
  violations,
} from './helpers';

test.use({ storageState: signedInAs(DEMO) });
test.beforeEach(async ({ page }) => prepare(page));

const TASKS = '/mp-api/v3/api/polish_tasks';
const CLAIM = `${TASKS}/actions/claim`;
const GIVE_UP = `${TASKS}/actions/give_up`;
const POLISH = '/mp-api/v3/api/content/polish';
const CONTENT = '/mp-api/v3/api/content';

interface Task {
  id: number;
  title: string;
  body: string;
  cover_images: string[];
  status: string;
}
interface TaskPage {
  list: Task[];
  count: number;
  remaining_claimed_count: number;
}

/** The demo creator's tasks as the server holds them. */
const taskPage = (page: Page, query: string) => apiGet<TaskPage>(page, `${TASKS}?${query}`);

/** The query of every list request of a path the page sends, in order. */
function queries(page: Page, path: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === path) seen.push(url.searchParams);
  });
  return seen;
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
const table = (page: Page) => page.locator('[data-slot="polish-task-table"]');
const rowOf = (page: Page, title: string) =>
  page.locator('[data-slot="polish-task-row"]').filter({ hasText: title });
/** What the search box takes to find one seeded task: its title up to the colon ("Guide #12:"). */
const keyOf = (task: Task) => task.title.slice(0, task.title.indexOf(':') + 1);

async function openTab(page: Page, tab: 'claimed' | 'pending' | 'published', q?: string) {
  const search = new URLSearchParams(tab === 'claimed' ? {} : { tab });
  if (q) search.set('q', q);
  await page.goto(`/aigc?${search.toString()}`);
  await expect(table(page).or(page.getByText('No tasks here'))).toBeVisible();
}

/** A task the demo creator holds: one of the seeded ones, or one claimed for the test. */
async function claimedTask(page: Page): Promise<Task> {
  const held = await taskPage(page, 'status=CLAIMED&page_size=50');
  if (held.list[0]) return held.list[0];
  const [pending] = (await taskPage(page, 'status=PENDING')).list;
  expect((await apiPost(page, CLAIM, { ids: [pending!.id] })).code).toBe(0);
  return { ...pending!, status: 'CLAIMED' };
}

test('the three tabs query as the contract says, 20 a page; a new tab starts afresh; the filters live in the address', async ({
  page,
}) => {
  await openHome(page);
  const tasks = queries(page, TASKS);
  const content = queries(page, CONTENT);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'AI content tasks' })
    .click();
  await expect(page).toHaveURL(/\/aigc$/);
  await expect(page.getByRole('heading', { name: 'AI content tasks' })).toBeAttached();
  await expect.poll(() => tasks.at(-1)?.get('status')).toBe('CLAIMED');
  expect(Object.fromEntries(tasks.at(-1)!)).toEqual({ status: 'CLAIMED', page: '1', page_size: '20' });
  const held = await taskPage(page, 'status=CLAIMED');
  await expect(page.getByText(`Claims left: ${held.remaining_claimed_count} of 5`)).toBeVisible();

  // A range and a search in the address go out as the claimed tab's fields (UTC days here).
  await page.goto('/aigc?from=2026-01-01&to=2026-12-31&q=Guide');
  await expect
    .poll(() => Object.fromEntries(tasks.at(-1) ?? []))
    .toEqual({
      status: 'CLAIMED',
      page: '1',
      page_size: '20',
      keyword: 'Guide',
      claimed_at_start: String(Date.UTC(2026, 0, 1) / 1000),
      claimed_at_end: String(Date.UTC(2026, 11, 31, 23, 59, 59) / 1000),
    });
  await expect(page.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('Guide');

  // Another tab starts afresh: no range, no search, page 1.
  await page.getByRole('link', { name: 'To be claimed', exact: true }).click();
  await expect(page).toHaveURL(/\/aigc\?tab=pending$/);
  await expect
    .poll(() => Object.fromEntries(tasks.at(-1) ?? []))
    .toEqual({ status: 'PENDING', page: '1', page_size: '20' });
  await expect(page.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('');
  const pending = await taskPage(page, 'status=PENDING');
  await expect(page.getByRole('heading', { name: `To be claimed ${pending.count} tasks` })).toBeVisible();
  await expect(page.locator('[data-slot="polish-task-row"]')).toHaveCount(20);

  // Page 2, then the range of this tab: created_at.
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/tab=pending&page=2$/);
  await expect.poll(() => tasks.at(-1)?.get('page')).toBe('2');
  // A page past the last (a stale link) steps back to the last page there is.
  const last = Math.ceil(pending.count / 20);
  await page.goto('/aigc?tab=pending&page=99');
  await expect(page).toHaveURL(new RegExp(`tab=pending&page=${last}$`));
  await expect(page.locator('[data-slot="polish-task-row"]')).toHaveCount(pending.count - (last - 1) * 20);
  await page.goto('/aigc?tab=pending&from=2026-03-01&to=2026-03-01');
  await expect.poll(() => tasks.at(-1)?.get('created_at_start')).toBe(String(Date.UTC(2026, 2, 1) / 1000));
  expect(tasks.at(-1)?.get('claimed_at_start')).toBeNull();

  // Published asks the content list: every status, machine-made, with pictures.
  await page.getByRole('link', { name: 'Published', exact: true }).click();
  await expect(page).toHaveURL(/\/aigc\?tab=published$/);
  await expect.poll(() => content.length).toBeGreaterThan(0);
  expect(Object.fromEntries(content[0]!)).toEqual({
    status: '0',
    page: '1',
    page_size: '20',
    content_sources: '7,8',
    contains_images: '1',
  });
  await expect(page.locator('[data-slot="polish-task-row"]').first()).toBeVisible();
  // The actions by their exact names: a row's title is a button too, and another flow leaves an "Edited title".
  await expect(table(page).getByRole('button', { name: /^(?:Claim|Edit|Give up)$/ })).toHaveCount(0);
});

test('a task with 5 pictures shows 3 thumbnails and +2; a row opens the 600-wide mobile preview', async ({
  page,
}) => {
  await openHome(page);
  const five = (await taskPage(page, 'status=PENDING&page_size=50')).list.find(
    (task) => task.cover_images.length === 5,
  )!;
  expect(five).toBeDefined();
  await openTab(page, 'pending', keyOf(five));
  const row = rowOf(page, five.title);
  await expect(row.locator('img')).toHaveCount(3);
  await expect(row.getByText('+2', { exact: true })).toBeVisible();
  await row
    .locator('td')
    .last()
    .click({ position: { x: 2, y: 2 } });
  const preview = page.getByRole('dialog', { name: 'Mobile preview' });
  await expect(preview).toBeVisible();
  // Its laid-out width (the opening animation scales it a moment).
  expect(await preview.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(600);
  await expect(preview.getByText(five.title)).toBeVisible();
});

test(
  'claim sends the task id and says so; the lists and the claims left follow; give-up puts it back',
  CONTRACT,
  async ({ page }) => {
    await openHome(page);
    const claims = recordBodies(page, 'POST', CLAIM);
    const givings = recordBodies(page, 'POST', GIVE_UP);
    const before = await taskPage(page, 'status=PENDING');
    const task = before.list[0]!;
    await openTab(page, 'pending', keyOf(task));
    await expect(page.getByText(`Claims left: ${before.remaining_claimed_count} of 5`)).toBeVisible();
    await rowOf(page, task.title).getByRole('button', { name: 'Claim' }).dblclick();
    await expect(toast(page, 'Claimed. Go to edit and publish it.')).toBeVisible();
    expect(claims).toEqual([{ ids: [task.id] }]);
    await expect(rowOf(page, task.title)).toHaveCount(0);
    await expect(page.getByText(`Claims left: ${before.remaining_claimed_count - 1} of 5`)).toBeVisible();

    await page.getByRole('link', { name: 'Claimed', exact: true }).click();
    const row = rowOf(page, task.title);
    await row.getByRole('button', { name: 'Give up' }).click();
    const question = page.getByRole('alertdialog', { name: 'Give up this task?' });
    await question.getByRole('button', { name: 'Give up' }).click();
    await expect(toast(page, 'Given up. The task is back among the tasks to be claimed.')).toBeVisible();
    expect(givings).toEqual([{ ids: [task.id] }]);
    await expect(row).toHaveCount(0);
    await openTab(page, 'pending', keyOf(task));
    await expect(rowOf(page, task.title)).toBeVisible();
  },
);

test('claiming past the limit says 17001 with the limit; a task another creator took says 17002 and leaves', async ({
  page,
  browser,
}) => {
  await openHome(page);
  const claims = recordBodies(page, 'POST', CLAIM);
  const { remaining_claimed_count: left } = await taskPage(page, 'status=PENDING');
  await openTab(page, 'pending');
  const boxes = page.getByRole('checkbox', { name: /^Select “/ });
  for (let index = 0; index <= left; index++) await boxes.nth(index).check();
  await page.getByRole('button', { name: `Claim ${left + 1} selected tasks` }).click();
  await expect(toast(page, 'Failed to claim. You can claim 5 posts at most.')).toBeVisible();
  expect((claims[0] as { ids: number[] }).ids).toHaveLength(left + 1);
  expect((await taskPage(page, 'status=PENDING')).remaining_claimed_count).toBe(left);

  // Another creator claims the first task on screen; the demo creator's claim of it is refused.
  const [first] = (await taskPage(page, 'status=PENDING')).list;
  const rival = await browser.newPage({ storageState: signedInAs(RIVAL) });
  await prepare(rival);
  await openHome(rival);
  expect((await apiPost(rival, CLAIM, { ids: [first!.id] })).code).toBe(0);
  await rival.close();
  for (let index = 0; index <= left; index++) await boxes.nth(index).uncheck();
  await rowOf(page, first!.title).getByRole('button', { name: 'Claim' }).click();
  await expect(toast(page, 'The post has been claimed by other users.')).toBeVisible();
  await expect(rowOf(page, first!.title)).toHaveCount(0);
});

test(
  'edit opens the composer on the task, publishes through content/polish and the task is then published',
  CONTRACT,
  async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const task = await claimedTask(page);
    const sent = recordBodies(page, 'POST', POLISH) as Record<string, unknown>[];
    // The creator's own short-post draft, which polishing must leave as it is.
    const user = await apiGet<{ user_id: number }>(page, '/mp-api/v3/api/account');
    const { json: ownDraft } = await storeNewPostDraft(page, 'My own post, half written');
    await openTab(page, 'claimed', keyOf(task));
    await rowOf(page, task.title).getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/aigc/edit\\?task_id=${task.id}$`));
    const form = page.getByRole('form', { name: 'Short post' });
    await expect(form.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue(task.title);
    const content = form.getByRole('textbox', { name: 'Content' });
    await expect(content).toHaveValue(task.body);
    await expect(page.locator('[data-slot="image-grid-item"]')).toHaveCount(task.cover_images.length);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveAttribute(
      'href',
      '/aigc',
    );

    // The changes against the generated text show as the creator types.
    await content.fill(`${task.body} Checked by hand.`);
    const changes = page.getByRole('region', { name: 'Your changes to the generated text' });
    await expect(changes.locator('ins')).toContainText('Checked by hand.');
    // It autosaves to the task's own key: the creator's own short-post draft is never touched.
    await page.clock.runFor(8_000);
    const saved = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('draft:')),
    );
    expect(saved.sort()).toEqual(
      [`draft:polish:${user.user_id}:${task.id}`, `draft:post:${user.user_id}`].sort(),
    );

    // The category's id as the backend names it (the contract-only server's are above 2^31).
    const tags = await apiGet<{ list: { tag_id: number; lang_tag_name: string }[] }>(
      page,
      '/community-api/v3/api/content/tags?tag_tree=1&status=1',
    );
    const entertainment = tags.list.find((tag) => tag.lang_tag_name === 'Entertainment')!.tag_id;
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Entertainment' });
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/aigc$/);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      show_type: 2,
      polish_task_id: task.id,
      title: task.title.trim(),
      content: `${task.body} Checked by hand.`,
      tag_ids: [entertainment],
    });
    await openTab(page, 'published', keyOf(task));
    await expect(rowOf(page, task.title)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), `draft:post:${user.user_id}`)).toBe(
      ownDraft,
    );
  },
);

test('a missing task id or a task that cannot load says so, with a way back', async ({ page }) => {
  await page.goto('/aigc/edit');
  await expect(page.getByRole('heading', { name: 'This task cannot be edited' })).toBeVisible();
  await page.route(`**${TASKS}/*`, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/aigc/edit?task_id=999999');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the tasks' }).click();
  await expect(page).toHaveURL(/\/aigc$/);
});

test('a configuration that cannot load says so with a retry, and the tasks come once it does', async ({
  page,
}) => {
  let down = true;
  await page.route('**/config-api/api/configs/batch?*', (route) =>
    down ? route.fulfill({ status: 500, body: 'down' }) : route.fallback(),
  );
  await page.goto('/aigc');
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  // No table without the configuration (its image host names the pictures), and no endless spinner.
  await expect(page.getByRole('table')).toHaveCount(0);
  down = false;
  await retry.click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(retry).toHaveCount(0);
});

test('claim and edit with the keyboard alone', async ({ page }) => {
  await openHome(page);
  const [task] = (await taskPage(page, 'status=PENDING')).list;
  const sent = recordBodies(page, 'POST', POLISH);
  await openTab(page, 'pending', keyOf(task!));
  await tabTo(page, rowOf(page, task!.title).getByRole('button', { name: 'Claim' }), 40);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Claimed. Go to edit and publish it.')).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Claimed', exact: true }), 40);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/aigc$/);
  await tabTo(page, page.getByRole('searchbox', { name: 'Search tasks' }), 40);
  await page.keyboard.type(keyOf(task!));
  await expect(page.locator('[data-slot="polish-task-row"]')).toHaveCount(1);
  await tabTo(page, rowOf(page, task!.title).getByRole('button', { name: 'Edit' }), 40);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/aigc/edit\\?task_id=${task!.id}$`));
  const form = page.getByRole('form', { name: 'Short post' });
  await tabTo(page, form.getByRole('combobox', { name: 'Category' }), 60);
  await page.keyboard.type('Technology');
  await tabTo(page, form.getByRole('button', { name: 'Publish' }), 30);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/aigc$/);
  expect(sent).toHaveLength(1);
});

for (const locale of LOCALES) {
  test(`no axe violation on the task lists and the preview in ${locale}`, async ({ page }) => {
    await openHome(page);
    await page.evaluate((value) => localStorage.setItem('clang', value), locale);
    await openTab(page, 'pending');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.locator('[data-slot="polish-task-row"] input[type="checkbox"]').first().check();
    expect(await violations(page)).toEqual([]);
    await page
      .locator('[data-slot="polish-task-row"] td')
      .last()
      .click({ position: { x: 2, y: 2 } });
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test(`no axe violation on the task editor in ${locale}`, async ({ page }) => {
    await openHome(page);
    const task = await claimedTask(page);
    await page.evaluate((value) => localStorage.setItem('clang', value), locale);
    await page.goto(`/aigc/edit?task_id=${task.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const content = page.locator('form textarea');
    await expect(content).toHaveValue(task.body);
    await content.fill(`${task.body} ✓`);
    await expect(page.locator('ins')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
