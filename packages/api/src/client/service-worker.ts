/**
 * The page's side of the portal's service worker (decision 0032), React-free. workbox-window registers it once the
 * page has loaded; a new build installs beside the running one and waits. It takes over at the next navigation
 * (`navigated()`), never in the middle of a form: the page that was just opened loads again from the new build.
 */
import { browserNetwork } from '@creator/domain/network';
import { Workbox } from 'workbox-window';

/** What of workbox-window's Workbox this uses (tests pass a stand-in). */
export type WorkerRegistration = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting' | 'register'>;

/** Whether the device is online (the browser's network watch by default). */
export type OnlineCheck = () => boolean;

export interface ServiceWorkerUpdates {
  /** The creator went to another page: a waiting build takes over now. */
  navigated(): void;
}

/**
 * Follows `registration`: a build found waiting (now, or left waiting by an earlier visit) is let in at the next
 * `navigated()` made online, and once it controls the page, `reload()` opens the page again from it.
 * - Offline, the running build stays: the new one could not load the answers kept for this one (last-seen), and
 *   a page that works in the tunnel is not swapped for one that does not.
 * - A new build let in by another tab takes this one too, whose older files it no longer keeps: this tab loads
 *   again from it at its own next navigation.
 * - The first install takes the page without a reload: nothing of it was loaded from an older build.
 */
export function followServiceWorker(
  registration: WorkerRegistration,
  reload: () => void,
  online: OnlineCheck = browserNetwork.online,
): ServiceWorkerUpdates {
  let waiting = false;
  let takingOver = false;
  let outdated = false;
  registration.addEventListener('waiting', () => {
    waiting = true;
  });
  registration.addEventListener('controlling', (event) => {
    if (takingOver) reload();
    else if (event.isUpdate) outdated = true;
  });
  void registration.register().catch(() => {
    // No service worker (a private window, a browser that refuses it): the portal works as without one.
  });
  return {
    navigated() {
      if (takingOver || !online()) return;
      if (outdated) return reload();
      if (!waiting) return;
      takingOver = true;
      registration.messageSkipWaiting();
    },
  };
}

/** Registers the portal's service worker at `url` (production builds, in a browser that has service workers). */
export function startServiceWorker(url: string): ServiceWorkerUpdates {
  return followServiceWorker(new Workbox(url), () => window.location.reload());
}
