import { apiSession } from '@creator/api/client/config';
import { useSession } from '@creator/api/react/session';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { withLaterMessages } from '../i18n/load-messages';

// Not part of the first load: the notice floats above the page, so it may arrive a moment after it.
const CookieBannerView = lazy(
  withLaterMessages(() => import('@creator/ui/cookie-banner').then((module) => ({ default: module.CookieBanner }))),
);

/** The cookie notice, until accepted (kept in local storage); the agreement pages are read without it. */
export function CookieBanner() {
  const { cookieAccepted } = useSession();
  const { pathname } = useLocation();
  if (cookieAccepted || pathname.startsWith('/agreement')) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerView
        onAccept={() => apiSession().acceptCookies()}
        renderPolicyLink={(props) => <Link to="/agreement/cookie" {...props} />}
      />
    </Suspense>
  );
}
