// The browser Lighthouse runs in for the bench (bench/lighthouse.mjs), and bench/start-trace.mjs with it: the
// reference server on the production build, Debian's Chromium launched as Lighthouse launches it, one page driven
// by Puppeteer, and the session of the demo creator to load a page with or without.
import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumLaunchOptions, chromiumPath } from '../../scripts/chromium.mjs';
import { signedInStorage, startReferenceServer, TEST_CAPTCHA } from '../../scripts/reference-server.mjs';
import { freePort } from './browser.mjs';

/**
 * Runs `action({ server, page, cdp, prepareLoad })` and stops it all after. `prepareLoad(signedIn)` readies the
 * page for the next load: signed in or out as the route needs, the cookie notice accepted (as a returning creator
 * has it), nothing in the HTTP cache.
 */
export async function withLighthouseBrowser(action) {
  const server = await startReferenceServer({
    port: await freePort(),
    env: { CAPTCHA_TEST_CODE: TEST_CAPTCHA },
  });
  let chrome;
  try {
    // The session a creator's browser holds after signing in (local storage, as the contract keeps it).
    const playwright = await chromium.launch(chromiumLaunchOptions());
    const state = await signedInStorage(playwright, server.url).finally(() => playwright.close());
    const stored = state.origins.find(({ origin }) => origin === server.url)?.localStorage ?? [];

    chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await page.goto(`${server.url}/exception`);
    const prepareLoad = async (signedIn) => {
      await page.evaluate(
        (items, keep) => {
          localStorage.clear();
          for (const { name, value } of items)
            if (keep || name === 'cookie_accepted' || name === 'client_id') localStorage.setItem(name, value);
        },
        stored,
        signedIn,
      );
      await cdp.send('Network.clearBrowserCache');
    };
    const result = await action({ server, page, cdp, prepareLoad });
    await browser.disconnect();
    return result;
  } finally {
    await chrome?.kill();
    await server.stop();
  }
}
