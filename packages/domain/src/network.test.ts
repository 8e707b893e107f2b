import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNetwork } from './network';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A window that fires `online` and `offline` as the browser does, and a navigator that says which. */
function browser(onLine: boolean) {
  const window = new EventTarget();
  const navigator = { onLine };
  vi.stubGlobal('window', window);
  vi.stubGlobal('navigator', navigator);
  return {
    go(online: boolean) {
      navigator.onLine = online;
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    },
  };
}

describe('browserNetwork', () => {
  it('is online without a browser, and nothing ever changes there', () => {
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('navigator', undefined);
    expect(browserNetwork.online()).toBe(true);
    const onChange = vi.fn();
    browserNetwork.subscribe(onChange)();
    browserNetwork.onOnline(onChange)();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is online where the navigator does not say (Node has one without onLine)', () => {
    vi.stubGlobal('navigator', {});
    expect(browserNetwork.online()).toBe(true);
  });

  it('reads what the browser says, and tells of each change until unsubscribed', () => {
    const device = browser(true);
    const onChange = vi.fn();
    const onOnline = vi.fn();
    const stop = browserNetwork.subscribe(onChange);
    const stopOnline = browserNetwork.onOnline(onOnline);
    device.go(false);
    expect(browserNetwork.online()).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onOnline).not.toHaveBeenCalled();
    device.go(true);
    expect(browserNetwork.online()).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onOnline).toHaveBeenCalledTimes(1);
    stop();
    stopOnline();
    device.go(false);
    device.go(true);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onOnline).toHaveBeenCalledTimes(1);
  });
});
