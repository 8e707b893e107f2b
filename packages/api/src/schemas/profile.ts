import { nicknameSchema } from '@creator/forms/rules/account';
import * as z from 'zod/mini';
import { emptyAnswerSchema } from './common';
import type { RouteSpec } from './route-spec';

/** PUT /user-api/web/mp_nickname */
export const nicknameBodySchema = z.object({ nickname: nicknameSchema });

/** PUT /user-api/web/mp_avatar: the address of the uploaded image. */
export const avatarBodySchema = z.object({ url: z.url() });

export type NicknameBody = z.infer<typeof nicknameBodySchema>;
export type AvatarBody = z.infer<typeof avatarBodySchema>;

/** Changing the account (see ./account for reading it), keyed by the name of their client function. */
export const updateNicknameRoute = {
  area: 'profile',
  method: 'PUT',
  path: '/user-api/web/mp_nickname',
  session: true,
  body: nicknameBodySchema,
  answer: emptyAnswerSchema,
} as const satisfies RouteSpec;

export const updateAvatarRoute = {
  area: 'profile',
  method: 'PUT',
  path: '/user-api/web/mp_avatar',
  session: true,
  body: avatarBodySchema,
  answer: emptyAnswerSchema,
} as const satisfies RouteSpec;

export const profileRoutes = {
  updateNickname: updateNicknameRoute,
  updateAvatar: updateAvatarRoute,
} as const satisfies Record<string, RouteSpec>;
