import { LOCALES } from '@creator/domain/locales';
import { expect, test, type Page } from '@playwright/test';
import {
  apiGet,
  apiPost,
  AUTHOR,
  CONTRACT,
  DEMO,
  deviceDbOpened,
  keptAnswers,
  png,
  prepare,
  servedByTheWorker,
  signedInAs,
  tabTo,
  violations,
  WRITER,
} from './helpers';

// Issue 37's outbox (decision 0033): a publish, an article draft's save or a polish publish asked without network
// waits on the device, visibly, through a reload, and goes once when the network is back. The pages keep their
// service worker here, as offline.spec.ts's do: a reload offline needs it.
test.use({ storageState: signedInAs(WRITER), serviceWorkers: 'allow' });
test.beforeEach(async ({ page }) => prepare(page));

const PUBLISH = '/mp-api/v3/api/content/publish';
const DRAFT = '/mp-api/v3/api/content/draft';
const POLISH = '/mp-api/v3/api/content/polish';
const TASKS = '/mp-api/v3/api/polish_tasks';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
const waitingButton = (page: Page, count = 1) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: `${count} ${count === 1 ? 'post' : 'posts'} waiting for the network` });
const panel = (page: Page) => page.getByRole('region', { name: /waiting for the network/u });
const postForm = (page: Page) => page.getByRole('form', { name: 'Short post' });

/** The calls to `path` that reached the server (it answered, whatever it said), with their keys. */
function answered(page: Page, path: string) {
  const keys: (string | undefined)[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(response.url()).pathname === path)
      keys.push(request.headers()['idempotency-key']);
  });
  return keys;
}

/** The page is kept by the worker and its answers on the device: it opens offline from now on. */
async function readyForOffline(page: Page) {
  await servedByTheWorker(page);
  await deviceDbOpened(page);
  await expect.poll(() => keptAnswers(page)).toContain('"account"');
}

/** A short post in the composer, ready to publish: one stored picture and the text. */
async function writePost(page: Page, text: string) {
  await page.goto('/creator/post');
  await postForm(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await png(page, 801, 600) });
  await expect(page.locator('[data-slot="image-grid-item"][data-state="done"]')).toHaveCount(1);
  await postForm(page).getByRole('textbox', { name: 'Content' }).fill(text);
}

/** Offline, a reload still shows the write waiting, on the page and in the top bar. */
async function stillWaitsAfterAReload(page: Page, title: string | RegExp) {
  await page.reload();
  await expect(page.locator('[data-slot="offline-notice"]')).toContainText('You are offline');
  await expect(waitingButton(page)).toBeVisible();
  await expect(panel(page)).toContainText(title);
}

/** The creator's short posts whose text begins with `text` (the list gives the start of each: its brief). */
async function myPosts(page: Page, text: string) {
  const list = await apiGet<{ list: { brief: string }[] }>(
    page,
    '/mp-api/v3/api/content?show_types=2&page=1&page_size=50',
  );
  return list.list.filter((item) => item.brief.startsWith(text.slice(0, 40)));
}

test(
  'a post published offline waits, visibly and through a reload, and is published once when the network is back',
  CONTRACT,
  async ({ page, context }) => {
    test.slow();
    // The hashtag not last: the field keeps the focus, and suggestions for a last one would lie over Publish.
    const text = `On the train #commute ${Date.now()}, written offline`;
    await writePost(page, text);
    await readyForOffline(page);
    const published = answered(page, PUBLISH);

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await postForm(page).getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'No connection. Your post waits on this device')).toBeVisible();
    await expect(page).toHaveURL(/\/content\/post$/u);
    await expect(waitingButton(page)).toBeVisible();
    await expect(panel(page)).toContainText(text);

    await stillWaitsAfterAReload(page, text);

    await context.setOffline(false);
    await expect(toast(page, 'The post that was waiting for the network is published.')).toBeVisible();
    await expect(panel(page)).toBeHidden();
    await expect(waitingButton(page)).toBeHidden();
    expect(published).toHaveLength(1);
    expect(published[0]).toMatch(/^[\w-]{22}$/u);
    expect(await myPosts(page, text)).toHaveLength(1);
  },
);

