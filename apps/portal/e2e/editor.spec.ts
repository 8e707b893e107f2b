import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '@creator/domain/locales';
import type { ArticleDraftPayload, ArticlePayload } from '@creator/forms/rules/article';
import {
  apiGet,
  AUTHOR,
  chooseFiles,
  CONTRACT,
  openHome,
  png,
  prepare,
  recordBodies,
  signedInAs,
  tabTo,
  violations,
  WRITER,
} from './helpers';

test.use({ storageState: signedInAs(WRITER) });
test.beforeEach(async ({ page }) => prepare(page));

const PUBLISH = '/mp-api/v3/api/content/publish';
const DRAFT = '/mp-api/v3/api/content/draft';

const form = (page: Page) => page.getByRole('form', { name: 'Article' });
const title = (page: Page) => form(page).getByRole('textbox', { name: 'Title' });
const body = (page: Page) => form(page).getByRole('textbox', { name: 'Article body' });
const publishButton = (page: Page) => form(page).getByRole('button', { name: 'Publish' });
const saveButton = (page: Page) => form(page).getByRole('button', { name: 'Save draft' });
const covers = (page: Page) => form(page).getByRole('group', { name: 'Covers' });
/** Picks a cover as a creator does: a click on its picture (the checkbox is inside the tile). */
const chooseCover = (page: Page, index = 0) =>
  covers(page).locator('[data-slot="cover-picker-tile"]').nth(index).click();
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).last();

async function openEditor(page: Page) {
  await page.goto('/creator/editor');
  await expect(body(page)).toBeVisible();
}

/** Uploads pictures through the editor's image button; each lands in the body as `![](address)`. */
async function addPictures(page: Page, sizes: readonly (readonly [number, number])[]) {
  const files = [];
  for (const [index, [width, height]] of sizes.entries())
    files.push({ name: `photo-${index}.png`, mimeType: 'image/png', buffer: await png(page, width, height) });
  await chooseFiles(page, () => form(page).getByRole('button', { name: 'Insert images' }).click(), files);
  await expect(body(page)).not.toHaveValue(/pending:/u);
  await expect(body(page)).toHaveValue(
    new RegExp(`(_${sizes.at(-1)![0]}_${sizes.at(-1)![1]}\\.png[^]*){1}`, 'u'),
  );
}

// An article going live notifies its author: the tests that publish do so as the author, whose notices no other
// test reads.
test.describe('as the author', () => {
  test.use({ storageState: signedInAs(AUTHOR) });

  test(
    'publish refuses a short title and sends nothing; then sends the article as HTML and lands on the list',
    CONTRACT,
    async ({ page }) => {
      await openEditor(page);
      const sent = recordBodies(page, 'POST', PUBLISH) as ArticlePayload[];

      await title(page).fill('Too short');
      await body(page).fill('# A day out\n\nWe took the **early** train.\n\n- tea\n- a book');
      await publishButton(page).click();
      await expect(toast(page, /10 to 100 characters/u)).toBeVisible();
      await expect(title(page)).toBeFocused();
      await expect(title(page)).toHaveAttribute('aria-invalid', 'true');
      expect(sent).toHaveLength(0);

      await title(page).fill('A day out on the early train');
      await addPictures(page, [[1280, 720]]);
      await publishButton(page).click();
      await expect(toast(page, /at least 1 cover/u)).toBeVisible();
      await chooseCover(page);
      await form(page).getByRole('textbox', { name: 'Hashtags' }).pressSequentially('Trains ');
      await publishButton(page).dblclick();
      await expect(page).toHaveURL(/\/content\/article$/);
      expect(sent).toHaveLength(1);
      const [payload] = sent;
      expect(payload).toMatchObject({
        show_type: 1,
        title: 'A day out on the early train',
        had_updated: false,
        hashtag: ['trains'],
      });
      expect(payload!.content).toContain('<h1>A day out</h1>');
      expect(payload!.content).toContain('<strong>early</strong>');
      expect(payload!.content).toContain('<ul><li>tea</li><li>a book</li></ul>');
      expect(payload!.images).toHaveLength(1);
      expect(payload!.cover_images).toEqual(payload!.images);
    },
  );

  test('drafts: an empty one is refused; a saved one is listed, reopened, edited and published', async ({
    page,
  }) => {
    await openEditor(page);
    const drafts = recordBodies(page, 'POST', DRAFT) as ArticleDraftPayload[];
    const published = recordBodies(page, 'POST', PUBLISH) as ArticlePayload[];

    await saveButton(page).click();
    await expect(toast(page, /before saving the draft/u)).toBeVisible();
    expect(drafts).toHaveLength(0);

    const name = `Draft ${Date.now()}`;
    await title(page).fill(name);
    await body(page).fill('Half an idea about night trains.');
    await saveButton(page).click();
    await expect(page).toHaveURL(/\/creator\/draft$/);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ title: name, content: '<p>Half an idea about night trains.</p>' });
    const row = page.locator('[data-slot="draft-list-item"]').filter({ hasText: name });
    await expect(row).toBeVisible();
    const list = await apiGet<{ list: { content_id: number; title: string }[] }>(
      page,
      `${DRAFT}?page=1&page_size=10`,
    );
    const saved = list.list.find((item) => item.title === name)!;

    await row.getByRole('link', { name: new RegExp(name, 'u') }).click();
    await expect(page).toHaveURL(new RegExp(`/creator/editor\\?content_id=${saved.content_id}$`, 'u'));
    await expect(title(page)).toHaveValue(name);
    await expect(body(page)).toHaveValue('Half an idea about night trains.');
    await title(page).fill(`${name}, finished`);
    await body(page).fill('Half an idea about night trains, now a whole one.\n\n');
    await addPictures(page, [[1280, 720]]);
    await chooseCover(page);
    await publishButton(page).click();
    await expect(page).toHaveURL(/\/content\/article$/);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      content_id: saved.content_id,
      had_updated: true,
      title: `${name}, finished`,
    });
  });
});

