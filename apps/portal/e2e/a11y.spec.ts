import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '@creator/domain/locales';
import { apiGet, DEMO, openHome, prepare, signedInAs, violations } from './helpers';

// One test per locale and group of pages, each with a few axe runs at most: a test's work stays bounded.

for (const locale of LOCALES) {
  test(`no axe violation on /login and /forgot in ${locale}`, async ({ page }) => {
    await prepare(page, { clang: locale, cookies: false });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // The captcha picture has arrived (it is drawn inside its refresh button).
    await expect(page.locator('[data-slot="captcha-image"] img')).toBeVisible();
    await expect(page.locator('[data-slot="cookie-banner"]')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto('/forgot');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The notice is a chunk of its own, which may arrive after the page: check the two together.
    await expect(page.locator('[data-slot="cookie-banner"]')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test.describe('signed in', () => {
  test.use({ storageState: signedInAs(DEMO) });

  for (const locale of LOCALES) {
    test(`no axe violation on /home in ${locale}`, async ({ page }) => {
      await prepare(page, { clang: locale, cookies: false });
      await page.goto('/home');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.locator('[data-slot="home-stats"] dd').first()).not.toBeEmpty();
      // Here too the notice may arrive after the page: a fade that starts after the wait for animations would be
      // measured half-transparent.
      await expect(page.locator('[data-slot="cookie-banner"]')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  /** Opens a page in the test's locale and waits for what shows it is ready. */
  async function open(page: Page, locale: string, path: string, ready: string) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator(ready).first()).toBeVisible();
  }

  for (const locale of LOCALES) {
    test(`no axe violation on the notices in ${locale}`, async ({ page }) => {
      await prepare(page, { clang: locale });
      await open(page, locale, '/notice/message', '[role="feed"] article');
      expect(await violations(page), '/notice/message').toEqual([]);
    });

    test(`no axe violation on the account information and its nickname editor in ${locale}`, async ({
      page,
    }) => {
      await prepare(page, { clang: locale });
      await open(page, locale, '/account/info', '[data-slot="account-field-row"]');
      expect(await violations(page), '/account/info').toEqual([]);
      // An editor open: the nickname's field.
      await page.locator('[data-slot="account-field-row-edit"]').first().click();
      await expect(page.locator('[data-slot="account-field-row-editor"] input')).toBeFocused();
      expect(await violations(page), 'nickname editor').toEqual([]);
    });

    test(`no axe violation on the password page in ${locale}`, async ({ page }) => {
      await prepare(page, { clang: locale });
      await open(page, locale, '/account/password', 'form input');
      expect(await violations(page), '/account/password').toEqual([]);
    });

    test(`no axe violation on the preview of an article and of a short post in ${locale}`, async ({
      page,
    }) => {
      await prepare(page, { clang: locale });
      await openHome(page);
      for (const showType of [1, 2]) {
        const [item] = (
          await apiGet<{ list: { content_id: number }[] }>(
            page,
            `/mp-api/v3/api/content?status=1&show_types=${showType}&page=1&page_size=1`,
          )
        ).list;
        const path = `/preview?contentId=${item!.content_id}`;
        await open(page, locale, path, '[data-slot="content-preview"][data-state="ready"]');
        expect(await violations(page), path).toEqual([]);
      }
    });
  }

  for (const locale of LOCALES) {
    test(`no axe violation on the content lists in ${locale}`, async ({ page }) => {
      await prepare(page, { clang: locale });
      for (const path of ['/content/post', '/content/article?status=reviewFailed']) {
        await open(page, locale, path, '[data-slot="content-list-item"]');
        expect(await violations(page), path).toEqual([]);
      }
    });

    test(`no axe violation on a failed review's reason and the calendar in ${locale}`, async ({ page }) => {
      await prepare(page, { clang: locale });
      await open(page, locale, '/content/article?status=reviewFailed', '[data-slot="content-list-item"]');
      // The reason of a failed review, opened from the keyboard.
      const tag = page.locator('button[data-slot="status-tag"]').first();
      await tag.focus();
      await expect(page.getByRole('tooltip')).toBeVisible();
      expect(await violations(page), 'reason').toEqual([]);
      // The calendar open.
      await page.locator('[data-slot="date-range-picker-trigger"]').click();
      await expect(page.locator('[data-slot="date-range-picker-content"]')).toBeVisible();
      expect(await violations(page), 'calendar').toEqual([]);
    });

    test(`no axe violation on the delete question in ${locale}`, async ({ page }) => {
      await prepare(page, { clang: locale });
      // An article that failed review may not be deleted: a short post.
      await open(page, locale, '/content/post?status=published', '[data-slot="content-list-item"]');
      await page
        .locator('[data-slot="content-list-item"]')
        .first()
        .locator('button[data-tone="danger"]')
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      expect(await violations(page), 'delete question').toEqual([]);
    });
  }
});