test.describe('as the author', () => {
  test.use({ storageState: signedInAs(AUTHOR) });

  test('an article draft saved offline waits through a reload and is saved once when the network is back', async ({
    page,
    context,
  }) => {
    test.slow();
    const title = `Night trains ${Date.now()}`;
    await page.goto('/creator/editor');
    const form = page.getByRole('form', { name: 'Article' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Article body' }).fill('Half an idea about night trains.');
    await readyForOffline(page);
    const saved = answered(page, DRAFT);

    await context.setOffline(true);
    await form.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, 'No connection. Your draft waits on this device')).toBeVisible();
    await expect(page).toHaveURL(/\/creator\/draft$/u);
    await expect(panel(page)).toContainText(title);
    await expect(panel(page)).toContainText('Article draft');

    await stillWaitsAfterAReload(page, title);

    await context.setOffline(false);
    await expect(toast(page, 'The draft that was waiting for the network is saved.')).toBeVisible();
    await expect(panel(page)).toBeHidden();
    expect(saved).toHaveLength(1);
    const drafts = await apiGet<{ list: { title: string }[] }>(
      page,
      '/mp-api/v3/api/content/draft?page=1&page_size=100',
    );
    expect(drafts.list.filter((draft) => draft.title === title)).toHaveLength(1);
  });
});

test.describe('as the demo creator', () => {
  test.use({ storageState: signedInAs(DEMO) });

  test('a polished task published offline waits through a reload and is published once when the network is back', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto('/home');
    const tasks = await apiGet<{ list: { id: number; title: string }[] }>(page, `${TASKS}?status=PENDING`);
    const task = tasks.list[0]!;
    expect((await apiPost(page, `${TASKS}/actions/claim`, { ids: [task.id] })).code).toBe(0);
    await page.goto(`/aigc/edit?task_id=${task.id}`);
    await postForm(page).getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Entertainment' });
    await readyForOffline(page);
    const polished = answered(page, POLISH);

    await context.setOffline(true);
    await postForm(page).getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'No connection. Your post waits on this device')).toBeVisible();
    await expect(page).toHaveURL(/\/aigc$/u);
    await expect(panel(page)).toContainText('Polished post');

    await stillWaitsAfterAReload(page, task.title.trim());

    await context.setOffline(false);
    await expect(toast(page, 'The post that was waiting for the network is published.')).toBeVisible();
    await expect(panel(page)).toBeHidden();
    expect(polished).toHaveLength(1);
    const done = await apiGet<{ list: { id: number }[] }>(page, `${TASKS}?status=COMPLETED&page_size=50`);
    expect(done.list.map((item) => item.id)).toContain(task.id);
  });
});

