import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '@creator/domain/locales';
import type { ShortPostPayload } from '@creator/forms/rules/post';
import {
  apiGet,
  chooseFiles,
  CONTRACT,
  DEMO,
  openHome,
  png,
  prepare,
  recordBodies,
  sidewaysPhoto,
  signedInAs,
  signIn,
  storeNewPostDraft,
  tabTo,
  violations,
  WRITER,
} from './helpers';

test.use({ storageState: signedInAs(WRITER) });
test.beforeEach(async ({ page }) => prepare(page));

const PUBLISH = '/mp-api/v3/api/content/publish';
const HOUR_S = 3_600;
const DAY_S = 86_400;

/** What the composer sends (the rules' payload type: one home for its shape). */
type PublishBody = ShortPostPayload;

const form = (page: Page) => page.getByRole('form', { name: 'Short post' });
const content = (page: Page) => form(page).getByRole('textbox', { name: 'Content' });
const publishButton = (page: Page) => form(page).getByRole('button', { name: 'Publish' });

/**
 * Writes the post's text, then leaves the field as a creator does before pressing a button: text ending in a
 * hashtag opens its suggestions once the server answers, a list that lies over the buttons below the field until
 * the field is left (or Escape). Left at once, the list stays shut whenever the answer comes.
 */
async function writeText(page: Page, text: string) {
  await content(page).fill(text);
  await content(page).blur();
}
const tiles = (page: Page) => page.locator('[data-slot="image-grid-item"]');
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).last();

/** Pictures of distinct widths (801, 802, …), so the order sent can be read from their names. */
async function addPictures(page: Page, count: number, first = 1) {
  const files = [];
  for (let index = first; index < first + count; index++)
    files.push({
      name: `photo-${index}.png`,
      mimeType: 'image/png',
      buffer: await png(page, 800 + index, 600),
    });
  await page.locator('form input[type="file"]').setInputFiles(files);
}

async function allStored(page: Page, count: number) {
  await expect(tiles(page)).toHaveCount(count);
  await expect(tiles(page).and(page.locator('[data-state="done"]'))).toHaveCount(count);
}

/** The widths the image names carry, in the order sent. */
const widths = (images: string[]) => images.map((url) => Number(/_(\d+)_\d+\.png$/u.exec(url)?.[1]));

async function openComposer(page: Page) {
  await page.goto('/creator');
  await expect(page).toHaveURL(/\/creator\/post$/);
  await expect(content(page)).toBeVisible();
}

test(
  'publishing checks images and the content length, then sends a short post and lands on the list',
  CONTRACT,
  async ({ page }) => {
    await openComposer(page);
    const sent = recordBodies(page, 'POST', PUBLISH) as PublishBody[];

    await publishButton(page).click();
    await expect(toast(page, 'Add at least 1 image')).toBeVisible();
    await expect(form(page).locator('input[type="file"]')).toBeFocused();

    await addPictures(page, 2);
    await allStored(page, 2);
    await content(page).fill('Too short');
    await publishButton(page).click();
    await expect(toast(page, /10 to 2,000 characters/u)).toBeVisible();
    await expect(content(page)).toBeFocused();
    expect(sent).toHaveLength(0);

    await writeText(page, 'Sunset walk by the sea #travel #sea and again #travel');
    await publishButton(page).click();
    await expect(page).toHaveURL(/\/content\/post$/);
    expect(sent).toHaveLength(1);
    const body = sent[0]!;
    expect(body).toMatchObject({
      show_type: 2,
      title: '',
      content: 'Sunset walk by the sea #travel #sea and again #travel',
      hashtag: ['travel', 'sea'],
      tag_ids: [],
      publish_date: 0,
      had_updated: false,
    });
    expect(widths(body.images)).toEqual([801, 802]);
    expect(body.cover_images).toEqual([body.images[0]]);
    expect(body.spent_time).toBeGreaterThan(0);
    await expect(page.locator('[data-slot="content-list-item"]').first()).toContainText(
      'Sunset walk by the sea',
    );
  },
);

