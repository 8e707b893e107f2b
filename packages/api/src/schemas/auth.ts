import { captchaSchema, emailCodeSchema } from '@creator/forms/rules/auth';
import { emailSchema } from '@creator/forms/rules/email';
import * as z from 'zod/mini';
import type { RouteSpec } from './route-spec';
import {
  base64Text,
  decodeBase64Json,
  encodeBase64Json,
  idSchema,
  nonEmptyText,
  emptyAnswerSchema,
  requestBase64,
  requestText,
} from './common';

// Sign-in and the email-verification steps of the forgotten password (contract.md "Sign-in", "Forgotten password").

/** GET /user-api/web/mp_verification → `data.token`, base64 of {@link CaptchaChallenge}. */
export const captchaFetchAnswerSchema = z.looseObject({ token: base64Text });

/** What the captcha fetch token decodes to: the opaque captcha id and the image as a data: URL. */
export const captchaChallengeSchema = z.looseObject({
  token: nonEmptyText,
  image: z.string().check(z.startsWith('data:image/')),
});

/** What the captcha verify token encodes: the captcha id and the characters typed. */
export const captchaAnswerTokenSchema = z.object({ token: requestText, code: captchaSchema });

/** POST /user-api/web/mp_verification */
export const captchaVerifyBodySchema = z.object({ email: emailSchema, token: requestBase64 });
export const captchaVerifyAnswerSchema = z.looseObject({ ticket: nonEmptyText });

/** POST /user-api/web/mp_login (and its second path POST /mp-api/v3/api/account/login). */
export const loginBodySchema = z.object({
  account: emailSchema,
  /** RSA-OAEP SHA-256 ciphertext, standard base64. */
  password: requestBase64,
  ticket: requestText,
});
export const loginAnswerSchema = z.looseObject({
  authentication_token: nonEmptyText,
  uregion: z.string(),
  country: z.string(),
  user_id: idSchema,
});

/** GET /user-api/web/mp_email_verification?email=&ticket= sends the emailed code (forgot, step 1). */
export const emailCodeSendQuerySchema = z.object({ email: emailSchema, ticket: requestText });

/** POST /user-api/web/mp_email_verification checks the emailed code (forgot, step 2) → a new ticket. */
export const emailCodeCheckBodySchema = z.object({ email: emailSchema, token: emailCodeSchema });
export const emailCodeCheckAnswerSchema = z.looseObject({ ticket: nonEmptyText });

export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
export type CaptchaAnswerToken = z.infer<typeof captchaAnswerTokenSchema>;
export type CaptchaFetchAnswer = z.infer<typeof captchaFetchAnswerSchema>;
export type CaptchaVerifyBody = z.infer<typeof captchaVerifyBodySchema>;
export type CaptchaVerifyAnswer = z.infer<typeof captchaVerifyAnswerSchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export type EmailCodeSendQuery = z.infer<typeof emailCodeSendQuerySchema>;
export type EmailCodeCheckBody = z.infer<typeof emailCodeCheckBodySchema>;
export type EmailCodeCheckAnswer = z.infer<typeof emailCodeCheckAnswerSchema>;

/** Reads the captcha fetch token; undefined when it is not base64 JSON of the contract's shape. */
export function decodeCaptchaChallenge(token: string): CaptchaChallenge | undefined {
  return decodeBase64Json(token, captchaChallengeSchema);
}

export function encodeCaptchaChallenge(challenge: CaptchaChallenge): string {
  return encodeBase64Json({ token: challenge.token, image: challenge.image });
}

/** The verify token: base64 of `{"token": "<captcha id>", "code": "<typed>"}`. */
export function encodeCaptchaAnswer(answer: CaptchaAnswerToken): string {
  return encodeBase64Json({ token: answer.token, code: answer.code });
}

export function decodeCaptchaAnswer(token: string): CaptchaAnswerToken | undefined {
  return decodeBase64Json(token, captchaAnswerTokenSchema);
}

/** The routes of this area (see routes.ts), keyed by the name of their client function. */
export const authRoutes = {
  fetchCaptcha: {
    area: 'auth',
    method: 'GET',
    path: '/user-api/web/mp_verification',
    session: false,
    answer: captchaFetchAnswerSchema,
  },
  verifyCaptcha: {
    area: 'auth',
    method: 'POST',
    path: '/user-api/web/mp_verification',
    session: false,
    body: captchaVerifyBodySchema,
    answer: captchaVerifyAnswerSchema,
  },
  login: {
    area: 'auth',
    method: 'POST',
    path: '/user-api/web/mp_login',
    session: false,
    body: loginBodySchema,
    answer: loginAnswerSchema,
  },
  loginViaAccount: {
    area: 'auth',
    method: 'POST',
    path: '/mp-api/v3/api/account/login',
    session: false,
    body: loginBodySchema,
    answer: loginAnswerSchema,
  },
  sendEmailCode: {
    area: 'auth',
    method: 'GET',
    path: '/user-api/web/mp_email_verification',
    session: false,
    query: emailCodeSendQuerySchema,
    answer: emptyAnswerSchema,
  },
  checkEmailCode: {
    area: 'auth',
    method: 'POST',
    path: '/user-api/web/mp_email_verification',
    session: false,
    body: emailCodeCheckBodySchema,
    answer: emailCodeCheckAnswerSchema,
  },
} as const satisfies Record<string, RouteSpec>;
