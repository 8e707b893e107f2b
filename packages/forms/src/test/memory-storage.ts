import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** A `Storage` in memory for draft tests: what was saved is in `items`, as text. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/**
 * The set-up of a draft hook's tests: one storage, emptied before each test, the clock faked (autosave runs on
 * a timer) and the rendered hooks unmounted after each.
 */
export function draftTestStorage() {
  const storage = memoryStorage();
  beforeEach(() => {
    storage.items.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  return storage;
}
