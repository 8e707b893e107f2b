import { encryptPassword } from '../client/crypto';
import { call, type CallOptions } from '../client/request';
import { CONFIG_BATCH_INPUT, configRoutes, type ConfigBatchAnswer } from '../schemas/config';

/** GET /config-api/api/configs/batch: the community configuration, open without a session. */
export function getConfigBatch(options?: CallOptions): Promise<ConfigBatchAnswer> {
  return call(configRoutes.getConfigBatch, CONFIG_BATCH_INPUT, options);
}

/**
 * The one way a password leaves the browser: each one encrypted with the configuration's public key (fetched
 * here, open without a session), for sign-in, the forgotten-password reset and the password change.
 */
export async function encryptPasswords(
  passwords: readonly string[],
  options?: CallOptions,
): Promise<string[]> {
  const config = await getConfigBatch(options);
  const key = config.community_config.web_api.password_public_key;
  return Promise.all(passwords.map((password) => encryptPassword(password, key)));
}
