import { onSessionExpired } from '@creator/api/client/session-expiry';
import { describeError } from '@creator/api/client/errors';
import { browserNetwork } from '@creator/domain/network';
import { useEffect, useState, type ComponentType } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { CookieBanner } from '../components/cookie-banner';
import { withLaterMessages } from '../i18n/load-messages';
import { notify, whenToastRaised } from './notify';
import { setErrorNavigator } from './report-error';
import { ToastFallback } from './toast-fallback';

const loadToaster = withLaterMessages(() => import('./toaster'));

/**
 * The toaster, fetched the first time it is wanted. Offline that fetch fails: the toasts then show on a plain
 * bar (ToastFallback). The fetch is tried again once the browser is back online; Chromium keeps a failed module
 * fetch failed for the page's life, so there the plain bar stays until the next page load.
 */
function useToaster(wanted: boolean) {
  const [toaster, setToaster] = useState<{ View: ComponentType } | 'failed' | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    let stopWatch = () => {};
    const load = () =>
      loadToaster().then(
        (module) => active && setToaster({ View: module.default }),
        () => {
          if (!active) return;
          setToaster('failed');
          // Once, at the browser's return online.
          stopWatch = browserNetwork.onOnline(() => {
            stopWatch();
            void load();
          });
        },
      );
    void load();
    return () => {
      active = false;
      stopWatch();
    };
  }, [wanted]);
  return toaster;
}

/**
 * The root route's frame, which every page shares: the redirect display mode, the session-expired event (a 401
 * from any call shows the server's message, then /login), the cookie notice and the toaster. The toaster (and
 * sonner with it) is fetched when the first toast is raised, not with the page; that toast waits in notify's
 * queue meanwhile (and shows as a plain alert should the fetch fail).
 */
export function AppFrame() {
  const navigate = useNavigate();
  const [toasterWanted, setToasterWanted] = useState(false);
  const toaster = useToaster(toasterWanted);
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
      {toaster === 'failed' ? <ToastFallback /> : toaster ? <toaster.View /> : null}
    </>
  );
}
