import type { ArticlePayload } from '@creator/forms/rules/article';
import type { ShortPostPayload } from '@creator/forms/rules/post';
import { PHONE_SIZE } from '@creator/ui/lib/layout-problems';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiGet,
  AUTHOR,
  chooseFiles,
  DEMO,
  png,
  prepare,
  recordBodies,
  RIVAL,
  signedInAs,
  WRITER,
} from './helpers';

// The main flows on a 360 px touch phone: every press is a tap, a move is a finger's drag, a scroll a swipe.
test.use({ viewport: PHONE_SIZE, hasTouch: true, isMobile: true });
test.beforeEach(async ({ page }) => prepare(page));

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
const tiles = (page: Page) => page.locator('[data-slot="image-grid-item"]');

/** The centre of an element on the screen. */
async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A finger's drag of `handle` onto `target`, by the browser's own touch events, each stamped with its time: the
 * finger travels at a finger's pace and rests on the target before it lifts. (A lift at speed would be a fling,
 * and Chromium swallows the next tap, which only stops the fling.) The finger travels once the drag has started.
 */
async function touchDrag(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const cdp = await page.context().newCDPSession(page);
  const from = await centre(handle);
  const to = await centre(target);
  let time = Date.now() / 1000;
  const touch = async (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    points: { x: number; y: number }[],
    after: number,
  ) => {
    time += after;
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points, timestamp: time });
  };
  await touch('touchStart', [from], 0);
  // Past the browser's touch slop (about 15 px, within which it sends no move) and dnd-kit's 4 px.
  await touch('touchMove', [{ x: from.x + 20, y: from.y + 20 }], 0.05);
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  for (const step of [0.25, 0.5, 0.75, 1])
    await touch(
      'touchMove',
      [{ x: from.x + (to.x - from.x) * step, y: from.y + (to.y - from.y) * step }],
      0.05,
    );
  await touch('touchMove', [to], 0.15);
  await touch('touchMove', [to], 0.15);
  await touch('touchEnd', [], 0.05);
  await cdp.detach();
}

