import { useCallback, useEffect, useState } from 'react';
import { getAccount } from '../endpoints/account';
import { fetchCaptcha, login, verifyCaptcha } from '../endpoints/auth';
import { encryptPasswords } from '../endpoints/config';
import type { Account } from '../schemas/account';
import type { CaptchaChallenge } from '../schemas/auth';

// Sign-in without TanStack Query: /login has a tight byte budget. The endpoints import only their own
// area's schemas, so this pulls in the auth, account and configuration schemas and nothing else.

export interface CaptchaState {
  challenge: CaptchaChallenge | null;
  error: unknown;
  /** Asks for a new captcha (after a failure, or on the refresh button). */
  refresh: () => void;
}

/** The captcha shown on a form: fetched on mount and on every refresh, an older answer never wins. */
export function useCaptchaChallenge(): CaptchaState {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    fetchCaptcha({ signal: controller.signal, display: 'silent' }).then(
      (next) => {
        setChallenge(next);
        setError(null);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(failure);
      },
    );
    return () => controller.abort();
  }, [round]);
  return { challenge, error, refresh };
}

export interface SignInInput {
  email: string;
  /** Plain text; encrypted with the configured public key before it leaves. */
  password: string;
  /** The id of the captcha shown and the characters typed. */
  captchaId: string;
  captcha: string;
}

/** Which call of the sequence failed: the page refreshes the captcha after either. */
export type SignInStep = 'captcha' | 'login' | 'account';

export class SignInError extends Error {
  override readonly name = 'SignInError';
  constructor(
    readonly step: SignInStep,
    override readonly cause: unknown,
  ) {
    super(`sign-in failed at ${step}`, { cause });
  }
}

/**
 * The sign-in sequence of contract.md: captcha verify → ticket, login with the encrypted password (which
 * stores the session), then the account. Each failure is a SignInError carrying the ApiError of its step.
 */
export async function signInWithPassword(input: SignInInput, signal?: AbortSignal): Promise<Account> {
  const step = async <T>(name: SignInStep, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new SignInError(name, error);
    }
  };
  const ticket = await step('captcha', () =>
    verifyCaptcha({ email: input.email, captchaId: input.captchaId, code: input.captcha }, { signal }),
  );
  await step('login', async () => {
    const [password] = await encryptPasswords([input.password], { signal });
    return login({ account: input.email, password: password!, ticket }, { signal });
  });
  return step('account', () => getAccount({ signal }));
}
