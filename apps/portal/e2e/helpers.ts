import path from 'node:path';
import { DEVICE_DB } from '@creator/api/client/device-db';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type FileChooser, type Locator, type Page } from '@playwright/test';

/** The reference server's seed (apps/server/src/db/seed.ts) and the captcha code of playwright.config.ts. */
export const DEMO = { email: 'demo@creator.test', name: 'Demo Creator' };
export const WRITER = { email: 'writer@creator.test', name: 'Plain Writer' };
export const BLOCKED = { email: 'blocked@creator.test' };
/** The account whose password the forgotten-password test resets: no other test signs in with it. */
export const READER = { email: 'reader@creator.test' };
/** Publishes the articles of the editor's tests: an article going live sends its author a notice. */
export const AUTHOR = { email: 'author@creator.test' };
/** Claims machine-generated tasks from the demo creator (17002). */
export const RIVAL = { email: 'rival@creator.test' };
export const PASSWORD = 'Creator#2026';
export const CAPTCHA = 'E2E4';

/**
 * The tag of the flows that run again against the contract-only server (project "contract" of
 * playwright.config.ts): every page opened, a publish of each kind, a claim, a notice read, and the tests of
 * contract.spec.ts. A tagged test asks nothing of the backend that contract.md does not name.
 */
export const CONTRACT = { tag: '@contract' };

/** The accounts auth.setup.ts signs in once through the page, for the tests to start signed in as. */
export const SIGNED_IN_ACCOUNTS = [DEMO, WRITER, AUTHOR, RIVAL];

/**
 * The browser storage of an account signed in by auth.setup.ts: `test.use({ storageState: signedInAs(WRITER) })`
 * starts a file's or a group's tests signed in. The server keeps the session through sign-outs and sign-ins
 * elsewhere, so only a test whose subject is signing in (or whose password change ends other sessions) signs in
 * through the page itself.
 */
export function signedInAs(account: { email: string }): string {
  return path.join(import.meta.dirname, '.auth', `${account.email}.json`);
}

/** The storage of a visitor who never signed in, for a group inside a signed-in file. */
export const SIGNED_OUT = { cookies: [], origins: [] };

/** Local storage before the app starts: a language, and the cookie banner out of the way unless asked. */
export async function prepare(
  page: Page,
  { clang, cookies = true }: { clang?: string; cookies?: boolean } = {},
) {
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

/**
 * Types the code of the captcha picture once the picture is there, as a person does: a code sent before the
 * challenge has arrived names no challenge (the server refuses it).
 */
export async function fillCaptcha(page: Page, code: string) {
  await expect(page.locator('[data-slot="captcha-image"] img')).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
}

/** Signs in through the form and waits for the home page: for tests about signing in (the others use signedInAs). */
export async function signIn(page: Page, email = DEMO.email, password = PASSWORD) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await fillCaptcha(page, CAPTCHA);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Opens home with the session the test started with (signedInAs), where a sign-in would have landed. */
export async function openHome(page: Page) {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Every review queued so far passes now. The e2e server holds reviews for a day (REVIEW_DELAY_MS in
 * playwright.config.ts) and passes them when a test asks (DEV_REVIEWS=1): a test never races the review clock.
 */
export async function passReviews(page: Page) {
  const answer = await page.request.post('/dev/reviews/pass');
  expect(answer.status()).toBe(200);
}

/** A call of the API with the page's session, to read what the server holds (not what the page shows). */
export async function apiGet<T = unknown>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('authentication_token'));
  const answer = await page.request.get(path, {
    headers: { authorization: `Bearer ${token}`, clang: 'en-US' },
  });
  const body = (await answer.json()) as { code: number; data: T };
  expect(body.code).toBe(0);
  return body.data;
}

/**
 * A draft of a new short post for the signed-in creator, written in local storage as the composer autosaves
 * one: its key and the JSON stored.
 */
export async function storeNewPostDraft(page: Page, content: string) {
  const user = await apiGet<{ user_id: number }>(page, '/mp-api/v3/api/account');
  const key = `draft:post:${user.user_id}`;
  const json = JSON.stringify({
    contentId: null,
    title: '',
    content,
    images: [],
    categoryId: null,
    topicId: null,
    scheduled: false,
    publishAt: null,
    savedAt: Date.now(),
  });
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [key, json] as const);
  return { key, json };
}

/** A POST of the API with the page's session; its envelope, whatever the code. */
export async function apiPost<T = unknown>(page: Page, path: string, body: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('authentication_token'));
  const answer = await page.request.post(path, {
    headers: { authorization: `Bearer ${token}`, clang: 'en-US' },
    data: body,
  });
  return (await answer.json()) as { code: number; message: string; data: T };
}

/** The JSON bodies of the calls the page makes to a path, as they go. */
export function recordBodies(page: Page, method: string, path: string): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path)
      bodies.push(request.postDataJSON());
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