/** A swipe up the screen by `distance` px, as a thumb scrolls a page: the browser's own touch events. */
async function swipeUp(page: Page, distance: number) {
  const cdp = await page.context().newCDPSession(page);
  const at = (y: number) => [{ x: 180, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(600) });
  for (let step = 1; step <= 10; step++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(600 - (distance * step) / 10),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The widths the image names carry (`…_<width>_<height>.png`), in the order sent. */
const widths = (images: string[]) => images.map((url) => Number(/_(\d+)_\d+\.png$/u.exec(url)?.[1]));

test.describe('as the writer', () => {
  test.use({ storageState: signedInAs(WRITER) });

  test('a short post with three images, one cropped square and one moved first by touch', async ({
    page,
  }) => {
    const sent = recordBodies(page, 'POST', '/mp-api/v3/api/content/publish') as ShortPostPayload[];
    await page.goto('/home');
    // The menu at the bottom, Publish in the top bar: the composer is one tap from anywhere.
    await page.getByRole('banner').getByRole('button', { name: 'Publish' }).tap();
    await page.getByRole('menuitem', { name: 'Short post' }).tap();
    await expect(page).toHaveURL(/\/creator\/post$/);
    const form = page.getByRole('form', { name: 'Short post' });

    const files = [];
    for (const index of [1, 2, 3])
      files.push({
        name: `photo-${index}.png`,
        mimeType: 'image/png',
        buffer: await png(page, 800 + index, 600),
      });
    await form.locator('input[type="file"]').setInputFiles(files);
    await expect(tiles(page).and(page.locator('[data-state="done"]'))).toHaveCount(3);

    // The second picture cut square.
    await form.getByRole('button', { name: 'Crop image 2' }).tap();
    const crop = page.getByRole('dialog', { name: 'Crop image' });
    await crop.getByRole('radio', { name: '1:1' }).tap();
    await crop.getByRole('button', { name: 'Confirm' }).tap();
    await expect(crop).toHaveCount(0);
    await expect(tiles(page).and(page.locator('[data-state="done"]'))).toHaveCount(3);

    // The third dragged onto the first place by its handle.
    await expect(form.locator('[data-reorder="ready"]')).toBeAttached();
    await touchDrag(
      page,
      form.getByRole('button', { name: 'Move image 3', exact: true }),
      tiles(page).first(),
    );
    await expect(page.getByText('Image 3 moved to place 1.')).toBeAttached();
    // A finger taps the box, then types: the text is in it (a loss of typed text is reported here, where it
    // happens, not as a preview without it).
    const content = form.getByRole('textbox', { name: 'Content' });
    await content.tap();
    await content.fill('#food Three pictures from the night market');
    await expect(content).toHaveValue('#food Three pictures from the night market');
    // The post as readers will see it, then back to the form. A phone renders the preview only once asked for,
    // then keeps it (its tabs keep their place) while the form shows.
    const preview = page.locator('[data-slot="phone-preview"]');
    await expect(preview).toHaveCount(0);
    await page.getByRole('button', { name: 'Preview' }).tap();
    await expect(preview).toBeInViewport();
    await expect(preview).toContainText('Three pictures from the night market');
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: 'Write' }).tap();
    await expect(preview).toBeAttached();
    await expect(preview).toBeHidden();
    await form.getByRole('button', { name: 'Publish' }).tap();
    await expect(page).toHaveURL(/\/content\/post$/);

    expect(sent).toHaveLength(1);
    const body = sent[0]!;
    expect(body.content).toBe('#food Three pictures from the night market');
    expect(body.hashtag).toEqual(['food']);
    // The third first, the first second, the second cut square (600 × 600 from 802 × 600).
    expect(widths(body.images)).toEqual([803, 801, 600]);
    expect(body.images[2]).toMatch(/_600_600\.png$/u);
    expect(body.cover_images).toEqual([body.images[0]]);
  });
});

test.describe('as the author', () => {
  // An article going live notifies its author: no other test reads the author's notices.
  test.use({ storageState: signedInAs(AUTHOR) });

  test('an article with a cover', async ({ page }) => {
    const sent = recordBodies(page, 'POST', '/mp-api/v3/api/content/publish') as ArticlePayload[];
    await page.goto('/creator/editor');
    const form = page.getByRole('form', { name: 'Article' });
    await form.getByRole('textbox', { name: 'Title' }).fill('Notes from a phone on the early train');
    const body = form.getByRole('textbox', { name: 'Article body' });
    await body.fill('# On the train\n\nWritten with a **thumb**.');
    await chooseFiles(page, () => form.getByRole('button', { name: 'Insert images' }).tap(), [
      { name: 'window.png', mimeType: 'image/png', buffer: await png(page, 1280, 720) },
    ]);
    await expect(body).toHaveValue(/_1280_720\.png/u);
    await form
      .getByRole('group', { name: 'Covers' })
      .locator('[data-slot="cover-picker-tile"]')
      .first()
      .tap();
    await form.getByRole('button', { name: 'Publish' }).tap();
    await expect(page).toHaveURL(/\/content\/article$/);

    expect(sent).toHaveLength(1);
    const payload = sent[0]!;
    expect(payload).toMatchObject({ show_type: 1, title: 'Notes from a phone on the early train' });
    expect(payload.content).toContain('<strong>thumb</strong>');
    expect(payload.images).toHaveLength(1);
    expect(payload.cover_images).toEqual(payload.images);
  });
});

