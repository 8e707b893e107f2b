// @vitest-environment happy-dom
import { ErrorCode } from '@creator/domain/error-codes';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiSession, configureApiClient } from '../client/config';
import { createSessionStore, SESSION_KEYS } from '../client/session';
import type * as auth from '../endpoints/logout';
import { businessError, httpError, networkError, sessionExpired } from '../mocks/handlers';
import { routes } from '../schemas/routes';
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
  await act(() => result.current.signOut.run());
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

describe('useSignOut, pressed again', () => {
  /** Holds mp_logout until the returned function is called, counting the calls that reach the server. */
  function holdLogout() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const seen = { calls: 0 };
    server.use(
      http.post(`*${routes.logout.path}`, async () => {
        seen.calls += 1;
        await released;
      }),
    );
    return { release, seen };
  }

  it('sends once however often it is pressed before the answer, and stays busy until the page leaves', async () => {
    const { release, seen } = holdLogout();
    const { result } = renderHook(() => useSignOut(), { wrapper });
    expect(result.current.busy).toBe(false);
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      // Two presses within one render: the second sees the first's guard, not a state not yet rendered.
      first = result.current.run();
      second = result.current.run();
    });
    await waitFor(() => expect(seen.calls).toBeGreaterThan(0));
    expect(result.current.busy).toBe(true);
    // A press once the busy state is rendered.
    let third!: Promise<boolean>;
    act(() => {
      third = result.current.run();
    });
    release();
    expect(await act(() => Promise.all([first, second, third]))).toEqual([true, false, false]);
    expect(seen.calls).toBe(1);
    expect(apiSession().get().signedIn).toBe(false);
    // What follows a success is /login: nothing sets busy back in between, and a press there sends nothing.
    expect(result.current.busy).toBe(true);
    expect(await act(() => result.current.run())).toBe(false);
    expect(seen.calls).toBe(1);
  });

  it('lets a later press try again when the session could not be cleared', async () => {
    // A session whose storage refuses the first press's two clears (after mp_logout's answer, and the fallback's):
    // the token stays.
    const store = createSessionStore();
    let refusals = 2;
    configureApiClient({
      baseUrl: '',
      session: {
        ...store,
        clear: () => {
          if (refusals > 0) {
            refusals -= 1;
            throw new Error('storage refused');
          }
          store.clear();
        },
      },
    });
    apiSession().signIn({ authentication_token: 'tok-refused', uregion: 'sg', country: 'ID' });
    const seen = { calls: 0 };
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === routes.logout.path) seen.calls += 1;
    });
    const { result } = renderHook(() => useSignOut(), { wrapper });
    await act(() => expect(result.current.run()).rejects.toThrow('storage refused'));
    expect(result.current.busy).toBe(false);
    expect(apiSession().get().signedIn).toBe(true);
    expect(await act(() => result.current.run())).toBe(true);
    expect(seen.calls).toBe(2);
    expect(apiSession().get().signedIn).toBe(false);
  });
});
