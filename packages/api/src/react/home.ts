import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHome } from '../endpoints/home';
import { apiKeys } from './keys';
import type { ApiMeta } from './query-client';

export function homeQueryOptions() {
  return queryOptions({ queryKey: apiKeys.home(), queryFn: ({ signal }) => getHome({ signal }) });
}

/** The home figures; `meta` says how a failure is shown (a page that shows it in place makes it silent). */
export function useHome({ meta }: { meta?: ApiMeta } = {}) {
  return useQuery({ ...homeQueryOptions(), meta });
}
