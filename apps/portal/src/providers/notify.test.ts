import { describe, expect, it, vi } from 'vitest';
import { listenToToasts, notify, whenToastRaised, type ToastRequest } from './notify';

describe('notify before the toaster is loaded', () => {
  it('asks for the toaster on the first toast, which then gets every toast in order', () => {
    const wanted = vi.fn();
    const stopWaiting = whenToastRaised(wanted);
    expect(wanted).not.toHaveBeenCalled();

    notify({ tone: 'error', message: 'Your session ended elsewhere' });
    notify({ tone: 'success', message: 'You are signed out' });
    expect(wanted).toHaveBeenCalled();

    const shown: ToastRequest[] = [];
    const stop = listenToToasts((toast) => shown.push(toast));
    notify({ tone: 'info', message: 'Saved' });
    expect(shown.map(({ message }) => message)).toEqual([
      'Your session ended elsewhere',
      'You are signed out',
      'Saved',
    ]);
    stop();
    stopWaiting();
  });

  it('a frame that mounts after a toast was raised asks for the toaster at once', () => {
    notify({ tone: 'warning', message: 'Slow network. Please try again later' });
    const wanted = vi.fn();
    const stopWaiting = whenToastRaised(wanted);
    expect(wanted).toHaveBeenCalledOnce();
    stopWaiting();
    listenToToasts(() => undefined)();
  });
});
