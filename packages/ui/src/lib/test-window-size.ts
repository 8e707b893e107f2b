// Tests only, in vitest's happy-dom environment: resizing its window re-evaluates the media queries and tells
// their listeners (see the phone forms of `useDeskLayout`).

interface HappyDomWindow {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
}

/** Resizes the test's window to `width` × `height` CSS px. */
export function resizeWindow(width: number, height = 800): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}
