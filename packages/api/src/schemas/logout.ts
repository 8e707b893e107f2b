import * as z from 'zod/mini';
import { emptyAnswerSchema } from './common';
import type { RouteSpec } from './route-spec';

// Signing out, apart from signing in (./auth): every signed-in page carries it in its top bar, and with it
// only these few bytes, not the sign-in and captcha schemas with their rules.

/** POST /user-api/web/mp_logout with body `{}`. */
export const logoutBodySchema = z.object({});

export const logoutRoute = {
  area: 'logout',
  method: 'POST',
  path: '/user-api/web/mp_logout',
  session: true,
  body: logoutBodySchema,
  answer: emptyAnswerSchema,
} as const satisfies RouteSpec;

export const logoutRoutes = { logout: logoutRoute } as const satisfies Record<string, RouteSpec>;
