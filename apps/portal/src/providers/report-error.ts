import { describeError, type DisplayMode, type ErrorDisplay } from '@creator/api/client/errors';
import { notify } from './notify';

let navigateTo: (href: string) => void = (href) => window.location.assign(href);

/** The router's navigate, so that the redirect mode stays inside the single-page app. */
export function setErrorNavigator(navigate: (href: string) => void): void {
  navigateTo = navigate;
}

/** Renders one error display: the only place that turns a display mode into something on screen. */
export function showError(display: ErrorDisplay): void {
  // The session-expired event already shows the message and leaves for /login.
  if (display.sessionExpired) return;
  switch (display.mode) {
    case 'silent':
      return;
    case 'warn':
      return notify({ tone: 'warning', message: display.message });
    case 'notification':
      return notify({ tone: 'error', message: display.message, sticky: true });
    case 'redirect':
      return navigateTo(display.href ?? '/exception');
    default:
      return notify({ tone: 'error', message: display.message });
  }
}

/** Shows a failed call in the given mode (the call's own, else an error toast); aborted calls stay silent. */
export function reportError(error: unknown, mode?: DisplayMode): void {
  showError(describeError(error, mode));
}
