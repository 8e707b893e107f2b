import { ApiError } from '@creator/api/client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToToasts, notify, type ToastRequest } from './notify';
import { reportError, setErrorNavigator } from './report-error';

function collect() {
  const toasts: ToastRequest[] = [];
  const stop = listenToToasts((toast) => toasts.push(toast));
  return { toasts, stop };
}

describe('reportError', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('renders each display mode once: silent, warning, error, notification and the /exception redirect', () => {
    const listener = collect();
    stop = listener.stop;
    const navigate = vi.fn();
    setErrorNavigator(navigate);
    const business = new ApiError('business', 'Nickname taken', { code: 15001 });

    reportError(business, 'silent');
    expect(listener.toasts).toEqual([]);
    reportError(business, 'warn');
    reportError(business);
    reportError(business, 'notification');
    expect(listener.toasts).toEqual([
      { tone: 'warning', message: 'Nickname taken' },
      { tone: 'error', message: 'Nickname taken' },
      { tone: 'error', message: 'Nickname taken', sticky: true },
    ]);
    reportError(business, 'redirect');
    expect(navigate).toHaveBeenCalledWith('/exception?errorCode=15001&errorMessage=Nickname+taken');
  });

  it('shows the generic texts for a slow network and an off-contract answer, and nothing for an abort', () => {
    const listener = collect();
    stop = listener.stop;
    reportError(new ApiError('network', 'x', { status: 502 }));
    reportError(new ApiError('contract', 'x', { status: 404 }));
    reportError(new ApiError('aborted', 'aborted'));
    expect(
      listener.toasts.map((toast) => (toast.message as { defaultMessage: string }).defaultMessage),
    ).toEqual(['Slow network. Please try again later', 'Request error, please retry.']);
  });

  it('leaves an expired session to the session-expired event', () => {
    const listener = collect();
    stop = listener.stop;
    reportError(new ApiError('unauthorized', 'Signed in elsewhere', { code: 5, status: 401 }));
    expect(listener.toasts).toEqual([]);
  });
});

describe('notify', () => {
  it('keeps toasts raised before the lazy toaster mounts and hands them over in order', () => {
    notify({ tone: 'success', message: 'first' });
    notify({ tone: 'error', message: 'second' });
    const listener = collect();
    expect(listener.toasts.map((toast) => toast.message)).toEqual(['first', 'second']);
    listener.stop();
  });
});
