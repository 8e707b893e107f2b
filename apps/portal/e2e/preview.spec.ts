import { expect, test, type Page } from '@playwright/test';
import { apiGet, CONTRACT, DEMO, openHome, prepare, signedInAs } from './helpers';

test.use({ storageState: signedInAs(DEMO) });
test.beforeEach(async ({ page }) => prepare(page));

interface Item {
  content_id: number;
  title: string;
  images?: string[];
  cover_images: string[];
}

/** A published item of the demo account of the given show type, with at least `images` images. */
async function published(page: Page, showType: number, images: number): Promise<Item> {
  const list = await apiGet<{ list: Item[] }>(
    page,
    `/mp-api/v3/api/content?status=1&show_types=${showType}&page=1&page_size=50`,
  );
  const found = list.list.find(
    (item) =>
      (showType === 2 ? (item.images ?? item.cover_images).length : item.cover_images.length) >= images,
  );
  expect(found, `a published item of show type ${showType} with ${images} images`).toBeDefined();
  return found!;
}

test(
  'a short post: the gallery swipes and opens the image preview, under the account; no side menu; back to top',
  CONTRACT,
  async ({ page }) => {
    await openHome(page);
    const post = await published(page, 2, 2);
    const detail = await apiGet<{ detail: { content: string; images: string[] } }>(
      page,
      `/mp-api/v3/api/content/detail?content_id=${post.content_id}`,
    );
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto(`/preview?contentId=${post.content_id}`);
    const preview = page.locator('[data-slot="content-preview"]');
    await expect(preview).toHaveAttribute('data-state', 'ready');
    await expect(preview.getByText(DEMO.name)).toBeVisible();
    await expect(preview.locator('time')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    // Its text, as plain text.
    await expect(preview).toContainText(detail.detail.content.split('#')[0]!.trim().slice(0, 40));

    // With the keyboard alone: next image, then open it.
    const next = preview.getByRole('button', { name: /next/i });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(preview.getByText(`2 / ${detail.detail.images.length}`)).toBeVisible();
    const current = preview.locator('[data-state="current"]').getByRole('button');
    await current.focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toBeVisible();
    await expect(lightbox.locator('img')).toHaveAttribute('src', detail.detail.images[1]!);
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);

    // Scrolled down, the back-to-top button shows and takes the page back.
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  },
);

test(
  'an article: the title, the covers as thumbnails by their number, the body held to the allow-list',
  CONTRACT,
  async ({ page }) => {
    await openHome(page);
    const article = await published(page, 1, 1);
    await page.goto(`/preview?contentId=${article.content_id}`);
    const preview = page.locator('[data-slot="content-preview"]');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const suffix = ['?w=640', '?w=400&h=413', '?w=320&h=320'][Math.min(article.cover_images.length, 3) - 1]!;
    const covers = preview.locator('[data-slot="content-preview-covers"] img');
    await expect(covers).toHaveCount(article.cover_images.length);
    await expect(covers.first()).toHaveAttribute('src', `${article.cover_images[0]}${suffix}`);
    expect(await preview.locator('script, iframe, style, [onerror], [onclick]').count()).toBe(0);
  },
);

test('an unknown or deleted item says so, not a blank page', async ({ page }) => {
  await page.goto('/preview?contentId=987654');
  await expect(page.locator('[data-slot="content-preview"]')).toHaveAttribute('data-state', 'missing');
  await expect(page.getByText('This content does not exist or has been deleted')).toBeVisible();
  await page.goto('/preview');
  await expect(page.locator('[data-slot="content-preview"]')).toHaveAttribute('data-state', 'missing');
});
