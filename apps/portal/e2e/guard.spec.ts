import { expect, test } from '@playwright/test';
import { CONTRACT, DEMO, openHome, prepare, signedInAs, WRITER } from './helpers';

test.beforeEach(async ({ page }) => prepare(page));

test('without a session every page of the layout sends to /login, and the open pages stay open', async ({
  page,
}) => {
  for (const path of ['/', '/home', '/content/post', '/account/info']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await page.goto('/forgot');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.goto('/exception?errorCode=42&errorMessage=Broken');
  await expect(page.getByText('Error code: 42')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test.describe('signed in', () => {
  test.use({ storageState: signedInAs(DEMO) });

  test('agreements render sanitised HTML fetched without the session headers', async ({ page }) => {
    const fetched = page.waitForRequest((request) =>
      request.url().endsWith('/static/agreements/privacy.html'),
    );
    await page.goto('/agreement/privacy');
    expect((await fetched).headers()['authorization']).toBeUndefined();
    await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  });

  test(
    'a signed-in visitor on /login goes home; the AI content tasks open in the layout',
    CONTRACT,
    async ({ page }) => {
      await page.goto('/login');
      await expect(page).toHaveURL(/\/home$/);
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'AI content tasks' })
        .click();
      await expect(page).toHaveURL(/\/aigc$/);
      await expect(page.getByRole('heading', { name: 'Claimed', exact: false })).toBeVisible();
      await expect(page.getByRole('link', { name: DEMO.name })).toHaveAttribute('href', '/account');
    },
  );

  test('an access list that cannot be loaded shows an error with retry, not a 403', async ({ page }) => {
    let fail = true;
    await page.route('**/mp-api/v3/api/user_resource', (route) =>
      fail ? route.fulfill({ status: 500, body: 'down' }) : route.fallback(),
    );
    await page.goto('/aigc');
    await expect(page.getByText('Your account could not be loaded.')).toBeVisible();
    await expect(page.getByText('You do not have access to this page')).toHaveCount(0);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'AI content tasks' })).toBeAttached();
  });
});

test.describe('signed in without the AI content tasks', () => {
  test.use({ storageState: signedInAs(WRITER) });

  test(
    'the menu and the routes follow the access list: no list_polish_task, no /aigc',
    CONTRACT,
    async ({ page }) => {
      await openHome(page);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('link', { name: 'Content management' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'AI content tasks' })).toHaveCount(0);
      await page.goto('/aigc');
      await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    },
  );
});

test('the cookie banner shows until accepted, and never on the agreement pages', async ({ page }) => {
  await page.goto('/agreement/cookie');
  await page.evaluate(() => localStorage.removeItem('cookie_accepted'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cookie policy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
});
