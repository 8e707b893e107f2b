import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAgreementHtml } from '../endpoints/agreements';
import { AGREEMENT_URL_KEYS, type AgreementKind } from '../schemas/agreements';
import { useConfig } from './config';
import { apiKeys } from './keys';
import type { ApiMeta } from './query-client';

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
export function useAgreement<T>(
  kind: AgreementKind,
  sanitize: (html: string) => T,
  { meta }: { meta?: ApiMeta } = {},
) {
  const config = useConfig({ meta });
  const url = config.data?.[AGREEMENT_URL_KEYS[kind]];
  const agreement = useQuery({
    ...agreementQueryOptions(kind, url),
    enabled: config.isSuccess,
    select: sanitize,
    meta,
  });
  // Either call may fail: the page shows one failure and one retry, which asks again for what failed.
  const failed = config.isError ? config : agreement.isError ? agreement : undefined;
  return {
    html: agreement.data,
    /** The configured address, for a way to open the document itself when it cannot be fetched. */
    url,
    error: failed?.error ?? null,
    retrying: failed?.isFetching ?? false,
    retry: () => void failed?.refetch(),
  };
}