test('a 4.9 MB photo held sideways is stored upright, 2 048 px on its long edge, in far fewer bytes', async ({
  page,
}) => {
  await openComposer(page);
  const sent = recordBodies(page, 'POST', PUBLISH) as PublishBody[];
  const photo = await sidewaysPhoto(page);
  expect(photo.length).toBeGreaterThan(4_600_000);
  await page
    .locator('form input[type="file"]')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await allStored(page, 1);
  await writeText(page, 'The tea hills at dawn, from the train #travel');
  await publishButton(page).click();
  await expect(page).toHaveURL(/\/content\/post$/);

  const url = sent[0]!.images[0]!;
  expect(url).toMatch(/_1536_2048\.jpg$/u);
  const stored = await page.evaluate(async (address) => {
    const blob = await (await fetch(address)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const red = (x: number, y: number) => {
      const [r, g, b] = context.getImageData(x, y, 1, 1).data;
      return r! > 200 && g! < 60 && b! < 60;
    };
    return {
      bytes: blob.size,
      type: blob.type,
      width: bitmap.width,
      height: bitmap.height,
      redTopRight: red(bitmap.width - 100, 100),
      redTopLeft: red(100, 100),
    };
  }, url);
  expect(stored).toMatchObject({
    type: 'image/jpeg',
    width: 1536,
    height: 2048,
    redTopRight: true,
    redTopLeft: false,
  });
  expect(stored.bytes).toBeLessThan(photo.length / 3);
});

test('on a 400 kbps link with 400 ms of latency, a picture whose network drops on its way to storage waits, says so, and is stored when the network returns', async ({
  page,
}) => {
  await openComposer(page);
  const photo = await sidewaysPhoto(page);
  // The slow link: 400 kbps each way, 400 ms of latency (Chromium's own throttling, uploads included).
  const link = await page.context().newCDPSession(page);
  const emulate = (offline: boolean) =>
    link.send('Network.emulateNetworkConditions', {
      offline,
      latency: 400,
      downloadThroughput: 50_000,
      uploadThroughput: 50_000,
    });
  await link.send('Network.enable');
  await emulate(false);

  // The network drops while the picture is on its way to storage: the request never gets an answer.
  let reached: () => void = () => undefined;
  const underWay = new Promise<void>((resolve) => (reached = resolve));
  let cut = false;
  await page.route(
    (url) => url.pathname.startsWith('/storage'),
    async (route) => {
      if (route.request().method() !== 'POST' || cut) return route.fallback();
      cut = true;
      reached();
      await emulate(true);
      await route.abort('internetdisconnected');
    },
  );
  await page
    .locator('form input[type="file"]')
    .setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: photo });
  const tile = tiles(page).first();
  await underWay;
  await expect(tile).toHaveAttribute('data-state', 'waiting');
  await expect(tile.getByText('Waiting for the network')).toBeVisible();
  await writeText(page, 'Written in a lift, sent from the lobby #life');
  await publishButton(page).click();
  // Offline, the toaster's chunk may not come: the message shows as the plain bar instead (ToastFallback).
  await expect(page.getByText('Images are still uploading, please wait')).toBeVisible();

  await emulate(false);
  await expect(tile).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  const sent = recordBodies(page, 'POST', PUBLISH) as PublishBody[];
  await publishButton(page).click();
  await expect(page).toHaveURL(/\/content\/post$/, { timeout: 30_000 });
  expect(sent).toHaveLength(1);
  expect(sent[0]!.images[0]).toMatch(/_1536_2048\.jpg$/u);
});

