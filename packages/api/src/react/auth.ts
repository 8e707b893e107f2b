import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { encryptPassword } from '../client/crypto';
import {
  checkEmailCode,
  fetchCaptcha,
  login,
  logout,
  sendEmailCode,
  verifyCaptcha,
  type CaptchaVerifyInput,
} from '../endpoints/auth';
import { getConfigBatch } from '../endpoints/config';
import { apiKeys } from './keys';
import type { ApiMutationOptions } from './query-client';

/** A fresh captcha each time it is asked for: never cached, never retried. */
export function captchaQueryOptions() {
  return queryOptions({
    queryKey: apiKeys.captcha(),
    queryFn: ({ signal }) => fetchCaptcha({ signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The captcha; `refetch()` refreshes the image. */
export function useCaptcha() {
  return useQuery(captchaQueryOptions());
}

/** The public key from the configuration (fetched once), then the password encrypted with it. */
export async function encryptWithConfiguredKey(queryClient: QueryClient, password: string): Promise<string> {
  const answer = await queryClient.fetchQuery({
    queryKey: apiKeys.config(),
    queryFn: ({ signal }) => getConfigBatch({ signal }),
    staleTime: Infinity,
  });
  return encryptPassword(password, answer.community_config.web_api.password_public_key);
}

export function useVerifyCaptcha(options: ApiMutationOptions = {}) {
  return useMutation({
    meta: options.meta,
    mutationFn: (input: CaptchaVerifyInput) => verifyCaptcha(input),
  });
}

export interface LoginInput {
  email: string;
  /** Plain text; encrypted here with the configured key. */
  password: string;
  ticket: string;
}

/** Sign-in: encrypts the password, stores the session; the page then reloads to /home. */
export function useLogin(options: ApiMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: options.meta,
    mutationFn: async (input: LoginInput) =>
      login({
        account: input.email,
        password: await encryptWithConfiguredKey(queryClient, input.password),
        ticket: input.ticket,
      }),
  });
}

/** Sign-out: code 0 clears the session (and with it the cache); the app goes to /login after 500 ms. */
export function useLogout(options: ApiMutationOptions = {}) {
  return useMutation({
    meta: options.meta,
    mutationFn: () => logout(),
  });
}

/** Forgotten password, step 1 (after the captcha check gave a ticket). */
export function useSendEmailCode(options: ApiMutationOptions = {}) {
  return useMutation({
    meta: options.meta,
    mutationFn: (input: { email: string; ticket: string }) => sendEmailCode(input),
  });
}

/** Forgotten password, step 2 → the ticket of step 3. */
export function useCheckEmailCode(options: ApiMutationOptions = {}) {
  return useMutation({
    meta: options.meta,
    mutationFn: (input: { email: string; code: string }) => checkEmailCode(input),
  });
}
