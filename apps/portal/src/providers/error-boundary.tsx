import { describeError } from '@creator/api/client/errors';
import { Button } from '@creator/ui/button';
import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface State {
  error: unknown;
}

/** The one error boundary: a render or chunk-loading failure shows the generic text with a retry. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const { message } = describeError(this.state.error);
    return (
      <main role="alert" className="grid min-h-screen place-items-center gap-4 p-6 text-center">
        <p className="text-lg text-ink">
          {typeof message === 'string' ? message : <FormattedMessage {...message} />}
        </p>
        {/* A reload, since a chunk that failed to load stays failed inside React.lazy. */}
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="portal.error.retry" defaultMessage="Retry" />
        </Button>
      </main>
    );
  }
}
