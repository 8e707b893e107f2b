import { useSyncExternalStore } from 'react';

/**
 * Tailwind's `sm` breakpoint (40rem, 640 px), where a widget switches from its phone form to its desk form: the
 * few widgets whose two forms differ in markup, not only in classes, ask it here.
 */
export const DESK_MEDIA_QUERY = '(min-width: 40rem)';

let query: MediaQueryList | undefined;
const desk = () => (query ??= window.matchMedia(DESK_MEDIA_QUERY));

function subscribe(onChange: () => void): () => void {
  desk().addEventListener('change', onChange);
  return () => desk().removeEventListener('change', onChange);
}

const getSnapshot = () => desk().matches;
// The server knows no window: it renders the desk form.
const getServerSnapshot = () => true;

/** Whether the window is at least 640 px wide (the desk form), following it as it is resized or turned. */
export function useDeskLayout(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
