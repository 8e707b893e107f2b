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
