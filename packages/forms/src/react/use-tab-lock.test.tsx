// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTabLock } from './use-tab-lock';

/** The tabs of one browser: every channel of a name hears the others (never itself), as BroadcastChannel does. */
function browser() {
  const channels = new Set<{ onmessage: ((event: MessageEvent) => void) | null }>();
  return (_name: string) => {
    const channel = {
      onmessage: null as ((event: MessageEvent) => void) | null,
      postMessage(data: unknown) {
        for (const other of channels)
          if (other !== channel) other.onmessage?.({ data: structuredClone(data) } as MessageEvent);
      },
      close() {
        channels.delete(channel);
      },
    };
    channels.add(channel);
    return channel;
  };
}

afterEach(cleanup);

describe('useTabLock', () => {
  it('a second tab on the same item learns that the first holds it, and can take it over', () => {
    const createChannel = browser();
    let clock = 1;
    const now = () => clock++;
    const first = renderHook(() => useTabLock('article:42', { createChannel, now }));
    const second = renderHook(() => useTabLock('article:42', { createChannel, now }));
    expect(first.result.current.held).toBe(true);
    expect(second.result.current.held).toBe(false);

    act(() => second.result.current.takeOver());
    expect(second.result.current.held).toBe(true);
    expect(first.result.current.held).toBe(false);
  });

  it('tabs on different items, or a tab alone, hold their own', () => {
    const createChannel = browser();
    const one = renderHook(() => useTabLock('article:1', { createChannel }));
    const other = renderHook(() => useTabLock('article:2', { createChannel }));
    expect(one.result.current.held).toBe(true);
    expect(other.result.current.held).toBe(true);
  });

  it('once the holding tab closes, a new tab holds the item', () => {
    const createChannel = browser();
    const first = renderHook(() => useTabLock('article:7', { createChannel }));
    first.unmount();
    const next = renderHook(() => useTabLock('article:7', { createChannel }));
    expect(next.result.current.held).toBe(true);
  });

  it('without BroadcastChannel the tab holds the item', () => {
    const { result } = renderHook(() => useTabLock('article:7', { createChannel: () => undefined }));
    expect(result.current.held).toBe(true);
  });
});