test('the schedule: the tick box proposes 3 days ahead with seconds at 0; under one hour is refused', async ({
  page,
}) => {
  await openComposer(page);
  const sent = recordBodies(page, 'POST', PUBLISH) as PublishBody[];
  await addPictures(page, 1);
  await allStored(page, 1);
  await content(page).fill('A scheduled walk by the sea');

  const tick = form(page).getByRole('checkbox', { name: 'Schedule' });
  await tick.check();
  const dateButton = form(page).locator('[data-slot="schedule-field-date"]');
  await expect(dateButton).toBeVisible();

  // Half an hour from now (seconds at 0): ahead, but less than the hour the rule asks for.
  const soon = new Date(Date.now() + 30 * 60_000);
  await dateButton.click();
  // The calendar opens on the proposed day, three days ahead: near a month's end, in the next month.
  const month = `${soon.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${soon.getUTCFullYear()}`;
  await expect(page.getByRole('grid')).toBeVisible();
  if ((await page.getByRole('grid', { name: month }).count()) === 0)
    await page.getByRole('button', { name: 'Go to the Previous Month' }).click();
  await page
    .getByRole('grid', { name: month })
    .getByRole('button', { name: new RegExp(`^${soon.getUTCDate()} ${month},`, 'u') })
    .click();
  await form(page).getByRole('combobox', { name: 'Hour' }).selectOption(String(soon.getUTCHours()));
  await form(page).getByRole('combobox', { name: 'Minute' }).selectOption(String(soon.getUTCMinutes()));
  await publishButton(page).click();
  await expect(toast(page, 'The publish time must be at least 1 hour from now')).toBeVisible();
  expect(sent).toHaveLength(0);

  await tick.uncheck();
  const before = Math.floor(Date.now() / 1000);
  await tick.check();
  await publishButton(page).click();
  await expect(page).toHaveURL(/\/content\/post$/);
  const date = sent[0]!.publish_date;
  expect(date % 60).toBe(0);
  expect(date).toBeGreaterThanOrEqual(before + 3 * DAY_S - 60);
  expect(date).toBeLessThanOrEqual(before + 3 * DAY_S + HOUR_S);
});

test('autosave after 8 s: the saved draft is offered back; continue restores it, give up clears it', async ({
  page,
}) => {
  await page.clock.install();
  await openComposer(page);
  const user = await apiGet<{ user_id: number }>(page, '/mp-api/v3/api/account');
  const key = `draft:post:${user.user_id}`;
  await addPictures(page, 1);
  await allStored(page, 1);
  await form(page).getByRole('textbox', { name: 'Title (optional)' }).fill('Draft title');
  await content(page).fill('Words worth keeping #habits');
  // Whatever was saved so far goes; the next tick of the 8 s timer saves the form again.
  await page.evaluate((name) => localStorage.removeItem(name), key);
  await page.clock.runFor(8_000);
  const saved = JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key))!);
  expect(saved).toMatchObject({
    title: 'Draft title',
    content: 'Words worth keeping #habits',
    contentId: null,
  });
  expect(saved.images).toHaveLength(1);

  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const offer = page.getByRole('region', { name: 'You have an unfinished draft' });
  await expect(offer).toBeVisible();
  await expect(content(page)).toHaveValue('');
  await offer.getByRole('button', { name: 'Continue editing' }).click();
  await expect(content(page)).toHaveValue('Words worth keeping #habits');
  await expect(tiles(page)).toHaveCount(1);

  await page.reload();
  await page
    .getByRole('region', { name: 'You have an unfinished draft' })
    .getByRole('button', { name: 'Give up' })
    .click();
  await expect(offer).toBeHidden();
  expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
});

