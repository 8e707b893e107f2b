import { queryOptions, useQuery } from '@tanstack/react-query';
import { getConfigBatch } from '../endpoints/config';
import type { WebApiConfig } from '../schemas/config';
import { apiKeys } from './keys';
import type { ApiMeta } from './query-client';

/**
 * The community configuration; it changes rarely, so it is read once per visit. `meta` says how a failure is
 * shown.
 */
export function configQueryOptions({ meta }: { meta?: ApiMeta } = {}) {
  return queryOptions({
    queryKey: apiKeys.config(),
    queryFn: ({ signal }) => getConfigBatch({ signal }),
    select: (answer): WebApiConfig => answer.community_config.web_api,
    staleTime: Infinity,
    meta,
  });
}

/** The configuration (the options of configQueryOptions). */
export function useConfig(options: { meta?: ApiMeta } = {}) {
  return useQuery(configQueryOptions(options));
}