type Files = Parameters<FileChooser['setFiles']>[0];

/**
 * Opens the file chooser with `open` (a click, or a key on the focused control) and picks `files`. Playwright
 * turns its catching of file choosers on when the wait starts but does not wait for the browser to confirm, and a
 * key press goes to the page by another road: pressed at once, it could open the chooser before the catching is
 * on, and the wait then never ends. A round trip through the page first makes sure it is on.
 */
export async function chooseFiles(page: Page, open: () => Promise<unknown>, files: Files) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.evaluate(() => undefined).then(open),
  ]);
  await chooser.setFiles(files);
}

/** A real PNG of the given size, drawn by the browser. */
export async function png(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#2a9d8f';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#e9c46a';
      context.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/**
 * A phone camera's photo held on its side: a 4 000 × 3 000 JPEG of 4.6 to 5 MB (under the 5 MB rule), stored
 * landscape with EXIF orientation 6, so that it shows 3 000 wide and 4 000 high. Its stored top-left corner is
 * red: upright, the red is at the top right. Detailed enough (a textured gradient) to weigh what a photo weighs.
 */
export async function sidewaysPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const [width, height] = [4000, 3000];
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(width, height);
    let seed = 7;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        const grain = seed >>> 26;
        const at = (y * width + x) * 4;
        image.data[at] = ((x >> 4) & 255) ^ grain;
        image.data[at + 1] = ((y >> 4) & 255) ^ grain;
        image.data[at + 2] = 128 + grain;
        image.data[at + 3] = 255;
      }
    context.putImageData(image, 0, 0);
    context.fillStyle = 'rgb(255, 0, 0)';
    context.fillRect(0, 0, 800, 800);
    // The quality that makes it weigh 4.6 to 5 MB.
    let [low, high] = [0.6, 1];
    let jpeg: Blob | undefined;
    for (let step = 0; step < 12 && !(jpeg && jpeg.size >= 4_600_000); step++) {
      const quality = (low + high) / 2;
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      if (blob.size > 5_000_000) high = quality;
      else [low, jpeg] = [quality, blob];
    }
    const bytes = new Uint8Array(await jpeg!.arrayBuffer());
    // APP1 "Exif": a big-endian TIFF header and one IFD entry, Orientation (0x0112) = 6, right after the SOI.
    const exif = [
      0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00,
      0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00,
      0x00, 0x00,
    ];
    const photo = new Uint8Array(bytes.length + exif.length);
    photo.set(bytes.subarray(0, 2));
    photo.set(exif, 2);
    photo.set(bytes.subarray(2), 2 + exif.length);
    let binary = '';
    for (let at = 0; at < photo.length; at += 0x8000)
      binary += String.fromCharCode(...photo.subarray(at, at + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** The most one axe run may take on a slow CI machine (a few seconds here). */
const AXE_TIME = 30_000;

/** What axe finds on the page (WCAG 2.2 AA), once the fades are over. */
export async function violations(page: Page) {
  // Each run brings its own time: the test's ceiling grows with the number of states it checks.
  test.info().setTimeout(test.info().timeout + AXE_TIME);
  return test.step(
    'axe',
    async () => {
      // Contrast is only meaningful once fades are over (the cookie notice fades in after the page). A fade that
      // starts while axe reads the page (a toast that comes a moment later) would be measured half-transparent,
      // so the page is asked for reduced motion while it is checked (the toasts then appear at once), and every
      // finite animation already running is waited for; spinners loop forever and are left alone.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running',
          ),
      );
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
        .finally(() => page.emulateMedia({ reducedMotion: null }));
      return result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    { timeout: AXE_TIME },
  );
}

/** Waits until a service worker serves this page, every file of the build kept (it is active only then). */
export async function servedByTheWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Waits until the portal has made its database on the device (client/device-db.ts): opened by a test before, it
 * would be made empty, at the first version, under the portal's feet.
 */
export async function deviceDbOpened(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        async (name) => (await indexedDB.databases()).find((db) => db.name === name)?.version,
        DEVICE_DB.name,
      ),
    )
    .toBe(DEVICE_DB.version);
}

/** The query keys of the answers kept on the device (@creator/api/react/last-seen), as JSON. */
export function keptAnswers(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const opening = indexedDB.open('creator-portal');
        opening.onerror = () => resolve('');
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('last-seen')) return resolve('');
          const reading = db.transaction('last-seen').objectStore('last-seen').get('answers');
          reading.onerror = () => resolve('');
          reading.onsuccess = () => {
            const record = reading.result as { state?: { queries: { queryKey: unknown }[] } } | undefined;
            resolve(JSON.stringify(record?.state?.queries.map((query) => query.queryKey) ?? []));
          };
        };
      }),
  );
}
