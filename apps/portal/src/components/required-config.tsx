import { showsFailure } from '@creator/api/react/last-seen';
import { useConfig } from '@creator/api/react/config';
import type { WebApiConfig } from '@creator/api/schemas/config';
import type { ReactElement } from 'react';
import { LoadError } from '../routes/system/load-error';

/** The configuration of a page that cannot show without it, or what the page shows instead. */
export type RequiredConfig =
  | { data: WebApiConfig; fallback?: undefined }
  | {
      data?: WebApiConfig;
      /** The failure with a retry, or nothing while the configuration loads. */
      fallback: ReactElement | null;
    };

/**
 * useConfig for a page that needs it: `fallback` is what the page returns until it can show (it stays
 * undefined once the configuration is in), so that a page reads `if (config.fallback !== undefined) return
 * config.fallback`.
 */
export function useRequiredConfig(): RequiredConfig {
  const config = useConfig();
  // A configuration last seen is shown offline (decision 0032); the server's own refusal never hides behind one.
  if (showsFailure(config))
    return {
      data: config.data,
      fallback: (
        <LoadError error={config.error} onRetry={() => void config.refetch()} retrying={config.isFetching} />
      ),
    };
  return config.data ? { data: config.data } : { fallback: null };
}
