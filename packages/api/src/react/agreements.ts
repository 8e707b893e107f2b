import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAgreementHtml } from '../endpoints/agreements';
import { AGREEMENT_URL_KEYS, type AgreementKind } from '../schemas/agreements';
import { useConfig } from './config';
import { apiKeys } from './keys';

/** The agreement of `kind` as sent, from `url` (the configuration's; without one, the query fails). */
export function agreementQueryOptions(kind: AgreementKind, url: string | undefined) {
  return queryOptions({
    queryKey: [...apiKeys.all, 'agreements', kind, url ?? null] as const,
    queryFn: async ({ signal }) => {
      if (!url) throw new Error(`no ${kind} agreement configured`);
      return getAgreementHtml(url, { signal });
    },
  });
}

/**
 * The agreement of `kind` once the configuration has named its address, passed through `sanitize` once per
 * answer. The sanitiser is the caller's to give (it lives in the UI, which this package never imports), and
 * it is required so that no caller gets the raw HTML by accident.
 */
export function useAgreement<T>(kind: AgreementKind, sanitize: (html: string) => T) {
  const config = useConfig();
  return useQuery({
    ...agreementQueryOptions(kind, config.data?.[AGREEMENT_URL_KEYS[kind]]),
    enabled: config.isSuccess,
    select: sanitize,
  });
}
