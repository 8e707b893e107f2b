import { apiSession, onSessionExpired } from '@creator/api/client/config';
import { describeError } from '@creator/api/client/errors';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { withLaterMessages } from '../i18n/load-messages';
import { useNavigate } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { notify } from './notify';
import { REDIRECT_DELAY_MS } from './redirect-delay';
import { setErrorNavigator } from './report-error';

const Toaster = lazy(withLaterMessages(() => import('./toaster')));


/**
 * What every page shares: the error boundary, the toaster, the redirect display mode and the
 * session-expired event (a 401 from any call shows the server's message, then /login).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => setErrorNavigator((href) => navigate(href)), [navigate]);
  useEffect(
    () =>
      onSessionExpired((error) => {
        notify({ tone: 'error', message: describeError(error).message });
        setTimeout(() => {
          apiSession().clear();
          navigate('/login', { replace: true });
        }, REDIRECT_DELAY_MS);
      }),
    [navigate],
  );
  return (
    <>
      <ErrorBoundary>{children}</ErrorBoundary>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
