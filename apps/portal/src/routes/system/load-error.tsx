import { ErrorRetry } from '@creator/ui/error-retry';
import type { ReactNode } from 'react';
import { useErrorText } from '../../components/error-text';

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
 * silent (`meta.display`), so the failure is said once, here, never also in a toast.
 */
export function LoadError({ onRetry, error, retrying, title, variant = 'inline' }: Props) {
  const description = useErrorText(error);
  return (
    <ErrorRetry
      variant={variant}
      onRetry={onRetry}
      retrying={retrying}
      title={title}
      description={description}
    />
  );
}
