/**
 * The time the pages judge by (the edit window of an item, say), in epoch milliseconds: the browser's clock,
 * which the screen stories set to their fixtures' moment so that a story looks the same on any day.
 */
let read: () => number = () => Date.now();

export function now(): number {
  return read();
}

/** Replaces the clock (screen stories); `undefined` puts the browser's back. */
export function setClock(next: (() => number) | undefined): void {
  read = next ?? (() => Date.now());
}
