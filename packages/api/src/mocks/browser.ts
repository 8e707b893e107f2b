import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The service worker of demo mode: every call answered from the in-memory fixtures. */
export const worker = setupWorker(...handlers);

/** Starts demo mode; requests the mocks do not know (the app's own files) go to the network. */
export function startDemoWorker(options: { serviceWorkerUrl?: string; quiet?: boolean } = {}) {
  return worker.start({
    onUnhandledFrame: 'bypass',
    quiet: options.quiet ?? true,
    ...(options.serviceWorkerUrl ? { serviceWorker: { url: options.serviceWorkerUrl } } : {}),
  });
}
