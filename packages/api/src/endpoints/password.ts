import { call, type CallOptions } from '../client/request';
import { passwordRoutes, type PasswordChangeBody, type PasswordResetBody } from '../schemas/password';

/** PUT /user-api/web/mp_nologin_password (forgotten password, step 3); `password` already encrypted. */
export async function resetPassword(body: PasswordResetBody, options?: CallOptions): Promise<void> {
  await call(passwordRoutes.resetPassword, { body }, options);
}

/** PUT /user-api/web/mp_password; both passwords already encrypted. */
export async function changePassword(body: PasswordChangeBody, options?: CallOptions): Promise<void> {
  await call(passwordRoutes.changePassword, { body }, options);
}