test.describe('as the rival creator', () => {
  test.use({ storageState: signedInAs(RIVAL) });

  test('a task claimed from its card, polished and published', async ({ page }) => {
    const claims = recordBodies(page, 'POST', '/mp-api/v3/api/polish_tasks/actions/claim');
    const polished = recordBodies(page, 'POST', '/mp-api/v3/api/content/polish') as Record<string, unknown>[];
    await page.goto('/home');
    const pending = await apiGet<{ list: { id: number; title: string; body: string }[] }>(
      page,
      '/mp-api/v3/api/polish_tasks?status=PENDING&page=1&page_size=20',
    );
    const task = pending.list[0]!;
    const key = task.title.slice(0, task.title.indexOf(':') + 1);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'AI content tasks' })
      .tap();
    await expect(page).toHaveURL(/\/aigc$/u);
    await page.goto(`/aigc?tab=pending&q=${encodeURIComponent(key)}`);
    const card = page.locator('[data-slot="polish-task-row"]').filter({ hasText: task.title });
    await card.getByRole('button', { name: 'Claim' }).tap();
    await expect(toast(page, 'Claimed. Go to edit and publish it.')).toBeVisible();
    expect(claims).toEqual([{ ids: [task.id] }]);

    await page.goto(`/aigc?q=${encodeURIComponent(key)}`);
    await card.getByRole('button', { name: 'Edit' }).tap();
    await expect(page).toHaveURL(new RegExp(`/aigc/edit\\?task_id=${task.id}$`));
    const form = page.getByRole('form', { name: 'Short post' });
    const content = form.getByRole('textbox', { name: 'Content' });
    await expect(content).toHaveValue(task.body);
    await content.fill(`${task.body} Polished on a phone.`);
    await form.getByRole('button', { name: 'Publish' }).tap();
    await expect(page).toHaveURL(/\/aigc$/);
    expect(polished).toHaveLength(1);
    expect(polished[0]).toMatchObject({
      polish_task_id: task.id,
      content: `${task.body} Polished on a phone.`,
    });
  });

  test('a new nickname', async ({ page }) => {
    const sent = recordBodies(page, 'PUT', '/user-api/web/mp_nickname');
    await page.goto('/home');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account' }).tap();
    await expect(page).toHaveURL(/\/account\/info$/);
    const row = page.locator('[data-slot="account-field-row"]').filter({ hasText: 'Nickname' });
    await row.getByRole('button', { name: 'Edit Nickname' }).tap();
    await row.getByRole('textbox', { name: 'Nickname' }).fill('Rival on a phone');
    await row.getByRole('button', { name: 'Save' }).tap();
    await expect(row.getByText('In review')).toBeVisible();
    expect(sent).toEqual([{ nickname: 'Rival on a phone' }]);
  });
});

test.describe('as the demo creator', () => {
  test.use({ storageState: signedInAs(DEMO) });

  test('the notices read to the end by swiping', async ({ page }) => {
    const pages: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/mp-api/v3/api/notifies') pages.push(Number(url.searchParams.get('page')));
    });
    const reads = recordBodies(page, 'POST', '/mp-api/v3/api/notifies/actions/read') as { ids: number[] }[];
    await page.goto('/home');
    const unread = async () =>
      (await apiGet<{ unread: number }>(page, '/mp-api/v3/api/notifies/unread_count')).unread;
    const before = await unread();
    await page.locator('[data-slot="top-bar-bell"]').tap();
    await expect(page).toHaveURL(/\/notice\/message$/);
    const feed = page.getByRole('feed');
    await expect(feed.locator('article').first()).toBeVisible();
    const end = page.getByText('You are all caught up');
    // A swipe at a time until the end shows (the feed is a few hundred notices: far fewer swipes than the bound).
    for (let swipes = 0; swipes < 200 && !(await end.isVisible()); swipes++) await swipeUp(page, 500);
    await expect(end).toBeVisible();

    // Every page asked once, in order, up to the last.
    expect(pages).toEqual(pages.map((_, index) => index + 1));
    expect(pages.length).toBeGreaterThan(1);
    // What came into view was reported read, each notice once, and the server counts it. The last notices may be
    // reported after the end shows (reads go in batches): the reports are read again at each poll.
    const reported = () => reads.flatMap((body) => body.ids);
    await expect.poll(async () => before - (await unread()) - reported().length).toBe(0);
    const ids = reported();
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
