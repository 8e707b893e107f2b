// The portal against what the contract promises, and nothing more (issue 32). Each test is written from the words
// of the spec or contract.md, runs against the reference server and again against its contract-only mode
// (project "contract" of playwright.config.ts), and asks nothing of the backend that contract.md does not name.
import { expect, test, type Page } from '@playwright/test';
import { apiGet, CONTRACT, DEMO, openHome, prepare, signedInAs } from './helpers';

test.beforeEach(async ({ page }) => prepare(page));

const FORBIDDEN = 'You do not have access to this page';
const SLOW_NETWORK = 'Slow network. Please try again later';

/** Every page of the route table a signed-in creator opens without an id, with its own heading. */
const PAGES: readonly (readonly [string, string])[] = [
  ['/home', 'Home'],
  ['/content/post', 'Content management'],
  ['/content/article', 'Content management'],
  ['/creator/post', 'Create'],
  ['/creator/editor', 'Create'],
  ['/creator/draft', 'Create'],
  ['/notice/message', 'Notices'],
  ['/account/info', 'Account'],
  ['/account/password', 'Account'],
  ['/agreement/privacy', 'Privacy policy'],
  ['/agreement/service', 'Terms of service'],
  ['/agreement/cookie', 'Cookie policy'],
  ['/forgot', 'Reset your password'],
];

