import { onSessionExpired } from '@creator/api/client/config';
import { describeError } from '@creator/api/client/errors';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { CookieBanner } from '../components/cookie-banner';
import { withLaterMessages } from '../i18n/load-messages';
import { notify, whenToastRaised } from './notify';
import { setErrorNavigator } from './report-error';

const Toaster = lazy(withLaterMessages(() => import('./toaster')));

/**
 * The root route's frame, which every page shares: the redirect display mode, the session-expired event (a 401
 * from any call shows the server's message, then /login), the cookie notice and the toaster. The toaster (and
 * sonner with it) is fetched when the first toast is raised, not with the page; that toast waits in notify's
 * queue meanwhile.
 */
export function AppFrame() {
  const navigate = useNavigate();
  const [toasterWanted, setToasterWanted] = useState(false);
  useEffect(() => whenToastRaised(() => setToasterWanted(true)), []);
  useEffect(() => setErrorNavigator((href) => void navigate(href)), [navigate]);
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
      <Outlet />
      <CookieBanner />
      {toasterWanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
