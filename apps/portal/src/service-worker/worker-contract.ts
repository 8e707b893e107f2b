// What the page and the service worker agree on: one home for both (src/service-worker/sw.ts and
// @creator/api/client/service-worker).
export { API_PREFIXES } from '@creator/api/schemas/route-spec';

/** The message that lets a waiting build take over (workbox-window's `messageSkipWaiting()` sends it). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * How long a page's HTML is waited for before this build's own copy is shown: long enough for the 20 KB it weighs
 * on a 400 kbps, 400 ms link, short enough that a connection that answers nothing does not leave the creator on a
 * blank screen.
 */
export const NAVIGATION_WAIT_MS = 6_000;
