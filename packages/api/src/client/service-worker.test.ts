import { describe, expect, it, vi } from 'vitest';
import { followServiceWorker, type WorkerRegistration } from './service-worker';

type Listener = (event: { isUpdate?: boolean }) => void;

/** A stand-in for workbox-window's Workbox: the test fires its lifecycle events. */
function fakeRegistration() {
  const listeners = new Map<string, Listener[]>();
  const registration = {
    addEventListener: vi.fn((type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
    messageSkipWaiting: vi.fn(),
    register: vi.fn(() => Promise.resolve(undefined)),
  };
  const fire = (type: string, event: { isUpdate?: boolean } = {}) =>
    listeners.get(type)?.forEach((listener) => listener(event));
  return { registration: registration as unknown as WorkerRegistration, fake: registration, fire };
}

describe('followServiceWorker', () => {
  it('registers the worker', () => {
    const { registration, fake } = fakeRegistration();
    followServiceWorker(registration, vi.fn(), () => true);
    expect(fake.register).toHaveBeenCalledTimes(1);
  });

  it('lets a waiting build in at the next navigation, and reloads once it controls the page', () => {
    const { registration, fake, fire } = fakeRegistration();
    const reload = vi.fn();
    const updates = followServiceWorker(registration, reload, () => true);
    fire('waiting');
    // Waiting alone changes nothing: the creator may be in the middle of a form.
    expect(fake.messageSkipWaiting).not.toHaveBeenCalled();
    updates.navigated();
    expect(fake.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks once, however many navigations follow before the new build controls the page', () => {
    const { registration, fake, fire } = fakeRegistration();
    const updates = followServiceWorker(registration, vi.fn(), () => true);
    fire('waiting');
    updates.navigated();
    updates.navigated();
    expect(fake.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('navigates as usual while no build waits', () => {
    const { registration, fake } = fakeRegistration();
    followServiceWorker(registration, vi.fn(), () => true).navigated();
    expect(fake.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('never reloads when the first install takes the page', () => {
    const { registration, fire } = fakeRegistration();
    const reload = vi.fn();
    followServiceWorker(registration, reload, () => true);
    fire('controlling');
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the running build while offline: the new one comes at the first navigation back online', () => {
    const { registration, fake, fire } = fakeRegistration();
    let online = false;
    const updates = followServiceWorker(registration, vi.fn(), () => online);
    fire('waiting');
    updates.navigated();
    expect(fake.messageSkipWaiting).not.toHaveBeenCalled();
    online = true;
    updates.navigated();
    expect(fake.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('loads a tab again at its next navigation once another tab let the new build in', () => {
    const { registration, fake, fire } = fakeRegistration();
    const reload = vi.fn();
    const updates = followServiceWorker(registration, reload, () => true);
    // Another tab's navigation: the new build now controls this page too, which it did not load.
    fire('controlling', { isUpdate: true });
    expect(reload).not.toHaveBeenCalled();
    updates.navigated();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fake.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('keeps the portal working when the browser refuses the worker', async () => {
    const { registration, fake } = fakeRegistration();
    fake.register.mockImplementation(() => Promise.reject(new Error('SecurityError')));
    const updates = followServiceWorker(registration, vi.fn(), () => true);
    await Promise.resolve();
    expect(() => updates.navigated()).not.toThrow();
  });
});
