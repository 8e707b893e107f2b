import { emailSchema } from '@creator/forms/rules/email';
import * as z from 'zod/mini';
import type { RouteSpec } from './route-spec';
import { emptyAnswerSchema, requestBase64, requestText } from './common';

// Passwords travel encrypted (RSA-OAEP SHA-256, base64), so the wire can only check their form; the password
// rule of packages/forms applies to the plaintext, before encryption here and after decryption on a server.

/** PUT /user-api/web/mp_nologin_password (forgot, step 3). */
export const passwordResetBodySchema = z.object({
  email: emailSchema,
  password: requestBase64,
  ticket: requestText,
});

/** PUT /user-api/web/mp_password (signed in). */
export const passwordChangeBodySchema = z.object({
  old_password: requestBase64,
  new_password: requestBase64,
});

export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** The routes of this area (see routes.ts), keyed by the name of their client function. */
export const passwordRoutes = {
  resetPassword: {
    area: 'password',
    method: 'PUT',
    path: '/user-api/web/mp_nologin_password',
    session: false,
    body: passwordResetBodySchema,
    answer: emptyAnswerSchema,
  },
  changePassword: {
    area: 'password',
    method: 'PUT',
    path: '/user-api/web/mp_password',
    session: true,
    body: passwordChangeBodySchema,
    answer: emptyAnswerSchema,
  },
} as const satisfies Record<string, RouteSpec>;
