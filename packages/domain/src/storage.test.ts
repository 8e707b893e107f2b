import { afterEach, describe, expect, it } from 'vitest';
import { browserStorage } from './storage';

const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'localStorage', original);
  else delete (globalThis as { localStorage?: Storage }).localStorage;
});

function withLocalStorage(get: () => Storage | undefined) {
  Object.defineProperty(globalThis, 'localStorage', { get, configurable: true });
}

describe('browserStorage', () => {
  it('is the browser’s local storage where there is one', () => {
    const storage = { getItem: () => 'kept' } as unknown as Storage;
    withLocalStorage(() => storage);
    expect(browserStorage()).toBe(storage);
  });

  it('is undefined where storage is disabled (reading it throws) or missing', () => {
    withLocalStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(browserStorage()).toBeUndefined();
    withLocalStorage(() => undefined);
    expect(browserStorage()).toBeUndefined();
  });
});
