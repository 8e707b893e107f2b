import { call, type CallOptions } from '../client/request';
import { configRoutes, type ConfigBatchAnswer } from '../schemas/config';

/** GET /config-api/api/configs/batch: the community configuration, open without a session. */
export function getConfigBatch(options?: CallOptions): Promise<ConfigBatchAnswer> {
  return call(
    configRoutes.getConfigBatch,
    { query: { platform: 'web', project_keys: 'community_config' } },
    options,
  );
}
