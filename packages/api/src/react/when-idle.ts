/**
 * Runs `work` once what the page shows has been painted and the browser is idle, or after `timeout` ms at the
 * latest; returns what cancels it. Where there are no frames or idle callbacks (tests), after the current task.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestAnimationFrame !== 'function' || typeof requestIdleCallback !== 'function') {
    const handle = setTimeout(work, 0);
    return () => clearTimeout(handle);
  }
  let idle: number | undefined;
  // The next frame's callbacks run before it is painted; an idle period after them comes once it is.
  const frame = requestAnimationFrame(() => {
    idle = requestIdleCallback(work, { timeout });
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
