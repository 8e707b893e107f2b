import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { memoryStorage } from '@creator/domain/storage';

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
