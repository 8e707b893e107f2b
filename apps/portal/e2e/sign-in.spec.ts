import { expect, test } from '@playwright/test';
import { CAPTCHA, CONTRACT, DEMO, fillCaptcha, PASSWORD, prepare, signIn } from './helpers';

test.beforeEach(async ({ page }) => prepare(page));

test(
  'signing in sends the password encrypted and lands on home with the account loaded',
  CONTRACT,
  async ({ page }) => {
    const loginBody = page.waitForRequest((request) => request.url().endsWith('/user-api/web/mp_login'));
    await signIn(page);
    const body = (await loginBody).postData() ?? '';
    expect(body).not.toContain(PASSWORD);
    expect(JSON.parse(body)).toMatchObject({
      account: DEMO.email,
      password: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });
    await expect(page.getByRole('link', { name: DEMO.name })).toHaveAttribute('href', '/account');
    expect(await page.evaluate(() => localStorage.getItem('authentication_token'))).toBeTruthy();
  },
);

test('a wrong captcha says so and shows a new captcha', async ({ page }) => {
  await page.goto('/login');
  const image = page.getByRole('button', { name: 'Refresh the verification picture' }).locator('img');
  const first = await image.getAttribute('src');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await fillCaptcha(page, 'QQQQ');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The verification code is wrong, please try again');
  await expect(image).not.toHaveAttribute('src', first!);
  await expect(page.getByRole('textbox', { name: 'Verification code', exact: true })).toHaveValue('');
  await expect(page).toHaveURL(/\/login$/);
});

test('a failed login shows the login failure and refreshes the captcha', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong#2026');
  await fillCaptcha(page, CAPTCHA);
  const refreshed = page.waitForRequest(
    (request) => request.method() === 'GET' && request.url().endsWith('/user-api/web/mp_verification'),
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed, please contact platform customer service');
  await refreshed;
  expect(await page.evaluate(() => localStorage.getItem('authentication_token'))).toBeNull();
});

test('a forbidden login (14002) shows the message and reloads /login', async ({ page }) => {
  await page.route('**/user-api/web/mp_login', (route) =>
    route.fulfill({ json: { code: 14002, message: 'This account may not sign in', data: null } }),
  );
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await fillCaptcha(page, CAPTCHA);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('This account may not sign in');
  await page.waitForEvent('load');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the form checks its fields before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
});

test('sign-in and sign-out with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  // Past the show-password toggle to the captcha.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Verification code', exact: true })).toBeFocused();
  await page.keyboard.type(CAPTCHA);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  const trigger = page.getByRole('button', { name: 'Account menu' });
  // Through the top bar (logo, Publish, bell, name) to the account menu.
  for (
    let step = 0;
    step < 8 && !(await trigger.evaluate((node) => node === document.activeElement));
    step += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
  const logout = page.waitForRequest((request) => request.url().endsWith('/user-api/web/mp_logout'));
  await page.keyboard.press('Enter');
  await logout;
  await expect(page.getByText('You are signed out')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authentication_token'))).toBeNull();
});

test.describe('on a slow network', () => {
  // The test holds mp_logout's answer: the page's own request, not one the service worker makes.
  test.use({ serviceWorkers: 'block' });

  test('sign-out shows it is on its way, and a second press sends nothing', async ({ page }) => {
    await signIn(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    await page.route('**/user-api/web/mp_logout', async (route) => {
      sent += 1;
      await held;
      await route.continue();
    });
    const trigger = page.getByRole('button', { name: 'Account menu' });
    try {
      await trigger.click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(trigger).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('status').filter({ hasText: 'Signing out…' })).toBeAttached();
      await trigger.click();
      const item = page.getByRole('menuitem', { name: 'Signing out…' });
      await expect(item).toHaveAttribute('aria-disabled', 'true');
      await item.click({ force: true });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    } finally {
      release();
    }
    await expect(page.getByText('You are signed out')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(sent).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('authentication_token'))).toBeNull();
  });
});

test('the server sends a strict Content-Security-Policy with the page', async ({ request }) => {
  const response = await request.get('/login');
  expect(response.status()).toBe(200);
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
});
