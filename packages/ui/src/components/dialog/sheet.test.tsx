import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKeyboardInset } from './sheet';

/** A visual viewport the test moves as a phone's keyboard would, over a 740 px high window. */
function fakeViewport() {
  const viewport = Object.assign(new EventTarget(), { height: 740, offsetTop: 0, scale: 1 });
  vi.stubGlobal('innerHeight', 740);
  vi.stubGlobal('visualViewport', viewport);
  const move = (change: Partial<Pick<typeof viewport, 'height' | 'offsetTop' | 'scale'>>) =>
    act(() => {
      Object.assign(viewport, change);
      viewport.dispatchEvent(new Event('resize'));
    });
  return { viewport, move };
}

afterEach(() => vi.unstubAllGlobals());

describe('useKeyboardInset', () => {
  it('is naught while nothing covers the foot of the window', () => {
    fakeViewport();
    expect(renderHook(() => useKeyboardInset()).result.current).toEqual({ '--keyboard-inset': '0px' });
  });

  it('follows the keyboard as it opens and closes, scrolled or not', () => {
    const { move } = fakeViewport();
    const { result } = renderHook(() => useKeyboardInset());
    move({ height: 420 });
    expect(result.current).toEqual({ '--keyboard-inset': '320px' });
    // Safari scrolls the visual viewport down to the field: less of the foot is covered.
    move({ offsetTop: 100 });
    expect(result.current).toEqual({ '--keyboard-inset': '220px' });
    move({ height: 740, offsetTop: 0 });
    expect(result.current).toEqual({ '--keyboard-inset': '0px' });
  });

  it('ignores a page zoomed in', () => {
    const { move } = fakeViewport();
    const { result } = renderHook(() => useKeyboardInset());
    move({ height: 370, scale: 2 });
    expect(result.current).toEqual({ '--keyboard-inset': '0px' });
  });

  it('is naught without a visual viewport', () => {
    vi.stubGlobal('visualViewport', undefined);
    expect(renderHook(() => useKeyboardInset()).result.current).toEqual({ '--keyboard-inset': '0px' });
  });
});