test('with the keyboard alone: the top bar leads to the waiting post, Edit takes it back into the composer, Cancel drops another', async ({
  page,
  context,
}) => {
  test.slow();
  const first = `Back to the composer ${Date.now()}`;
  await writePost(page, first);
  await readyForOffline(page);
  const published = answered(page, PUBLISH);
  await context.setOffline(true);
  await tabTo(page, postForm(page).getByRole('button', { name: 'Publish' }), 40);
  await page.keyboard.press('Enter');
  await expect(waitingButton(page)).toBeVisible();

  // Back up to the top bar's button, which shows the panel and gives it the focus; Tab reaches its Edit.
  for (let presses = 0; presses < 30; presses++) {
    if (await waitingButton(page).evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Shift+Tab');
  }
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeFocused();
  await tabTo(page, panel(page).getByRole('button', { name: 'Edit' }), 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/creator\/post$/u);
  await expect(panel(page)).toBeHidden();
  // The work is offered back, as a draft saved on this device.
  await tabTo(page, page.getByRole('button', { name: 'Continue editing' }), 40);
  await page.keyboard.press('Enter');
  await expect(postForm(page).getByRole('textbox', { name: 'Content' })).toHaveValue(first);

  // Sent again offline, then cancelled: asked first, and nothing is ever sent.
  await tabTo(page, postForm(page).getByRole('button', { name: 'Publish' }), 40);
  await page.keyboard.press('Enter');
  await expect(panel(page)).toContainText(first);
  await tabTo(page, panel(page).getByRole('button', { name: 'Cancel' }), 40);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('It will not be sent');
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel it' }), 3);
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeHidden();
  // The panel left with the focus in it: the focus goes to the page, not to the document's body.
  await expect(page.getByRole('main')).toBeFocused();
  await context.setOffline(false);
  await expect(page.locator('[data-slot="offline-notice"]')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('banner')).toContainText(WRITER.name);
  await expect(waitingButton(page)).toBeHidden();
  expect(published).toEqual([]);
});

test('Edit on a waiting post while its page is open with new typing keeps the typing, and the post waits', async ({
  page,
  context,
}) => {
  test.slow();
  // The page's clock, so that its 8 s autosave cannot save the new typing first (Edit is refused then too, by the
  // draft slot): the test must show the refusal of typing not yet saved.
  await page.clock.install();
  const first = `Waits while another is written ${Date.now()}`;
  await writePost(page, first);
  await readyForOffline(page);
  await context.setOffline(true);
  await postForm(page).getByRole('button', { name: 'Publish' }).click();
  await expect(panel(page)).toContainText(first);

  // Back to the composer, in the app, and new work typed there, its clock stopped before any autosave.
  await page.goBack();
  await expect(page).toHaveURL(/\/creator\/post$/u);
  // (A moment ahead of the page's time, which flows until then; the autosave's first tick is 8 s after the page.)
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
  const content = postForm(page).getByRole('textbox', { name: 'Content' });
  await content.fill('A second post, half written');
  await panel(page).getByRole('button', { name: 'Edit' }).click();
  // Edit has decided on its click; the page's time flows again (the toast's own timers).
  await page.clock.resume();

  // Reopening the composer with the waiting post would replace what was just typed: refused, and said why.
  await expect(toast(page, 'That page holds other work not yet sent')).toBeVisible();
  await expect(content).toHaveValue('A second post, half written');
  await expect(panel(page)).toContainText(first);
  await expect(waitingButton(page)).toBeVisible();
});

test('signing out while a post waits asks first; staying keeps it', async ({ page, context }) => {
  await writePost(page, `Not yet sent ${Date.now()}`);
  await readyForOffline(page);
  await context.setOffline(true);
  await postForm(page).getByRole('button', { name: 'Publish' }).click();
  await expect(waitingButton(page)).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog', { name: '1 post is waiting for the network' });
  await expect(dialog).toContainText('deleted from this device and never sent');
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/content\/post$/u);
  await expect(waitingButton(page)).toBeVisible();
});

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('an answer lost after the server published: the post waits, goes again with the same key, and one post exists', async ({
    page,
    context,
  }) => {
    const text = `Dropped line ${Date.now()}: published once all the same`;
    await writePost(page, text);
    const keys: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === PUBLISH)
        keys.push(request.headers()['idempotency-key']);
    });
    // The server gets the publish and writes the post; its answer never reaches the page.
    let written: Promise<unknown> = Promise.resolve();
    await page.route(
      PUBLISH,
      async (route) => {
        written = route.fetch();
        await written;
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await postForm(page).getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'No connection. Your post waits on this device')).toBeVisible();
    await written;
    await expect(panel(page)).toContainText(text);
    // The network comes back (its event sends what waits; the outbox's own retry would as well, later).
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(toast(page, 'The post that was waiting for the network is published.')).toBeVisible();
    await expect(panel(page)).toBeHidden();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{22}$/u);
    expect(keys[1]).toBe(keys[0]);
    expect(await myPosts(page, text)).toHaveLength(1);
  });

  // The panel and the top bar's button with a write that waits (its sends find no network) and one the server
  // refused (kept for the creator, never sent again, and not counted as waiting for the network).
  for (const locale of LOCALES) {
    test(`no axe violation on the waiting posts in ${locale}`, async ({ page, context }) => {
      await context.route(`**${PUBLISH}`, (route) => route.abort('internetdisconnected'));
      await page.addInitScript((value) => localStorage.setItem('clang', value), locale);
      await page.goto('/home');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const user = await apiGet<{ user_id: number }>(page, '/mp-api/v3/api/account');
      await deviceDbOpened(page);
      await page.evaluate(
        (owner) =>
          new Promise<void>((resolve, reject) => {
            const opening = indexedDB.open('creator-portal');
            opening.onerror = () => reject(opening.error);
            opening.onsuccess = () => {
              const putting = opening.result.transaction('outbox', 'readwrite');
              const store = putting.objectStore('outbox');
              store.put({
                id: 'waiting-key-for-the-axe-test',
                kind: 'publish',
                owner,
                body: { show_type: 1, content: '日出之前 Tea hills at dawn #travel' },
                queuedAt: Date.UTC(2026, 10, 30, 8, 0),
                state: 'waiting',
              });
              store.put({
                id: 'refused-key-for-the-axe-test',
                kind: 'publish',
                owner,
                body: { show_type: 2, title: 'سوق الليل', content: 'Tea hills at dawn #travel' },
                queuedAt: Date.UTC(2026, 10, 30, 8, 5),
                state: 'refused',
                refusal: 'Content contains forbidden words',
              });
              putting.oncomplete = () => resolve();
              putting.onerror = () => reject(putting.error);
            };
          }),
        String(user.user_id),
      );
      await page.reload();
      await expect(page.locator('[data-slot="outbox-item"][data-state="refused"]')).toBeVisible();
      await expect(page.locator('[data-slot="outbox-item"][data-state="waiting"]')).toBeVisible();
      const waiting = page.locator('[data-slot="top-bar-waiting"]');
      await expect(waiting).toBeVisible();
      if (locale === 'en-US') {
        await expect(waiting).toContainText('1 post waiting for the network');
        await expect(panel(page).getByRole('heading')).toHaveText('1 post waiting for the network');
      }
      expect(await violations(page)).toEqual([]);
    });
  }
});
