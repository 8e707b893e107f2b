import { webApiConfigSchema } from '@creator/api/schemas/config';
import type { CallInput } from '../routing';
import type { Services } from '../services';

/** The stored web configuration, with this server's password key and image host. */
export async function getConfigBatch(
  services: Services,
  query: CallInput<'getConfigBatch'>['query'],
  host: string,
) {
  const row = await services.db
    .selectFrom('config_entry')
    .select('value')
    .where('project_key', '=', query.project_keys)
    .where('platform', '=', query.platform)
    .executeTakeFirst();
  const stored = (row?.value ?? {}) as { web_api?: unknown };
  const webApi = webApiConfigSchema.parse(stored.web_api ?? {});
  // The key and the image host belong to this server and this origin, never to the stored row.
  const passwordKey = (await services.passwordKeys()).publicKey;
  return { community_config: { web_api: { ...webApi, password_public_key: passwordKey, image_host: host } } };
}
