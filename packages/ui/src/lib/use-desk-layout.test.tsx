import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { resizeWindow } from './test-window-size';
import { useDeskLayout } from './use-desk-layout';

afterEach(() => resizeWindow(1024));

describe('useDeskLayout', () => {
  it('is the desk from 640 px up and the phone below', () => {
    resizeWindow(640);
    expect(renderHook(() => useDeskLayout()).result.current).toBe(true);
    resizeWindow(639);
    expect(renderHook(() => useDeskLayout()).result.current).toBe(false);
  });

  it('follows the window as it is resized', () => {
    // From the phone first: happy-dom tells a media query's listeners only of changes from a first `false`.
    resizeWindow(360);
    const { result } = renderHook(() => useDeskLayout());
    expect(result.current).toBe(false);
    act(() => resizeWindow(768));
    expect(result.current).toBe(true);
    act(() => resizeWindow(360));
    expect(result.current).toBe(false);
  });

  it('renders the desk on the server', () => {
    resizeWindow(360);
    function Probe() {
      return <span>{useDeskLayout() ? 'desk' : 'phone'}</span>;
    }
    expect(renderToString(<Probe />)).toBe('<span>desk</span>');
  });
});
