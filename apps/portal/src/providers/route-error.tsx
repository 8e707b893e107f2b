import { describeError } from '@creator/api/client/errors';
import { Button } from '@creator/ui/button';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router-dom';

/** The generic text of a failed render, loader or chunk, with a retry. */
function FailureText() {
  const { message } = describeError(useRouteError());
  return (
    <>
      {/* The server's sentence takes its own direction; ours, the page's. */}
      <p dir={typeof message === 'string' ? 'auto' : undefined} className="text-lg text-ink">
        {typeof message === 'string' ? message : <FormattedMessage {...message} />}
      </p>
      {/* A reload, since the router keeps a chunk that failed to load as failed. */}
      <Button onClick={() => window.location.reload()}>
        <FormattedMessage id="portal.error.retry" defaultMessage="Retry" />
      </Button>
    </>
  );
}

/** The root route's error element: what fails outside any page (the frame, a page without the layout). */
export function RouteError() {
  return (
    <main role="alert" className="grid min-h-screen place-items-center content-center gap-4 p-6 text-center">
      <FailureText />
    </main>
  );
}

/** A page of the signed-in layout that failed: shown in the layout's content, the top bar and menu stay. */
export function PageError() {
  return (
    <div role="alert" className="grid min-h-[50vh] place-items-center content-center gap-4 text-center">
      <FailureText />
    </div>
  );
}
