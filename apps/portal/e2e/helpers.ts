import { expect, type Locator, type Page } from '@playwright/test';

/** The reference server's seed (apps/server/src/db/seed.ts) and the captcha code of playwright.config.ts. */
export const DEMO = { email: 'demo@creator.test', name: 'Demo Creator' };
export const WRITER = { email: 'writer@creator.test', name: 'Plain Writer' };
export const BLOCKED = { email: 'blocked@creator.test' };
/** The account whose password the forgotten-password test resets: no other test signs in with it. */
export const READER = { email: 'reader@creator.test' };
export const PASSWORD = 'Creator#2026';
export const CAPTCHA = 'E2E4';

/** Local storage before the app starts: a language, and the cookie banner out of the way unless asked. */
export async function prepare(page: Page, { clang, cookies = true }: { clang?: string; cookies?: boolean } = {}) {
  await page.addInitScript(
    ([locale, accepted]) => {
      if (sessionStorage.getItem('prepared')) return;
      sessionStorage.setItem('prepared', '1');
      if (locale) localStorage.setItem('clang', locale);
      if (accepted) localStorage.setItem('cookie_accepted', 'true');
    },
    [clang ?? '', cookies] as const,
  );
}

/** Signs in through the form and waits for the home page. */
export async function signIn(page: Page, email = DEMO.email, password = PASSWORD) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Verification code', exact: true }).fill(CAPTCHA);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** A call of the API with the page's session, to read what the server holds (not what the page shows). */
export async function apiGet<T = unknown>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('authentication_token'));
  const answer = await page.request.get(path, { headers: { authorization: `Bearer ${token}`, clang: 'en-US' } });
  const body = (await answer.json()) as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}

/** The JSON bodies of the calls the page makes to a path, as they go. */
export function recordBodies(page: Page, method: string, path: string): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

/**
 * Presses Tab until `target` holds the focus (at most `limit` times): how a keyboard user reaches a control,
 * without the test knowing the exact order of the controls before it.
 */
export async function tabTo(page: Page, target: Locator, limit = 12) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
