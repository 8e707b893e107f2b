// Debian's Chromium for the bench, and the portal in it signed in as the demo writer.
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import {
  DEMO_ACCOUNTS,
  signedInStorage,
  startReferenceServer,
  TEST_CAPTCHA,
} from '../../scripts/reference-server.mjs';

/**
 * Headless Chromium paces animation frames to 60 Hz; with these a frame takes as long as its work does (the
 * `unpaced` figures).
 */
export const UNPACED_ARGS = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

/** A port free on the loopback right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A run in a new browser, launched with `extraArgs` besides the usual flags. */
export async function withBrowser(extraArgs, action) {
  const options = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...options, args: [...options.args, ...extraArgs] });
  try {
    return await action(browser);
  } finally {
    await browser.close();
  }
}

/** The reference server (the portal's production build) on a free port, its captcha answerable by the bench. */
export async function startServer() {
  return startReferenceServer({
    port: await freePort(),
    env: { CAPTCHA_TEST_CODE: TEST_CAPTCHA },
  });
}

/** Signs in through the sign-in page once, as the writer: the browser storage of a signed-in visitor. */
export const writerStorage = (browser, baseURL) => signedInStorage(browser, baseURL, DEMO_ACCOUNTS.writer);

/** A signed-in context in English, the cookie notice out of the way, a fresh cache. */
export async function signedInContext(browser, baseURL, storageState) {
  const context = await browser.newContext({
    baseURL,
    storageState,
    viewport: { width: 1280, height: 900 },
    timezoneId: 'UTC',
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  await context.addInitScript(() => {
    localStorage.setItem('clang', 'en-US');
    localStorage.setItem('cookie_accepted', 'true');
  });
  return context;
}
