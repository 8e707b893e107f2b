import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHome } from '../endpoints/home';
import { apiKeys } from './keys';

export function homeQueryOptions() {
  return queryOptions({ queryKey: apiKeys.home(), queryFn: ({ signal }) => getHome({ signal }) });
}

export function useHome() {
  return useQuery(homeQueryOptions());
}
