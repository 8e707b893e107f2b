import { readSession } from '@creator/api/react/session';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/*
 * The session is read on every navigation rather than subscribed to: signing out and an expired session
 * both leave the page as it is for the contract's 500 ms before going to /login themselves.
 */

/** Pages behind the session: without authentication_token, uregion and country, /login. */
export function RequireSession() {
  useLocation();
  return readSession().signedIn ? <Outlet /> : <Navigate to="/login" replace />;
}

/** /login for a visitor who is already signed in: /home. */
export function SignedOutOnly() {
  useLocation();
  return readSession().signedIn ? <Navigate to="/home" replace /> : <Outlet />;
}
