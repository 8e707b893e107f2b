/**
 * The device's network as the browser reports it: `navigator.onLine`, and the window's `online` and `offline`
 * events. The one watch that the offline notice, the outbox, the upload queue, the answers kept for offline and
 * the service worker's updates read. Where there is no browser (a render on the server, a test without a DOM), the
 * device is online and nothing changes.
 */
export interface NetworkWatch {
  /** Whether the browser believes it is online now. */
  online: () => boolean;
  /** Calls `onChange` each time the browser goes offline or comes back online; returns the unsubscribe. */
  subscribe: (onChange: () => void) => () => void;
  /** Calls `listener` each time the browser comes back online; returns the unsubscribe. */
  onOnline: (listener: () => void) => () => void;
}

function listen(events: readonly ('online' | 'offline')[], listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  for (const event of events) window.addEventListener(event, listener);
  return () => {
    for (const event of events) window.removeEventListener(event, listener);
  };
}

export const browserNetwork: NetworkWatch = {
  // Online unless the browser says otherwise: Node has a `navigator` without `onLine`.
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  subscribe: (onChange) => listen(['online', 'offline'], onChange),
  onOnline: (listener) => listen(['online'], listener),
};
