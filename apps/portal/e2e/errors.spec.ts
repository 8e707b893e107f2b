import { expect, test } from '@playwright/test';
import { DEMO, openHome, prepare, signedInAs } from './helpers';

// The 401s below are the browser's own answers: the stored session stays valid on the server for later tests.
test.use({ storageState: signedInAs(DEMO) });
test.beforeEach(async ({ page }) => prepare(page));

test('an expired session (401, code 5) shows the message and goes to /login from any page', async ({
  page,
}) => {
  await page.route('**/mp-api/v3/api/notifies/unread_count', (route) =>
    route.fulfill({ status: 401, json: { code: 5, message: 'Your session ended elsewhere', data: null } }),
  );
  await page.goto('/account/info');
  await expect(page.getByText('Your session ended elsewhere')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authentication_token'))).toBeNull();
});

test('HTTP 500 shows the slow-network message', async ({ page }) => {
  await openHome(page);
  await page.route('**/mp-api/v3/api/home', (route) =>
    route.fulfill({ status: 500, body: 'Internal error' }),
  );
  await page.reload();
  await expect(page.getByText('Slow network. Please try again later')).toBeVisible();
});

test('an answer outside the contract shows the generic request error', async ({ page }) => {
  await openHome(page);
  await page.route('**/mp-api/v3/api/home', (route) =>
    route.fulfill({ status: 404, body: '<html>Not here</html>' }),
  );
  await page.reload();
  await expect(page.getByText('Request error, please retry.')).toBeVisible();
});
