/**
 * What the portal keeps on the device (the session, the language, drafts, the outbox) reads and writes through:
 * the browser's local storage, or a stand-in for it.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's local storage, or undefined where there is none or it may not be used. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    // Reading the property throws where storage is disabled (privacy modes, sandboxed frames).
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * A storage that lives as long as it is held: where the browser has none, and for stories and tests, which read
 * what it holds in `items`.
 */
export function memoryStorage(
  initial: Iterable<readonly [string, string]> = [],
): KeyValueStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>(initial);
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}