test('reordering by keyboard changes the order sent; the first image is the cover', async ({ page }) => {
  await openComposer(page);
  const sent = recordBodies(page, 'POST', PUBLISH) as PublishBody[];
  await addPictures(page, 3);
  await allStored(page, 3);
  await content(page).fill('Three pictures, reordered by keyboard');

  // Each step waits for its announcement: dnd-kit measures the tiles once one is picked up.
  const announced = page.locator('[id^="DndLiveRegion"]');
  const handle = form(page).getByRole('button', { name: 'Move image 1', exact: true });
  await handle.focus();
  // The focus in the tiles fetches the reordering; the handle keeps the focus when it comes.
  await expect(form(page).locator('[data-reorder="ready"]')).toBeAttached();
  await expect(handle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(/Picked up image 1\.|Image 1 is over place 1\./u);
  await page.keyboard.press('ArrowRight');
  await expect(announced).toHaveText('Image 1 is over place 2.');
  await page.keyboard.press('ArrowRight');
  await expect(announced).toHaveText('Image 1 is over place 3.');
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Image 1 moved to place 3.');
  await publishButton(page).click();
  await expect(page).toHaveURL(/\/content\/post$/);
  expect(widths(sent[0]!.images)).toEqual([802, 803, 801]);
  expect(sent[0]!.cover_images).toEqual([sent[0]!.images[0]]);
});

test('an upload refused by storage shows its error and goes through on retry', async ({ page }) => {
  await openComposer(page);
  let refused = 0;
  const storage = (url: URL) => url.pathname === '/storage';
  await page.route(storage, async (route) => {
    refused += 1;
    await route.fulfill({ status: 403, body: 'AccessDenied' });
  });
  await addPictures(page, 1);
  const tile = tiles(page).first();
  await expect(tile).toHaveAttribute('data-state', 'error');
  await expect(tile).toContainText('Upload failed');
  expect(refused).toBe(1);

  await page.unroute(storage);
  await tile.getByRole('button', { name: 'Retry image 1' }).click();
  await expect(tile).toHaveAttribute('data-state', 'done');
});

test('a 500 on publish keeps everything and the same post goes on retry; a double click sends once', async ({
  page,
}) => {
  await openComposer(page);
  const sent = recordBodies(page, 'POST', PUBLISH) as PublishBody[];
  await addPictures(page, 1);
  await allStored(page, 1);
  await form(page).getByRole('textbox', { name: 'Title (optional)' }).fill('Kept title');
  await writeText(page, 'Nothing is lost when the server fails #life');

  await page.route(PUBLISH, (route) => route.fulfill({ status: 500, body: 'boom' }), { times: 1 });
  await publishButton(page).click();
  await expect(toast(page, 'Slow network')).toBeVisible();
  await expect(content(page)).toHaveValue('Nothing is lost when the server fails #life');
  await expect(tiles(page)).toHaveCount(1);

  await publishButton(page).dblclick();
  await expect(page).toHaveURL(/\/content\/post$/);
  expect(sent).toHaveLength(2);
  const { spent_time: _first, ...first } = sent[0]!;
  const { spent_time: _second, ...second } = sent[1]!;
  expect(second).toEqual(first);
});

test('no posting permission (16001) shows the server message and keeps the form', async ({ page }) => {
  await openComposer(page);
  await addPictures(page, 1);
  await allStored(page, 1);
  await content(page).fill('Written by someone who may not post');
  await page.route(
    PUBLISH,
    (route) =>
      route.fulfill({ json: { code: 16001, message: 'You have no permission to post', data: null } }),
    { times: 1 },
  );
  await publishButton(page).click();
  await expect(toast(page, 'You have no permission to post')).toBeVisible();
  await expect(page).toHaveURL(/\/creator\/post$/u);
  await expect(content(page)).toHaveValue('Written by someone who may not post');
});

test('a 401 on publish keeps the saved draft: after signing in again the composer offers it back', async ({
  page,
}) => {
  await openComposer(page);
  await addPictures(page, 1);
  await allStored(page, 1);
  await content(page).fill('Written just before the session ended');
  await page.route(
    PUBLISH,
    (route) =>
      route.fulfill({ status: 401, json: { code: 5, message: 'Your session ended elsewhere', data: null } }),
    { times: 1 },
  );
  await publishButton(page).click();
  await expect(page).toHaveURL(/\/login$/u);

  await signIn(page, WRITER.email);
  await page.goto('/creator/post');
  const offer = page.getByRole('region', { name: 'You have an unfinished draft' });
  await offer.getByRole('button', { name: 'Continue editing' }).click();
  await expect(content(page)).toHaveValue('Written just before the session ended');
  await expect(tiles(page)).toHaveCount(1);
});

test('a superseded hashtag search is aborted and its late answer ignored; arrow keys and Enter pick', async ({
  page,
}) => {
  await openComposer(page);
  const aborted: string[] = [];
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/hashtags'))
      aborted.push(`${url.searchParams.get('name')}:${request.failure()?.errorText}`);
  });
  let lateAnswerTried!: () => void;
  const lateAnswer = new Promise<void>((resolve) => (lateAnswerTried = resolve));
  const isFirstSearch = (url: URL) =>
    url.pathname.endsWith('/hashtags') && url.searchParams.get('name') === 'tr';
  // The answer to the first search is held until the page has given up on it, then comes too late.
  const givenUp = page.waitForEvent('requestfailed', (request) => isFirstSearch(new URL(request.url())));
  await page.route(
    (url) => isFirstSearch(url),
    async (route) => {
      await givenUp;
      await route
        .fulfill({ json: { code: 0, message: 'ok', data: { list: [{ name: 'late-answer', total_pv: 1 }] } } })
        .catch(() => undefined);
      lateAnswerTried();
    },
  );
  const box = content(page);
  await box.click();
  const firstSearch = page.waitForRequest((request) => isFirstSearch(new URL(request.url())));
  await box.pressSequentially('#tr');
  await firstSearch;
  await box.pressSequentially('a');
  const list = page.getByRole('listbox', { name: 'Hashtag suggestions' });
  await expect(list.getByRole('option').first()).toContainText('travel');
  await expect.poll(() => aborted).toContain('tr:net::ERR_ABORTED');
  await lateAnswer;
  await expect(list.getByRole('option').first()).toContainText('travel');
  await expect(list.getByRole('option', { name: /late-answer/u })).toHaveCount(0);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('#travelgram ');
});

