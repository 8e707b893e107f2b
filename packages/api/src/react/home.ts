import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHome } from '../endpoints/home';
import { apiKeys } from './keys';
import type { ApiMeta } from './query-client';

/** The home figures' query; `meta` says how a failure is shown (a page that shows it in place makes it silent). */
export function homeQueryOptions({ meta }: { meta?: ApiMeta } = {}) {
  return queryOptions({ queryKey: apiKeys.home(), queryFn: ({ signal }) => getHome({ signal }), meta });
}

/** The home figures (the options of homeQueryOptions, which a route loader warms with the same ones). */
export function useHome(options: { meta?: ApiMeta } = {}) {
  return useQuery(homeQueryOptions(options));
}
