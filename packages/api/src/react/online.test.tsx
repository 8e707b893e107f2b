// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
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

afterEach(() => vi.restoreAllMocks());

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

  it('stops listening once unmounted', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useOnline());
    unmount();
    const events = removed.mock.calls.map(([type]) => type);
    expect(events).toEqual(expect.arrayContaining(['online', 'offline']));
  });

  it('is online on the server, whatever the browser would say', () => {
    setOnLine(false);
    function Probe() {
      return <span>{useOnline() ? 'online' : 'offline'}</span>;
    }
    expect(renderToString(<Probe />)).toBe('<span>online</span>');
  });
});
