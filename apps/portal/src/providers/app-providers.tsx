import { onSessionExpired } from '@creator/api/client/config';
import { describeError } from '@creator/api/client/errors';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { withLaterMessages } from '../i18n/load-messages';
import { useNavigate } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { notify } from './notify';
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
      onSessionExpired((error, ended) => {
        notify({ tone: 'error', message: describeError(error).message });
        void ended.then(() => navigate('/login', { replace: true }));
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
