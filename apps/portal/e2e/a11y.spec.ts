import { expect, test } from '@playwright/test';
import { LOCALES } from '@creator/domain/locales';
import { apiGet, prepare, signIn, violations } from './helpers';

for (const locale of LOCALES) {
  test(`no axe violation on /login, /forgot and /home in ${locale}`, async ({ page }) => {
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

    await page.evaluate(() => localStorage.setItem('clang', 'en-US'));
    await signIn(page);
    await page.evaluate((value) => localStorage.setItem('clang', value), locale);
    await page.reload();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.locator('[data-slot="home-stats"] dd').first()).not.toBeEmpty();
    // Here too the notice may arrive after the page: a fade that starts after the wait for animations would be
    // measured half-transparent.
    await expect(page.locator('[data-slot="cookie-banner"]')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

for (const locale of LOCALES) {
  test(`no axe violation on the notices, the account pages and the preview in ${locale}`, async ({
    page,
  }) => {
    await prepare(page, { clang: 'en-US' });
    await signIn(page);
    const article = (
      await apiGet<{ list: { content_id: number }[] }>(
        page,
        '/mp-api/v3/api/content?status=1&show_types=1&page=1&page_size=1',
      )
    ).list[0]!;
    const post = (
      await apiGet<{ list: { content_id: number }[] }>(
        page,
        '/mp-api/v3/api/content?status=1&show_types=2&page=1&page_size=1',
      )
    ).list[0]!;
    await page.evaluate((value) => localStorage.setItem('clang', value), locale);
    const pages: Array<[string, string]> = [
      ['/notice/message', '[role="feed"] article'],
      ['/account/info', '[data-slot="account-field-row"]'],
      ['/account/password', 'form input'],
      [`/preview?contentId=${article.content_id}`, '[data-slot="content-preview"][data-state="ready"]'],
      [`/preview?contentId=${post.content_id}`, '[data-slot="content-preview"][data-state="ready"]'],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator(ready).first()).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
    // An editor open: the nickname's field.
    await page.goto('/account/info');
    await page.locator('[data-slot="account-field-row-edit"]').first().click();
    await expect(page.locator('[data-slot="account-field-row-editor"] input')).toBeFocused();
    expect(await violations(page), 'nickname editor').toEqual([]);
  });
}

for (const locale of LOCALES) {
  test(`no axe violation on content management in ${locale}: lists, reason, calendar and delete question`, async ({
    page,
  }) => {
    await prepare(page, { clang: 'en-US' });
    await signIn(page);
    await page.evaluate((value) => localStorage.setItem('clang', value), locale);
    for (const path of ['/content/post', '/content/article?status=reviewFailed']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('[data-slot="content-list-item"]').first()).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
    // The reason of a failed review, opened from the keyboard.
    const tag = page.locator('button[data-slot="status-tag"]').first();
    await tag.focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    expect(await violations(page), 'reason').toEqual([]);
    // The calendar open.
    await page.locator('[data-slot="date-range-picker-trigger"]').click();
    await expect(page.locator('[data-slot="date-range-picker-content"]')).toBeVisible();
    expect(await violations(page), 'calendar').toEqual([]);
    await page.keyboard.press('Escape');
    // The delete question (an article that failed review may not be deleted: a short post).
    await page.goto('/content/post?status=published');
    await page.locator('[data-slot="content-list-item"]').first().locator('button[data-tone="danger"]').click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await violations(page), 'delete question').toEqual([]);
  });
}
