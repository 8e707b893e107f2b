// @vitest-environment happy-dom
import { ErrorCode } from '@creator/domain/error-codes';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiSession } from '../client/config';
import { SESSION_KEYS } from '../client/session';
import type * as auth from '../endpoints/logout';
import { businessError, httpError, networkError, sessionExpired } from '../mocks/handlers';
import { setUpHookTests } from './hook-test-server';
import { apiKeys } from './keys';
import { useSession } from './session';
import { useSignOut } from './sign-out';

// The real logout, but with an already aborted signal while `abortLogout.value` is set.
const abortLogout = vi.hoisted(() => ({ value: false }));
vi.mock('../endpoints/logout', async (importOriginal) => {
  const actual = await importOriginal<typeof auth>();
  return {
    ...actual,
    logout: (options?: Parameters<typeof auth.logout>[0]) =>
      actual.logout(abortLogout.value ? { ...options, signal: AbortSignal.abort() } : options),
  };
});

// Registered before the shared setup, so that its session store starts from empty storage.
beforeEach(() => localStorage.clear());
const { server, wrapper, client } = setUpHookTests();
// A token per test: the session-expired timer of one test must find nothing of its own in the next.
let signIns = 0;

beforeEach(() => {
  signIns += 1;
  apiSession().signIn({ authentication_token: `tok-${signIns}`, uregion: 'sg', country: 'ID' });
  client().setQueryData(apiKeys.home(), { signedInOnly: true });
  abortLogout.value = false;
});

async function signOut() {
  const { result } = renderHook(() => ({ signOut: useSignOut(), session: useSession() }), { wrapper });
  expect(result.current.session.signedIn).toBe(true);
  await act(() => result.current.signOut.mutateAsync());
  return result.current;
}

function expectSignedOut(seen: Awaited<ReturnType<typeof signOut>>) {
  expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  expect(localStorage.getItem(SESSION_KEYS.uregion)).toBeNull();
  expect(localStorage.getItem(SESSION_KEYS.country)).toBeNull();
  expect(seen.session).toMatchObject({ signedIn: false, token: null });
  expect(apiSession().get()).toMatchObject({ signedIn: false, token: null });
  expect(client().getQueryData(apiKeys.home())).toBeUndefined();
}

describe('useSignOut', () => {
  it('ends the local session when mp_logout answers code 0', async () => {
    expectSignedOut(await signOut());
  });

  it.each([
    ['no answer at all', () => networkError('logout')],
    ['HTTP 500', () => httpError('logout', 500)],
    ['a business error', () => businessError('logout', ErrorCode.internalError)],
    ['a 401 that ends the session', () => sessionExpired('logout')],
  ])('ends the local session all the same when mp_logout fails with %s', async (_, failWith) => {
    server.use(failWith());
    expectSignedOut(await signOut());
  });

  it('ends the local session all the same when the call is aborted', async () => {
    abortLogout.value = true;
    expectSignedOut(await signOut());
  });
});
