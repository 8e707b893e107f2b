import { call, type CallOptions } from '../client/request';
import {
  getAccountRoute,
  getUserResourcesRoute,
  updateAvatarRoute,
  updateNicknameRoute,
  type Account,
  type UserResource,
} from '../schemas/account';

/** GET /mp-api/v3/api/account */
export function getAccount(options?: CallOptions): Promise<Account> {
  return call(getAccountRoute, {}, options);
}

/** GET /mp-api/v3/api/user_resource → the access list. */
export async function getUserResources(options?: CallOptions): Promise<UserResource[]> {
  const answer = await call(getUserResourcesRoute, {}, options);
  return answer.list;
}

/** PUT /user-api/web/mp_nickname. Taken 15001, no change left 15002. */
export async function updateNickname(nickname: string, options?: CallOptions): Promise<void> {
  await call(updateNicknameRoute, { body: { nickname } }, options);
}

/** PUT /user-api/web/mp_avatar with the uploaded image's address. */
export async function updateAvatar(url: string, options?: CallOptions): Promise<void> {
  await call(updateAvatarRoute, { body: { url } }, options);
}
