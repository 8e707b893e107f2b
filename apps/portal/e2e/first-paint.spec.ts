import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { INTL_WARM_MARK } from '../src/first-paint/warm-intl';
import { DEMO, prepare, signedInAs } from './helpers';

/**
 * The bundle's scripts held back until `release()`: what shows meanwhile is what the HTML paints by itself
 * (src/first-paint/). The document's own inline script is not held.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  return { release, refused };
}

test.describe('the sign-in page paints before the bundle arrives', () => {
  for (const { clang, dir, title, live } of [
    { clang: 'en-US', dir: 'ltr', title: 'Sign in to the creator portal', live: 'Email' },
    { clang: 'ar-EG', dir: 'rtl', title: 'تسجيل الدخول إلى بوابة صناع المحتوى', live: 'البريد الإلكتروني' },
  ]) {
    test(`in ${clang}, then the live page takes over and takes input`, async ({ page }) => {
      await prepare(page, { clang });
      const { release, refused } = await holdScripts(page);
      await page.goto('/login', { waitUntil: 'commit' });
      // The HTML's first paint: the title and the form in the visitor's language and direction, inert.
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.locator('#root [inert]')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0); // hidden from assistive technology
      release();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.locator('#root [inert]')).toHaveCount(0);
      const email = page.getByRole('textbox', { name: live });
      await email.fill(DEMO.email);
      await expect(email).toHaveValue(DEMO.email);
      // The CSP let the inline script run (it names its hash) and refused nothing else.
      expect(refused.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    });
  }

  test('on a page behind the session, for a visitor without one', async ({ page }) => {
    await prepare(page);
    const { release } = await holdScripts(page);
    await page.goto('/content/post', { waitUntil: 'commit' });
    await expect(page.locator('h1')).toHaveText('Sign in to the creator portal');
    release();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to the creator portal' })).toBeVisible();
  });

  test('but not on a page that is not the sign-in page (the spinner shows)', async ({ page }) => {
    await prepare(page);
    const { release } = await holdScripts(page);
    await page.goto('/forgot', { waitUntil: 'commit' });
    await expect(page.locator('#root [data-first-paint-spinner]')).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the engine’s Intl data loads while the page waits for its style sheet', async ({ page }) => {
  await prepare(page, { clang: 'ar-EG' });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.css', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  // The head's script has loaded the Arabic formatters' data; the page is not painted yet (its script waits for
  // the style sheet, which is held).
  await expect
    .poll(() =>
      page.evaluate(
        (mark) => performance.getEntriesByName(mark).map((entry) => (entry as PerformanceMark).detail),
        INTL_WARM_MARK,
      ),
    )
    .toEqual(['ar-EG']);
  release();
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى بوابة صناع المحتوى' })).toBeVisible();
  // It came before the first paint, which waited for the style sheet.
  const [warmed, painted] = await page.evaluate(
    (mark) =>
      [mark, 'first-contentful-paint'].map((name) => performance.getEntriesByName(name)[0]?.startTime),
    INTL_WARM_MARK,
  );
  expect(warmed).toBeLessThan(painted!);
  // The CSP let both inline scripts run (it names their hashes) and refused nothing else.
  expect(refused.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test('the live page takes over even when the messages fail to arrive', async ({ page, request }) => {
  await prepare(page);
  // The first messages are among the files index.html preloads: the one that holds the page's title.
  const html = await (await request.get('/login')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    ([, href]) => href!,
  );
  const bodies = await Promise.all(preloaded.map(async (href) => (await request.get(href)).text()));
  const messages = preloaded.find((_, index) => bodies[index]!.includes('portal.sign-in.title'));
  expect(messages).toBeTruthy();
  await page.route(`**${messages}`, (route) => route.abort());
  await page.goto('/login');
  // On the default messages (English): live, not the inert first paint.
  await expect(page.getByRole('heading', { name: 'Sign in to the creator portal' })).toBeVisible();
  await expect(page.locator('#root [inert]')).toHaveCount(0);
});

test.describe('a signed-in creator', () => {
  test.use({ storageState: signedInAs(DEMO) });

  test('sees the frame, in its language, when the page’s part of the messages fails to arrive', async ({
    page,
  }) => {
    // Indonesian: had the shared rest not come, the menu would fall back to its English default.
    await prepare(page, { clang: 'id-ID' });
    const manifest = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const part = manifest['src/i18n/compiled/id-ID.home.json']?.file;
    expect(part).toBeTruthy();
    await page.route(`**/${part}`, (route) => route.abort());
    await page.goto('/home');
    // The page's own failure, with its retry, inside the frame: the top bar, and the menu in Indonesian.
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await expect(page.getByRole('link', { name: DEMO.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
  });

  for (const { clang, dir, brand } of [
    { clang: 'en-US', dir: 'ltr', brand: 'Creator portal' },
    { clang: 'ar-EG', dir: 'rtl', brand: 'بوابة صناع المحتوى' },
  ])
    test(`sees the frame painted, never the sign-in page, in ${clang}`, async ({ page }) => {
      await prepare(page, { clang });
      const { release } = await holdScripts(page);
      await page.goto('/login', { waitUntil: 'commit' });
      // The frame's places from the HTML, in the creator's language and direction: the top bar with the portal's
      // name, the side menu's places, the page's.
      const skeleton = page.locator('#root [inert] [data-slot="page-frame-skeleton"]');
      await expect(skeleton).toBeVisible();
      await expect(skeleton).toHaveText(brand);
      await expect(page.locator('#root [data-slot="page-frame-skeleton-menu"]')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.locator('h1')).toHaveCount(0);
      release();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('link', { name: DEMO.name })).toBeVisible();
      await expect(page.locator('#root [inert]')).toHaveCount(0);
    });

  for (const { clang, greeting } of [
    { clang: 'en-US', greeting: `Welcome back, \u2068${DEMO.name}\u2069` },
    { clang: 'ar-EG', greeting: `مرحبًا بعودتك، \u2068${DEMO.name}\u2069` },
  ])
    test(`is greeted by name in the home page’s first paint once the account has been read, in ${clang}`, async ({
      page,
    }) => {
      await prepare(page, { clang });
      const welcome = page.locator('[data-slot="welcome-block"] h2');
      // A first visit: the account's name is not known before the bundle asks for it.
      await page.goto('/home');
      await expect(welcome).toHaveText(greeting);
      // The next one: the HTML paints the greeting with the name it remembered, before any script of the bundle.
      const { release } = await holdScripts(page);
      await page.reload({ waitUntil: 'commit' });
      await expect(page.locator('#root [inert] [data-slot="welcome-block"] h2')).toHaveText(greeting);
      await expect(page.getByRole('heading', { name: greeting })).toHaveCount(0); // hidden from assistive technology
      release();
      await expect(page.getByRole('heading', { name: greeting })).toBeVisible();
      await expect(page.locator('#root [inert]')).toHaveCount(0);
      await expect(welcome).toHaveCount(1);
    });

  test('sees a remembered name as text: markup in it runs nothing', async ({ page }) => {
    await prepare(page);
    const name = '<img src=x onerror="window.hit=1"><script>window.hit=2</script>';
    await page.addInitScript((value) => localStorage.setItem('portal_screen_name', value), name);
    const { release } = await holdScripts(page);
    await page.goto('/home', { waitUntil: 'commit' });
    await expect(page.locator('#root [inert] [data-slot="welcome-block"] h2')).toHaveText(
      `Welcome back, \u2068${name}\u2069`,
    );
    expect(await page.locator('#root img, #root script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { hit?: number }).hit)).toBeUndefined();
    release();
    // The live page greets by the account's own name.
    await expect(page.getByRole('heading', { name: `Welcome back, \u2068${DEMO.name}\u2069` })).toBeVisible();
  });

  test('sees the preview painted without the side menu', async ({ page }) => {
    await prepare(page);
    const { release } = await holdScripts(page);
    await page.goto('/preview', { waitUntil: 'commit' });
    await expect(page.locator('#root [data-slot="page-frame-skeleton"]')).toBeVisible();
    await expect(page.locator('#root [data-slot="page-frame-skeleton-menu"]')).toHaveCount(0);
    release();
  });

  test("has its page's files on the way before the first chunk has run", async ({ page, request }) => {
    await prepare(page);
    // The first chunk is the module script index.html names; it is held back, and meanwhile the inline script has
    // asked for the page's own file (the build says which one holds the content page).
    const html = await (await request.get('/content/post')).text();
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const modules = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../dist/.vite/modules.json'), 'utf8'),
    ) as Record<string, string>;
    const pageFile = `/${modules['src/routes/content/content-page.tsx']}`;
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${entry}`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/content/post', { waitUntil: 'commit' });
    await expect.poll(() => requested).toContain(pageFile);
    release();
    await expect(page.getByRole('list', { name: 'Short posts' })).toBeVisible();
  });

  const FRAME_CALLS = [
    '/mp-api/v3/api/account',
    '/mp-api/v3/api/user_resource',
    '/config-api/api/configs/batch?platform=web&project_keys=community_config',
    '/mp-api/v3/api/notifies/unread_count',
  ];
  for (const { path, own, shown } of [
    {
      path: '/home',
      own: '/mp-api/v3/api/home',
      shown: (page: Page) => page.locator('[data-slot="stat-card"][data-state="ready"]').nth(2),
    },
    {
      path: '/content/post',
      own: '/mp-api/v3/api/content?status=0&show_types=2&page=1&page_size=10',
      shown: (page: Page) => page.getByRole('list', { name: 'Short posts' }).getByRole('listitem').first(),
    },
  ])
    test(`has the frame’s calls and the page’s own on the way before the bundle on ${path}, each sent once`, async ({
      page,
    }) => {
      await prepare(page);
      const calls = [...FRAME_CALLS, own];
      const requested: string[] = [];
      page.on('request', (sent) => {
        const url = new URL(sent.url());
        requested.push(url.pathname + url.search);
      });
      const { release } = await holdScripts(page);
      const account = page.waitForRequest((sent) => sent.url().endsWith(calls[0]!));
      await page.goto(path, { waitUntil: 'commit' });
      // No script of the bundle has come, and the calls are out, with the session's headers.
      expect(await (await account).headerValue('authorization')).toMatch(/^Bearer /);
      await expect.poll(() => calls.filter((call) => requested.includes(call))).toEqual(calls);
      release();
      // The page shows what they answered, and the client asked for none of them again.
      await expect(page.getByRole('link', { name: DEMO.name })).toBeVisible();
      await expect(shown(page)).toBeVisible();
      for (const call of calls)
        expect(
          requested.filter((sent) => sent === call),
          call,
        ).toHaveLength(1);
    });
});
