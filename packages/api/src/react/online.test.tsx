// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnline } from './online';

/** Makes `navigator.onLine` answer `online`, as the browser does before it fires the matching event. */
function setOnLine(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

function goOffline() {
  setOnLine(false);
  window.dispatchEvent(new Event('offline'));
}

function goOnline() {
  setOnLine(true);
  window.dispatchEvent(new Event('online'));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useOnline', () => {
  it('starts from navigator.onLine', () => {
    setOnLine(false);
    expect(renderHook(() => useOnline()).result.current).toBe(false);
  });

  it('follows the offline and online events', () => {
    setOnLine(true);
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(goOffline);
    expect(result.current).toBe(false);
    act(goOnline);
    expect(result.current).toBe(true);
  });

  it('stops listening once unmounted: every listener it added is removed', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useOnline());
    const listening = added.mock.calls.map(([type, listener]) => [type, listener]);
    expect(listening.map(([type]) => type)).toEqual(expect.arrayContaining(['online', 'offline']));
    unmount();
    expect(removed.mock.calls.map(([type, listener]) => [type, listener])).toEqual(
      expect.arrayContaining(listening),
    );
  });

  it('is online on the server, whatever the browser would say', () => {
    setOnLine(false);
    function Probe() {
      return <span>{useOnline() ? 'online' : 'offline'}</span>;
    }
    expect(renderToString(<Probe />)).toBe('<span>online</span>');
  });
});
