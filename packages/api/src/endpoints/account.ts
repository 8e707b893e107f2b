import { call, type CallOptions } from '../client/request';
import { getAccountRoute, getUserResourcesRoute, type Account, type UserResource } from '../schemas/account';

/** GET /mp-api/v3/api/account */
export function getAccount(options?: CallOptions): Promise<Account> {
  return call(getAccountRoute, {}, options);
}

/** GET /mp-api/v3/api/user_resource → the access list. */
export async function getUserResources(options?: CallOptions): Promise<UserResource[]> {
  const answer = await call(getUserResourcesRoute, {}, options);
  return answer.list;
}
