// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiSession, configureApiClient } from '../client/config';
import { createSessionStore } from '../client/session';
import { useSession } from './session';

beforeEach(() => {
  localStorage.clear();
  configureApiClient({ session: createSessionStore() });
});

describe('useSession', () => {
  it('re-renders on sign-in, over local storage', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.signedIn).toBe(false);
    act(() => apiSession().signIn({ authentication_token: 't', uregion: 'sg', country: 'EG' }));
    expect(result.current).toMatchObject({ signedIn: true, country: 'EG' });
    expect(localStorage.getItem('authentication_token')).toBe('t');
  });

  it('follows a sign-out made in another tab', () => {
    apiSession().signIn({ authentication_token: 't', uregion: 'sg', country: 'EG' });
    const { result } = renderHook(() => useSession());
    expect(result.current.signedIn).toBe(true);
    act(() => {
      // Another tab cleared local storage; this tab only hears the storage event.
      localStorage.removeItem('authentication_token');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'authentication_token', oldValue: 't', newValue: null }),
      );
    });
    expect(result.current.signedIn).toBe(false);
  });
});
