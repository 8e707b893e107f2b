import { afterEach, describe, expect, it } from 'vitest';
import { browserStorage, memoryStorage } from './storage';

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

describe('memoryStorage', () => {
  it('holds what it starts with and what is written, as text, until it is removed', () => {
    const storage = memoryStorage([['clang', 'ar-EG']]);
    expect(storage.getItem('clang')).toBe('ar-EG');
    storage.setItem('count', 3 as unknown as string);
    expect(storage.getItem('count')).toBe('3');
    storage.removeItem('clang');
    expect(storage.getItem('clang')).toBeNull();
    expect(Object.fromEntries(storage.items)).toEqual({ count: '3' });
  });

  it('shares nothing between two stores', () => {
    const first = memoryStorage();
    first.setItem('token', 't');
    expect(memoryStorage().getItem('token')).toBeNull();
  });
});
