import { ErrorCode } from '@creator/domain/error-codes';
import { apiSession } from '../client/config';
import { ApiError, GENERIC_REQUEST_ERROR, isApiError } from '../client/errors';
import { call, type CallOptions } from '../client/request';
import {
  authRoutes,
  decodeCaptchaChallenge,
  encodeCaptchaAnswer,
  type CaptchaChallenge,
  type LoginAnswer,
  type LoginBody,
} from '../schemas/auth';

/** GET /user-api/web/mp_verification: a new captcha, decoded from its base64 token. */
export async function fetchCaptcha(options?: CallOptions): Promise<CaptchaChallenge> {
  const answer = await call(authRoutes.fetchCaptcha, {}, options);
  const challenge = decodeCaptchaChallenge(answer.token);
  if (!challenge)
    throw new ApiError('contract', GENERIC_REQUEST_ERROR, { path: 'token', display: options?.display });
  return challenge;
}

export interface CaptchaVerifyInput {
  email: string;
  /** The opaque id of the captcha shown (`token` of the decoded challenge). */
  captchaId: string;
  /** The characters typed. */
  code: string;
}

/** POST /user-api/web/mp_verification → the ticket. Wrong code 13001001, unknown email 13001004. */
export async function verifyCaptcha(input: CaptchaVerifyInput, options?: CallOptions): Promise<string> {
  const body = {
    email: input.email,
    token: encodeCaptchaAnswer({ token: input.captchaId, code: input.code }),
  };
  const answer = await call(authRoutes.verifyCaptcha, { body }, options);
  return answer.ticket;
}

async function signIn(
  route: typeof authRoutes.login | typeof authRoutes.loginViaAccount,
  body: LoginBody,
  options?: CallOptions,
) {
  try {
    const answer = await call(route, { body }, options);
    apiSession().signIn(answer);
    return answer;
  } catch (error) {
    if (isApiError(error) && error.code === ErrorCode.loginFailed) apiSession().clear();
    throw error;
  }
}

/**
 * POST /user-api/web/mp_login with the encrypted password; stores the session on success and clears it
 * on 14001 (login failed).
 */
export function login(body: LoginBody, options?: CallOptions): Promise<LoginAnswer> {
  return signIn(authRoutes.login, body, options);
}

/** POST /mp-api/v3/api/account/login: the same call under the contract's second path (the portal uses login). */
export function loginViaAccount(body: LoginBody, options?: CallOptions): Promise<LoginAnswer> {
  return signIn(authRoutes.loginViaAccount, body, options);
}

/** GET /user-api/web/mp_email_verification: emails the 6-digit code (forgotten password, step 1). */
export async function sendEmailCode(
  query: { email: string; ticket: string },
  options?: CallOptions,
): Promise<void> {
  await call(authRoutes.sendEmailCode, { query: { email: query.email, ticket: query.ticket } }, options);
}

/** POST /user-api/web/mp_email_verification → a new ticket. Wrong 13001001, expired 13001002. */
export async function checkEmailCode(
  input: { email: string; code: string },
  options?: CallOptions,
): Promise<string> {
  const answer = await call(
    authRoutes.checkEmailCode,
    { body: { email: input.email, token: input.code } },
    options,
  );
  return answer.ticket;
}
