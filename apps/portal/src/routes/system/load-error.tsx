import { ErrorRetry } from '@creator/ui/error-retry';
import { FormattedMessage } from 'react-intl';

/** The layout when the account or the access list could not load: a retry, never a 403. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorRetry
      variant="page"
      onRetry={onRetry}
      title={<FormattedMessage id="portal.layout.loadFailed" defaultMessage="Your account could not be loaded." />}
    />
  );
}