test('16016: the draft-fail modal shows the server message and the content stays', async ({ page }) => {
  await openEditor(page);
  await page.route(`**${DRAFT}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ json: { code: 16016, message: 'You can keep at most 100 drafts', data: null } })
      : route.fallback(),
  );
  await title(page).fill('Kept after the refusal');
  await body(page).fill('Every word stays.');
  await saveButton(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'The draft could not be saved' });
  await expect(dialog).toContainText('You can keep at most 100 drafts');
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/creator\/editor$/);
  await expect(title(page)).toHaveValue('Kept after the refusal');
  await expect(body(page)).toHaveValue('Every word stays.');
});

test('paste: a fragment with a file:// image, an outside image and a table keeps only what an article holds', async ({
  page,
}) => {
  await openEditor(page);
  // A picture of a word processor: a data: image, which the server stores (named with its size, so that it can
  // be a cover).
  const picture = `data:image/png;base64,${(await png(page, 800, 450)).toString('base64')}`;
  await body(page).focus();
  await page.evaluate((picture) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<h2 style="color:red">Pasted <i>heading</i></h2><p>Some <b>bold</b> and <a href="https://example.com">a link</a></p>' +
        '<table><tr><td>cell one</td><td>cell two</td></tr></table>' +
        `<p><img src="file:///C:/Users/me/photo.jpg"><img src="https://elsewhere.example/pic.jpg"><img src="${picture}"></p>`,
    );
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, picture);
  await expect(body(page)).toHaveValue(/## Pasted heading/u);
  const markdown = await body(page).inputValue();
  expect(markdown).toContain('**bold**');
  expect(markdown).toContain('a link');
  expect(markdown).toContain('cell one');
  expect(markdown).not.toMatch(/file:|elsewhere|example\.com|<table|pending:/u);
  expect(markdown).toMatch(/!\[\]\(http[^)]+\/storage\/content\/[^)]+_800_450\.png\)/u);
  // Stored with its size in its name: offered as a cover.
  await expect(covers(page).getByRole('checkbox')).toHaveCount(1);
  await expect(toast(page, 'Images from files on your computer were removed')).toBeVisible();
  await expect(toast(page, 'filtered out automatically')).toBeVisible();
});

test('covers are offered only from body images that qualify: hosted, 640×360 or more, not a GIF', async ({
  page,
}) => {
  await openEditor(page);
  await addPictures(page, [
    [1280, 720],
    [320, 200],
    [800, 600],
  ]);
  const boxes = covers(page).getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  const markdown = await body(page).inputValue();
  const [wide, small, square] = [...markdown.matchAll(/\]\(([^)]+)\)/gu)].map((match) => match[1]!);
  await expect(covers(page).locator(`img[src^="${wide}"]`)).toHaveCount(1);
  await expect(covers(page).locator(`img[src^="${square}"]`)).toHaveCount(1);
  await expect(covers(page).locator(`img[src^="${small}"]`)).toHaveCount(0);

  // A cover whose image leaves the body is dropped.
  await chooseCover(page);
  await expect(boxes.first()).toBeChecked();
  await body(page).fill(markdown.replace(`![](${wide})`, ''));
  await expect(covers(page).getByRole('checkbox')).toHaveCount(1);
  await expect(covers(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
});

test('an article with payloads in its HTML opens without running any, and says what editing would drop', async ({
  page,
}) => {
  await openHome(page);
  const config = await apiGet<{ image_host: string }>(
    page,
    '/config-api/api/configs/batch?platform=web&project_keys=community_config',
  );
  const list = await apiGet<{ list: { content_id: number; status: number }[] }>(
    page,
    '/mp-api/v3/api/content?show_types=1&status=1&page=1&page_size=10',
  );
  const id = list.list[0]!.content_id;
  await page.route(`**/mp-api/v3/api/content/detail?*`, async (route) => {
    const answer = await route.fetch();
    const json = await answer.json();
    // Editable: published just now, never edited.
    Object.assign(json.data.detail, {
      status: 1,
      publish_date: Math.floor(Date.now() / 1000),
      modify_count: 0,
    });
    json.data.detail.content =
      '<p>Imported <a href="javascript:window.__ran=1">link</a></p><img src=x onerror="window.__ran=2">' +
      '<script>window.__ran=3</script><svg onload="window.__ran=4"></svg><table><tr><td>kept text</td></tr></table>' +
      `<p><img src="${config.image_host}/mp/ok_1280_720.png"></p>`;
    await route.fulfill({ response: answer, json });
  });
  await page.goto(`/creator/editor?content_id=${id}`);
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'This article holds things the editor cannot keep' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Links');
  await expect(notice).toContainText('Tables');
  await expect(notice).toContainText('Active content');
  await expect(title(page)).toHaveAttribute('readonly', '');
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
  await notice.getByRole('button', { name: 'Edit it anyway' }).click();
  await expect(body(page)).toHaveValue(/Imported link/u);
  await expect(body(page)).toHaveValue(/kept text/u);
  await expect(body(page)).not.toHaveValue(/javascript|onerror|script|svg/u);
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
});

test('an item the edit rules refuse opens read-only and says why, even reached by its address', async ({
  page,
}) => {
  await openHome(page);
  const list = await apiGet<{ list: { content_id: number; publish_date: number }[] }>(
    page,
    '/mp-api/v3/api/content?show_types=1&status=1&page=1&page_size=50',
  );
  const old = list.list.find((item) => item.publish_date * 1000 < Date.now() - 8 * 86_400_000)!;
  const sent = recordBodies(page, 'POST', PUBLISH);
  await page.goto(`/creator/editor?content_id=${old.content_id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This article cannot be edited' })).toContainText(
    '7 days',
  );
  await expect(title(page)).toHaveAttribute('readonly', '');
  await expect(body(page)).toHaveAttribute('readonly', '');
  await expect(publishButton(page)).toHaveCount(0);
  await expect(saveButton(page)).toHaveCount(0);
  await form(page).getByRole('button', { name: 'Back to my articles' }).click();
  await expect(page).toHaveURL(/\/content\/article$/);
  expect(sent).toHaveLength(0);
});

test('autosave every 8 s; a fresh editor offers it back, and the restore can be undone', async ({ page }) => {
  await page.clock.install();
  await openEditor(page);
  const user = await apiGet<{ user_id: number }>(page, '/mp-api/v3/api/account');
  const key = `draft:article:${user.user_id}`;
  await title(page).fill('Autosaved title here');
  await body(page).fill('Autosaved **words**');
  await page.evaluate((name) => localStorage.removeItem(name), key);
  await page.clock.runFor(8_000);
  const saved = JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key))!);
  expect(saved).toMatchObject({
    contentId: null,
    title: 'Autosaved title here',
    markdown: 'Autosaved **words**',
  });

  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const offer = page.getByRole('region', { name: 'You have an unfinished draft' });
  await offer.getByRole('button', { name: 'Continue editing' }).click();
  await expect(body(page)).toHaveValue('Autosaved **words**');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(body(page)).toHaveValue('');
  await expect(title(page)).toHaveValue('');
  await expect(offer).toBeVisible();
});