test.describe('with the access list a contract-only backend answers', () => {
  test.use({ storageState: signedInAs(DEMO) });

  test(
    'content management, notices and every other page open; only /aigc needs list_polish_task',
    CONTRACT,
    async ({ page }) => {
      // contract.md: "A route with access code "" is always allowed; /aigc needs list_polish_task". A backend
      // that knows no other code may answer an empty list.
      let list: { code: string; visible: boolean }[] = [];
      await page.route(
        (url) => url.pathname === '/mp-api/v3/api/user_resource',
        async (route) => {
          const response = await route.fetch();
          const answer = (await response.json()) as { data: unknown };
          await route.fulfill({ response, json: { ...answer, data: { list } } });
        },
      );
      await openHome(page);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('link', { name: 'Content management' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'AI content tasks' })).toHaveCount(0);
      for (const [path, heading] of PAGES) {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`, 'u'));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
        await expect(page.getByText(FORBIDDEN)).toHaveCount(0);
      }
      // The bell leads to the notices, not to a 403.
      await page.goto('/home');
      await page.locator('[data-slot="top-bar-bell"]').click();
      await expect(page).toHaveURL(/\/notice\/message$/u);
      await expect(page.getByText(FORBIDDEN)).toHaveCount(0);
      await page.goto('/aigc');
      await expect(page.getByRole('heading', { name: FORBIDDEN })).toBeVisible();

      list = [{ code: 'list_polish_task', visible: true }];
      await page.goto('/aigc');
      await expect(page.getByRole('heading', { name: 'AI content tasks' })).toBeAttached();
      await expect(page.getByText(FORBIDDEN)).toHaveCount(0);
    },
  );

  test(
    "a business code on a read shows the server's message once, and is asked again only on retry",
    CONTRACT,
    async ({ page }) => {
      // Spec 000 §8: "other non-zero codes show the server message". A business code is an answer: asking again
      // unbidden could only hide it.
      const message = 'The figures are being recounted. Please come back in a minute.';
      let asked = 0;
      await page.route(
        (url) => url.pathname === '/mp-api/v3/api/home',
        (route) => {
          asked += 1;
          return asked === 1
            ? route.fulfill({ json: { code: 19999, message, data: null } })
            : route.fallback();
        },
      );
      await page.goto('/home');
      await expect(page.getByText(message)).toBeVisible();
      // The page is settled (its failure is shown); nothing was asked a second time.
      await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(asked).toBe(1);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText(message)).toHaveCount(0);
      await expect(page.locator('[data-slot="stat-card"]').first()).toBeVisible();
      expect(asked).toBe(2);
    },
  );

  test(
    'an article holding stray form or frameset tags keeps every word in the preview',
    CONTRACT,
    async ({ page }) => {
      // contract.md: an article imported from elsewhere is shown as stored, held to the allow-list; its words
      // are the creator's, whatever markup carried them.
      await openHome(page);
      const articles = await apiGet<{ list: { content_id: number }[] }>(
        page,
        '/mp-api/v3/api/content?status=1&show_types=1&page=1&page_size=1',
      );
      const id = articles.list[0]!.content_id;
      const words = [
        'Opening words of the import.',
        'Words after a stray frameset.',
        'Words after an open form.',
        'Words in a button left open.',
        'Words after an object.',
        'Closing words survive too.',
      ];
      const html =
        `<p>${words[0]}</p><frameset><p>${words[1]}</p><form><p>${words[2]}</p>` +
        `<button>${words[3]}<p>${words[4]}<object></p><p>${words[5]}</p><script>never()</script>`;
      await page.route(
        (url) => url.pathname === '/mp-api/v3/api/content/detail',
        async (route) => {
          const response = await route.fetch();
          const answer = (await response.json()) as { data: { detail: Record<string, unknown> } };
          answer.data.detail.content = html;
          await route.fulfill({ response, json: answer });
        },
      );
      await page.goto(`/preview?contentId=${id}`);
      const preview = page.locator('[data-slot="content-preview"]');
      await expect(preview).toHaveAttribute('data-state', 'ready');
      for (const text of words) await expect(preview.getByText(text)).toBeVisible();
      await expect(preview).not.toContainText('never()');
    },
  );
});

test.describe('offline, with content', () => {
  test.use({ storageState: signedInAs(DEMO) });

  /** Counts the calls to `path` that went out and found no network. */
  function failedCalls(page: Page, path: string) {
    const failed = { count: 0 };
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname === path) failed.count += 1;
    });
    return failed;
  }

  test(
    'a list read offline shows its failure in place; its retry asks again; it loads once back online',
    CONTRACT,
    async ({ page, context }) => {
      await page.goto('/content/post');
      await expect(page.locator('[data-slot="content-list-item"]').first()).toBeVisible();
      const failed = failedCalls(page, '/mp-api/v3/api/content');
      await context.setOffline(true);
      await page.getByRole('link', { name: 'Long posts' }).click();
      const list = page.getByRole('region', { name: 'Long posts' });
      await expect(list.getByRole('alert')).toContainText(SLOW_NETWORK);
      const retry = list.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeEnabled();
      const before = failed.count;
      await retry.click();
      await expect.poll(() => failed.count).toBeGreaterThan(before);
      await expect(list.getByRole('alert')).toContainText(SLOW_NETWORK);
      await expect(retry).toBeEnabled();
      // Back online, the failed read is asked again (TanStack's refetch on reconnect).
      await context.setOffline(false);
      await expect(page.getByRole('list', { name: 'Long posts' })).toBeVisible();
      await expect(page.getByText(SLOW_NETWORK)).toHaveCount(0);
    },
  );

  test(
    'a page whose retry view was never fetched still shows the failure in place, not an error page',
    CONTRACT,
    async ({ page, context }) => {
      await page.goto('/aigc');
      await expect(page.getByRole('heading', { name: /^Claimed/u })).toBeVisible();
      await context.setOffline(true);
      await page.getByRole('link', { name: 'To be claimed', exact: true }).click();
      // The retry view's own chunk cannot come offline: the page stands, with the reason and a retry.
      const failure = page.getByRole('main').getByRole('alert');
      await expect(failure).toContainText(SLOW_NETWORK);
      await expect(failure.getByRole('button', { name: /^(Retry|Try again)$/u })).toBeEnabled();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByRole('heading', { name: /^To be claimed \d+ tasks$/u })).toBeVisible();
      await expect(page.getByText(SLOW_NETWORK)).toHaveCount(0);
    },
  );
});
