import { expect, test, type APIRequestContext } from '@playwright/test';
import { CAPTCHA, DEMO, prepare, READER, signedInAs, fillCaptcha } from './helpers';

test.beforeEach(async ({ page }) => prepare(page));

async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  const rows = (await (await request.get(`/dev/outbox?email=${encodeURIComponent(email)}`)).json()) as {
    code: string;
  }[];
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!.code;
}

test('the forgotten password in three steps, with the code read from the outbox', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(READER.email);
  await fillCaptcha(page, CAPTCHA);
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('readonly', '');
  await page.getByRole('textbox', { name: 'Code from the email' }).fill('000000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is wrong, please try again');
  await page
    .getByRole('textbox', { name: 'Code from the email' })
    .fill(await latestCode(request, READER.email));
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Renewed#2026');
  await page.getByRole('textbox', { name: 'Confirm the new password' }).fill('Renewed#2026');
  const reset = page.waitForRequest((r) => r.url().endsWith('/user-api/web/mp_nologin_password'));
  await page.getByRole('button', { name: 'Reset password' }).click();
  expect((await reset).postData()).not.toContain('Renewed#2026');
  await expect(page.getByText('Your password has been reset. Please sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown email says so and refreshes the captcha', async ({ page }) => {
  await page.goto('/forgot');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody@creator.test');
  await fillCaptcha(page, CAPTCHA);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toHaveText('No account uses this email');
  await expect(page.getByRole('textbox', { name: 'Verification code', exact: true })).toHaveValue('');
});

test.describe(() => {
  test.use({ storageState: signedInAs(DEMO) });

  test('signed in, the email is the account email and locked, and there is no way back to sign-in', async ({
    page,
  }) => {
    await page.goto('/forgot');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(DEMO.email);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveCount(0);
  });
});
