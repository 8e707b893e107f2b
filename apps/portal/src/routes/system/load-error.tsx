import { lazy, Suspense, type ReactNode } from 'react';
import { useErrorText } from '../../components/error-text';

// Its own chunk: every page can fail to load, few do, and none pays for the retry view before one does. Should the
// chunk fail as well (the network is gone), the page's error element takes over, with its own retry.
const ErrorRetry = lazy(() =>
  import('@creator/ui/error-retry').then((module) => ({ default: module.ErrorRetry })),
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