test.describe('as the demo creator', () => {
  test.use({ storageState: signedInAs(DEMO) });

  test('editing a post: the item loads, the edits left show, and content_id with had_updated go out', async ({
    page,
  }) => {
    await openHome(page);
    const { list } = await apiGet<{
      list: {
        content_id: number;
        publish_date: number;
        cover_images: string[];
        remaining_modify_count?: number;
      }[];
    }>(page, '/mp-api/v3/api/content?show_types=2&status=1&page=1&page_size=50');
    const weekAgo = Date.now() / 1000 - 6 * DAY_S;
    const item = list.find(
      (entry) =>
        entry.publish_date > weekAgo &&
        entry.cover_images.length > 0 &&
        (entry.remaining_modify_count ?? 3) > 0,
    )!;
    const detail = await apiGet<{
      detail: { title: string; content: string; images: string[]; tag_ids: number[] };
    }>(page, `/mp-api/v3/api/content/detail?content_id=${item.content_id}`);
    const sent = recordBodies(page, 'POST', PUBLISH) as PublishBody[];
    await page.goto(`/creator/post?content_id=${item.content_id}`);
    await expect(content(page)).toHaveValue(detail.detail.content);
    await expect(page.getByText(/edits? left/u)).toBeVisible();
    await expect(tiles(page)).toHaveCount(detail.detail.images.length);
    // An item that is not scheduled has no schedule to change.
    await expect(form(page).getByRole('checkbox', { name: 'Schedule' })).toHaveCount(0);

    await form(page).getByRole('textbox', { name: 'Title (optional)' }).fill('Edited title');
    await publishButton(page).click();
    await expect(page).toHaveURL(/\/content\/post$/);
    expect(sent[0]).toMatchObject({
      content_id: item.content_id,
      had_updated: true,
      title: 'Edited title',
      images: detail.detail.images,
      tag_ids: detail.detail.tag_ids,
    });
  });

  test('an item the edit rules refuse says why, even reached by its address', async ({ page }) => {
    await openHome(page);
    const { list } = await apiGet<{ list: { content_id: number }[] }>(
      page,
      '/mp-api/v3/api/content?show_types=2&status=3,4&page=1&page_size=10',
    );
    await page.goto(`/creator/post?content_id=${list[0]!.content_id}`);
    await expect(page.getByRole('heading', { name: 'This post cannot be edited' })).toBeVisible();
    await expect(form(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to my short posts' }).click();
    await expect(page).toHaveURL(/\/content\/post$/);
  });

  test('a country with categories must pick one, and a category with topics a topic', async ({ page }) => {
    await openComposer(page);
    const sent = recordBodies(page, 'POST', PUBLISH) as PublishBody[];
    await addPictures(page, 1);
    await allStored(page, 1);
    await content(page).fill('News from the capital today');
    await publishButton(page).click();
    await expect(toast(page, 'Please choose a category')).toBeVisible();
    const category = form(page).getByRole('combobox', { name: 'Category' });
    await expect(category).toBeFocused();
    await category.selectOption({ label: 'News' });
    await publishButton(page).click();
    await expect(toast(page, 'Please choose a topic in this category')).toBeVisible();
    await form(page).getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Politics' });
    await publishButton(page).click();
    await expect(page).toHaveURL(/\/content\/post$/);
    expect(sent[0]!.tag_ids).toEqual([1, 101]);
  });

  test('leaving an edit keeps the new post the creator was writing', async ({ page }) => {
    await openHome(page);
    const { key, json: newPost } = await storeNewPostDraft(page, 'A new post, half written');
    const { list } = await apiGet<{ list: { content_id: number; publish_date: number }[] }>(
      page,
      '/mp-api/v3/api/content?show_types=2&status=1&page=1&page_size=50',
    );
    const item = list.find((entry) => entry.publish_date > Date.now() / 1000 - 6 * DAY_S)!;
    await page.goto(`/creator/post?content_id=${item.content_id}`);
    // An edit is not offered the new post's draft.
    await expect(form(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'You have an unfinished draft' })).toHaveCount(0);
    await content(page).fill('An edit, then left');
    await form(page).getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/content\/post$/);
    expect(JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key))!)).toEqual(
      JSON.parse(newPost),
    );

    // The item left as it opened holds nothing to lose: nothing is asked.
    await page.goto(`/creator/post?content_id=${item.content_id}`);
    await expect(content(page)).not.toHaveValue('');
    await form(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/content\/post$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test('the whole flow with the keyboard alone', async ({ page }) => {
  await openComposer(page);
  const sent = recordBodies(page, 'POST', PUBLISH) as PublishBody[];
  const input = form(page).locator('input[type="file"]');
  await tabTo(page, input, 30);
  const picture = await png(page, 640, 480);
  await chooseFiles(page, () => page.keyboard.press('Space'), {
    name: 'keys.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  await allStored(page, 1);
  await tabTo(page, content(page), 20);
  await page.keyboard.type('Typed, added and published without a mouse');
  await tabTo(page, publishButton(page), 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/content\/post$/);
  expect(sent).toHaveLength(1);
});

test('leaving with typed content asks first; staying keeps it, leaving clears the saved draft', async ({
  page,
}) => {
  await page.clock.install();
  await openComposer(page);
  const user = await apiGet<{ user_id: number }>(page, '/mp-api/v3/api/account');
  const key = `draft:post:${user.user_id}`;
  await content(page).fill('Half a thought');
  await page.clock.runFor(8_000);
  expect(await page.evaluate((name) => localStorage.getItem(name), key)).not.toBeNull();
  await form(page).getByRole('button', { name: 'Leave' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(content(page)).toHaveValue('Half a thought');
  await form(page).getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/content\/post$/);
  expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
});

for (const locale of LOCALES) {
  test(`no axe violation on the composer in ${locale}`, async ({ page }) => {
    await openComposer(page);
    await page.evaluate((value) => localStorage.setItem('clang', value), locale);
    await page.reload();
    await expect(page.locator('[data-slot="phone-preview"]')).toBeVisible();
    await addPictures(page, 2);
    await allStored(page, 2);
    await page.locator('form textarea').fill('Words #travel');
    expect(await violations(page)).toEqual([]);
    if (locale === 'ar-EG') {
      // Mirrored: the preview on the left of the form, the first picture on the right of the second.
      const formBox = (await page.locator('form').boundingBox())!;
      const previewBox = (await page.locator('[data-slot="phone-preview"]').boundingBox())!;
      expect(previewBox.x).toBeLessThan(formBox.x);
      const [first, second] = [
        (await tiles(page).nth(0).boundingBox())!,
        (await tiles(page).nth(1).boundingBox())!,
      ];
      expect(first.x).toBeGreaterThan(second.x);
    }
  });
}
