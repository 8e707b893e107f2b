import { expect, test } from '@playwright/test';
import apiArabic from '@creator/api/messages/ar-EG.json' with { type: 'json' };
import { BLOCKED, CAPTCHA, DEMO, openHome, PASSWORD, prepare, signedInAs } from './helpers';

test.beforeEach(async ({ page }) => prepare(page));

test('Arabic from the sign-in picker mirrors the layout and is kept for every call', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar-SA');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'رمز التحقق', exact: true }).fill(CAPTCHA);
  const login = page.waitForRequest((request) => request.url().endsWith('/user-api/web/mp_login'));
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  expect((await login).headers()['clang']).toBe('ar-EG');
  await expect(page).toHaveURL(/\/home$/);

  const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  const box = (await menu.boundingBox())!;
  // Mirrored: the side menu sits against the right edge.
  expect(Math.round(box.x + box.width)).toBe(page.viewportSize()!.width);
  expect(await page.evaluate(() => localStorage.getItem('clang_entry'))).toBe('ar-SA');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
});

test.describe(() => {
  // Starts signed in; the sign-in in Chinese is its own, through the page.
  test.use({ storageState: signedInAs(DEMO) });

  test('Simplified Chinese shows dates as YYYY/MM/DD, English as MM/DD/YYYY', async ({ page }) => {
    await openHome(page);
    await expect(page.getByTestId('home-date')).toHaveText(/\d{2}\/\d{2}\/\d{4}$/);
    await page.goto('/login');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-Hans-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录创作者平台');
    const captcha = page.waitForRequest((request) => request.url().endsWith('/user-api/web/mp_verification'));
    await page.getByRole('button', { name: '换一张' }).click();
    expect((await captcha).headers()['clang']).toBe('zh-Hans-CN');
    await page.getByRole('textbox', { name: '邮箱' }).fill('demo@creator.test');
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('Creator#2026');
    await page.getByRole('textbox', { name: '验证码', exact: true }).fill('E2E4');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByTestId('home-date')).toHaveText(/\d{4}\/\d{2}\/\d{2}$/);
  });
});

test('a business error comes from the server in the reader’s language and is shown as sent', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar-EG');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(BLOCKED.email);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'رمز التحقق', exact: true }).fill(CAPTCHA);
  const answer = page.waitForResponse((response) => response.url().endsWith('/user-api/web/mp_login'));
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  const body = (await (await answer).json()) as { code: number; message: string };
  expect(body).toEqual({ code: 14002, message: apiArabic['api.code.login-forbidden'], data: null });
  await expect(page.getByRole('alert')).toHaveText(body.message);
});
