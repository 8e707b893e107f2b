import { useSyncExternalStore, type CSSProperties } from 'react';

// A dialog on a phone is a sheet: full width at the foot of the screen, as tall as its content up to the screen
// less a strip of the page (so it still reads as lying over the page), its middle scrolling and its buttons under
// the thumb. From Tailwind's `sm` (640 px) up it is the centred dialog.

/** The panel's placement, look and entry; its height comes from `SHEET_HEIGHT`, its width from the dialog. */
export const SHEET_PANEL =
  'fixed inset-x-0 bottom-[var(--keyboard-inset,0px)] z-50 mx-auto flex flex-col bg-surface-raised pb-[env(safe-area-inset-bottom)] text-ink shadow-overlay outline-none data-[state=open]:animate-[ui-fade-in_150ms_ease-out] sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:rounded-lg sm:pb-0 sm:data-[state=open]:animate-[ui-pop-in_150ms_ease-out]';

/** Heights on a phone: a sheet over the page, or the whole screen (the crop dialog). */
export const SHEET_HEIGHT = {
  sheet: 'max-h-[calc(100dvh-1rem-var(--keyboard-inset,0px))] rounded-t-lg sm:max-h-[calc(100dvh-2rem)]',
  screen: 'h-[calc(100dvh-var(--keyboard-inset,0px))] sm:h-auto sm:max-h-[calc(100dvh-2rem)]',
} as const;

/**
 * The row of buttons (44 px high on a phone, as every Button is there): on a phone they share the width, and wrap
 * onto lines of their own when their labels need it; from 640 px up they keep their size, at the end.
 */
export const SHEET_ACTIONS =
  'flex flex-wrap items-center justify-end gap-3 *:grow *:basis-0 sm:*:grow-0 sm:*:basis-auto';

/** The part of the layout viewport the on-screen keyboard (or anything else) hides at its foot, in CSS px. */
function keyboardInset(): number {
  const viewport = window.visualViewport;
  // Zoomed in, the visual viewport is smaller for another reason than a keyboard.
  if (!viewport || viewport.scale > 1.01) return 0;
  return Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop));
}

function subscribe(onChange: () => void): () => void {
  const viewport = window.visualViewport;
  viewport?.addEventListener('resize', onChange);
  viewport?.addEventListener('scroll', onChange);
  return () => {
    viewport?.removeEventListener('resize', onChange);
    viewport?.removeEventListener('scroll', onChange);
  };
}

/**
 * The sheet's `--keyboard-inset`: a phone's keyboard shrinks the visual viewport but not the layout viewport
 * that `position: fixed` and `dvh` follow (Safari; Chrome on Android unless the page resizes its content), so a
 * sheet's buttons would lie under it. The sheet stands on top of the keyboard instead.
 */
export function useKeyboardInset(): CSSProperties {
  const inset = useSyncExternalStore(subscribe, keyboardInset, () => 0);
  return { '--keyboard-inset': `${inset}px` } as CSSProperties;
}

/**
 * Ref of a box whose content may scroll (a dialog's body): in the tab order while its content overflows, so
 * that a keyboard can scroll it too (WCAG 2.1.1), and out of it otherwise, where the stop would lead nowhere.
 * Set on the element itself, before the dialog places the focus: a long body takes the first focus.
 */
export function scrollableByKeyboard(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const update = () => {
    if (element.scrollHeight > element.clientHeight) element.setAttribute('tabindex', '0');
    else element.removeAttribute('tabindex');
  };
  update();
  if (typeof ResizeObserver === 'undefined') return undefined;
  // The box resizes with the screen, its content with what it holds.
  const observer = new ResizeObserver(update);
  observer.observe(element);
  for (const child of element.children) observer.observe(child);
  return () => observer.disconnect();
}
