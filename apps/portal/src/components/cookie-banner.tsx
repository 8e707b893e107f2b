import { apiSession } from '@creator/api/client/config';
import { useSession } from '@creator/api/react/session';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';

// Not part of the first chunk: the notice floats above the page, so it may arrive a moment after it. Its
// messages are in the first part of the catalogue (i18n/first-load.json): it waits for no other.
const CookieBannerView = lazy(() =>
  import('@creator/ui/cookie-banner').then((module) => ({ default: module.CookieBanner })),
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
