/**
 * Runs `work` once what the page shows has been painted and the browser is idle (or after `timeout` ms at the
 * latest); where there are no idle callbacks (Safari), right after that paint; where there are no frames
 * (tests), after the current task. Returns what cancels it.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const handle = setTimeout(work, 0);
    return () => clearTimeout(handle);
  }
  let later: (() => void) | undefined;
  // The next frame's callbacks run before it is painted; what they schedule runs once it is.
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(work, { timeout });
      later = () => cancelIdleCallback(idle);
    } else {
      const handle = setTimeout(work, 0);
      later = () => clearTimeout(handle);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    later?.();
  };
}
