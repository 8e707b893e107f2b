import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiSession } from '../client/config';
import { bearerToken } from '../client/session';
import { getAccount, getUserResources } from '../endpoints/account';
import { apiKeys } from './keys';
import type { ApiMeta } from './query-client';

/**
 * The signed-in account's query; `meta` says how a failure is shown. Its screen name is remembered for the next
 * first paint of the home page's greeting, for the session it was asked with.
 */
export function accountQueryOptions({ meta }: { meta?: ApiMeta } = {}) {
  return queryOptions({
    queryKey: apiKeys.account.detail(),
    queryFn: async ({ signal }) => {
      const session = apiSession();
      const token = bearerToken(session.get());
      const account = await getAccount({ signal });
      session.rememberName(account.screen_name, token);
      return account;
    },
    meta,
  });
}

/**
 * The signed-in account. `enabled: false` waits (a page open to visitors asks only when signed in); `meta`
 * says how a failure is shown.
 */
export function useAccount({ enabled = true, meta }: { enabled?: boolean; meta?: ApiMeta } = {}) {
  return useQuery({ ...accountQueryOptions({ meta }), enabled });
}

/** The access list the menu and the route guard filter by; `meta` says how a failure is shown. */
export function userResourcesQueryOptions({ meta }: { meta?: ApiMeta } = {}) {
  return queryOptions({
    queryKey: apiKeys.account.resources(),
    queryFn: ({ signal }) => getUserResources({ signal }),
    meta,
  });
}

/** The access list (the options of userResourcesQueryOptions). */
export function useUserResources(options: { meta?: ApiMeta } = {}) {
  return useQuery(userResourcesQueryOptions(options));
}
