import type { MessageDescriptor } from 'react-intl';

export type ToastTone = 'success' | 'warning' | 'error' | 'info';

export interface ToastRequest {
  tone: ToastTone;
  /** A message of the catalogues (with its values: a rule's descriptor carries them), or a server's own text shown as is. */
  message: (MessageDescriptor & { values?: Record<string, string | number> }) | string;
  /** The notification display mode: a titled card that stays until dismissed, not a fading toast. */
  sticky?: boolean;
}

type Listener = (toast: ToastRequest) => void;
let listener: Listener | undefined;
const waiting: ToastRequest[] = [];
let raised: (() => void) | undefined;

/**
 * Queues a toast for the one toaster of the app. The toaster (and sonner with it) loads lazily, so toasts
 * raised before it mounts wait here instead of being lost, and sign-in never downloads it up front.
 */
export function notify(toast: ToastRequest): void {
  if (listener) return listener(toast);
  waiting.push(toast);
  raised?.();
}

/**
 * Calls `wanted` once a toast waits for the toaster (at once if one already does): the app fetches the toaster
 * only then, so that no page pays for it before it has something to say.
 */
export function whenToastRaised(wanted: () => void): () => void {
  raised = wanted;
  if (waiting.length > 0) wanted();
  return () => {
    if (raised === wanted) raised = undefined;
  };
}

/** The toaster's side: receives the waiting toasts, then every new one. */
export function listenToToasts(next: Listener): () => void {
  listener = next;
  for (const toast of waiting.splice(0)) next(toast);
  return () => {
    if (listener === next) listener = undefined;
  };
}
