// What the tests of the built Storybook (visual, docs pages) share about its preview page.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: {
      currentRender?: { id?: string; phase?: string; story?: { storyGlobals?: { locale?: string } } };
    };
    __STORYBOOK_ADDONS_CHANNEL__: {
      emit: (event: string, payload: unknown) => void;
      on: <Payload>(event: string, listener: (payload: Payload) => void) => void;
    };
  }
}

// MSW reloads the page whenever it starts while its service worker is registered but not yet in control, which
// on a new page is a race with the first stories: a reload after a story finished left a blank page to be
// compared. So each worker's page is brought under the service worker's control before any story is asked for;
// from then on MSW never reloads it.
export async function controlledByMockWorker(page: Page) {
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      // Polled rather than awaiting `navigator.serviceWorker.ready`, which may never settle in a document that
      // MSW is about to reload.
      await page.waitForFunction(
        () => Boolean(navigator.serviceWorker.controller && window.__STORYBOOK_PREVIEW__?.currentRender),
        undefined,
        { timeout: 10_000 },
      );
      return;
    } catch {
      // Not in control after ten seconds (or the document went away while asking): start from a new document,
      // which an active service worker controls from its first request.
      await page.reload();
    }
  }
  throw new Error('the MSW service worker never took control of the Storybook preview');
}

/** The built Storybook served as a static site, for a Playwright config in a folder of `tests/`. */
export function staticStorybook(port: number) {
  return {
    command: `node ../../scripts/serve-static.mjs ../../storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  };
}
