import { Button } from '@creator/ui/button';
import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useErrorText } from '../../components/error-text';

/**
 * The retry view when its own chunk cannot come (the network is gone, and Chromium keeps that fetch failed for
 * the page's life): the same reason and retry, plainly, so that a read that fails offline never takes the page
 * down with it.
 */
function PlainRetry({
  onRetry,
  retrying,
  title,
  description,
}: Omit<Props, 'error' | 'variant'> & { description?: ReactNode }) {
  return (
    <div
      data-slot="error-retry"
      role="alert"
      className="flex flex-col items-center gap-3 rounded-md border border-line bg-surface px-6 py-10 text-center"
    >
      {title ? <p className="text-base font-medium text-ink">{title}</p> : null}
      <p dir="auto" className="max-w-lg text-sm break-words text-ink-muted">
        {description}
      </p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        <FormattedMessage id="portal.error.retry" defaultMessage="Retry" />
      </Button>
    </div>
  );
}

// Its own chunk: every page can fail to load, few do, and none pays for the retry view before one does.
const ErrorRetry = lazy(() =>
  import('@creator/ui/error-retry').then(
    (module) => ({ default: module.ErrorRetry }),
    () => ({ default: PlainRetry }),
  ),
);

interface Props {
  onRetry: () => void;
  /** The failure, whose text (the server's, or the generic one) is shown under the title. */
  error?: unknown;
  retrying?: boolean;
  title?: ReactNode;
  variant?: 'page' | 'inline';
}

/**
 * What a page shows in place of data that failed to load: the reason and a retry. The query behind it is
 * silent (`meta.display`), so the failure is said once, here, never also in a toast. The view is downloaded
 * the first time a load fails.
 */
export function LoadError({ onRetry, error, retrying, title, variant = 'inline' }: Props) {
  const description = useErrorText(error);
  return (
    <Suspense fallback={null}>
      <ErrorRetry
        variant={variant}
        onRetry={onRetry}
        retrying={retrying}
        title={title}
        description={description}
      />
    </Suspense>
  );
}