test('two tabs on one item: the second says so and can take over; the first then stops', async ({ page }) => {
  await openEditor(page);
  await title(page).fill('Open in two tabs');
  const second = await page.context().newPage();
  await second.goto('/creator/editor');
  const notice = second.getByRole('alert').filter({ hasText: 'open in another tab' });
  await expect(notice).toBeVisible();
  await expect(title(second)).toHaveAttribute('readonly', '');
  await notice.getByRole('button', { name: 'Edit here instead' }).click();
  await expect(title(second)).not.toHaveAttribute('readonly', '');
  await expect(page.getByRole('alert').filter({ hasText: 'open in another tab' })).toBeVisible();
  await expect(title(page)).toHaveAttribute('readonly', '');
});

test('the whole flow with the keyboard alone', async ({ page }) => {
  await openEditor(page);
  const sent = recordBodies(page, 'POST', DRAFT) as ArticleDraftPayload[];
  await tabTo(page, title(page), 40);
  await page.keyboard.type('Written with the keyboard alone');
  await tabTo(page, body(page), 20);
  await page.keyboard.type('Some words, then ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('bold');
  await tabTo(page, form(page).getByRole('textbox', { name: 'Hashtags' }), 20);
  await page.keyboard.type('keyboard');
  await page.keyboard.press('Enter');
  await tabTo(page, saveButton(page), 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/creator\/draft$/);
  expect(sent[0]).toMatchObject({ title: 'Written with the keyboard alone', hashtag: ['keyboard'] });
  expect(sent[0]!.content).toContain('<strong>bold</strong>');
});

for (const locale of LOCALES) {
  test(`no axe violation on the editor and the drafts in ${locale}`, async ({ page }) => {
    await openHome(page);
    await page.evaluate((value) => localStorage.setItem('clang', value), locale);
    await page.goto('/creator/editor');
    await expect(page.locator('[data-slot="markdown-editor"] textarea')).toBeVisible();
    await page.locator('[data-slot="markdown-editor"] textarea').fill('# Heading\n\nWords');
    expect(await violations(page)).toEqual([]);
    await page.goto('/creator/draft');
    await expect(
      page.locator('[data-slot="paginated-list-items"], [data-slot="paginated-list-empty"]'),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
