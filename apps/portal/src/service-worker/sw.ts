// The portal's service worker (decision 0032), built by vite-plugin-pwa (injectManifest): Workbox puts the build's
// list of files where `self.__WB_MANIFEST` stands.
//
// - The build's files (the shell, every page's code, the styles, icons and manifests, index.html) are kept on the
//   device, per build: a page already visited, the frame and the composer open offline.
// - A page is asked from the network first; with no network (or none within NAVIGATION_WAIT_MS) it is the kept
//   index.html of this same build, whose files are all kept too.
// - API calls, storage and images are never touched: an answer is never served stale as fresh (the portal keeps
//   its own last-seen answers and says how old they are: @creator/api/react/last-seen).
// - A new build installs beside the running one and waits; the page tells it to take over at the next navigation
//   (@creator/api/client/service-worker), never in the middle of a form.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { API_PREFIXES, NAVIGATION_WAIT_MS, SKIP_WAITING } from './worker-contract';

// The worker's scope, in the terms used here (the DOM library has no ServiceWorkerGlobalScope).
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};

const PAGE = 'index.html';

/** The network's page, unless it fails or takes longer than NAVIGATION_WAIT_MS: then this build's own. */
async function networkFirst(request: Request): Promise<Response> {
  const network = fetch(request);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, NAVIGATION_WAIT_MS, undefined);
  });
  try {
    const answer = await Promise.race([network, late]);
    if (answer) return answer;
  } catch {
    // No network: the kept page below.
  } finally {
    clearTimeout(timer);
  }
  return (await matchPrecache(PAGE)) ?? network;
}

// Before the precache's own route, which would answer "/" from the device first.
registerRoute(
  new NavigationRoute(({ request }) => networkFirst(request), {
    // The API is never a page; the agreement documents are the server's (not kept: the portal's page in their
    // place would say "not found").
    denylist: [...API_PREFIXES, '/static'].map((prefix) => new RegExp(`^${prefix}/`, 'u')),
  }),
);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first install serves the page that installed it at once, so that the pages it opens next come from the
// device too; an update waits until the page says so.
clientsClaim();
self.addEventListener('message', (event) => {
  if (
    typeof event.data === 'object' &&
    event.data !== null &&
    (event.data as { type?: unknown }).type === SKIP_WAITING
  )
    void self.skipWaiting();
});
