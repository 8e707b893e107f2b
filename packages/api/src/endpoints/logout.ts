import { apiSession } from '../client/config';
import { call, type CallOptions } from '../client/request';
import { logoutRoute } from '../schemas/logout';

/** POST /user-api/web/mp_logout with `{}`; code 0 clears the local session. */
export async function logout(options?: CallOptions): Promise<void> {
  await call(logoutRoute, { body: {} }, options);
  apiSession().clear();
}
