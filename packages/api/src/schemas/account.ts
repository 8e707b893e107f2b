import { AUDIT_STATUSES } from '@creator/domain/account';
import * as z from 'zod/mini';
import type { RouteSpec } from './route-spec';
import { idSchema } from './common';

/** Review state of a nickname or avatar change: 0 unmodified, 1 in review, 2 passed, 3 failed. */

export const modificationSchema = z.looseObject({
  audit_status: z.literal(AUDIT_STATUSES),
  /** false: no change is left this month. */
  modified: z.boolean(),
});

const unmodified = { audit_status: 0 as const, modified: true };

/** GET /mp-api/v3/api/account */
export const accountAnswerSchema = z.looseObject({
  user_id: idSchema,
  /** Empty means the default image. */
  avatar: z._default(z.string(), ''),
  screen_name: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
  /** ISO 3166-1 alpha-2, upper case. */
  country: z._default(z.string(), ''),
  country_code: z.optional(z.string()),
  screen_name_ext: z._default(modificationSchema, unmodified),
  avatar_ext: z._default(modificationSchema, unmodified),
});

/** GET /mp-api/v3/api/user_resource → the access list; code "" is always allowed. */
export const userResourceSchema = z.looseObject({ code: z.string(), visible: z.boolean() });
export const userResourceAnswerSchema = z.looseObject({ list: z.array(userResourceSchema) });

export type Account = z.infer<typeof accountAnswerSchema>;
export type Modification = z.infer<typeof modificationSchema>;
export type UserResource = z.infer<typeof userResourceSchema>;
export type UserResourceAnswer = z.infer<typeof userResourceAnswerSchema>;

/*
 * The routes of this area (see routes.ts), keyed by the name of their client function: reading the account.
 * Changing it (nickname, avatar) is ./profile, a module of its own: a module shared by several pages travels
 * whole, and the sign-in page, which reads the account, has no use for the nickname rules.
 */
export const getAccountRoute = {
  area: 'account',
  method: 'GET',
  path: '/mp-api/v3/api/account',
  session: true,
  answer: accountAnswerSchema,
} as const satisfies RouteSpec;

export const getUserResourcesRoute = {
  area: 'account',
  method: 'GET',
  path: '/mp-api/v3/api/user_resource',
  session: true,
  answer: userResourceAnswerSchema,
} as const satisfies RouteSpec;

export const accountRoutes = {
  getAccount: getAccountRoute,
  getUserResources: getUserResourcesRoute,
} as const satisfies Record<string, RouteSpec>;
