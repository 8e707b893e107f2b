import { describeError } from '@creator/api/client/errors';
import { Button } from '@creator/ui/button';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router-dom';

/** The one error element: a render, loader or chunk-loading failure shows the generic text with a retry. */
export function RouteError() {
  const { message } = describeError(useRouteError());
  return (
    <main role="alert" className="grid min-h-screen place-items-center gap-4 p-6 text-center">
      <p className="text-lg text-ink">
        {typeof message === 'string' ? message : <FormattedMessage {...message} />}
      </p>
      {/* A reload, since the router keeps a chunk that failed to load as failed. */}
      <Button onClick={() => window.location.reload()}>
        <FormattedMessage id="portal.error.retry" defaultMessage="Retry" />
      </Button>
    </main>
  );
}
