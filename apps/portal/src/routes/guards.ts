import { readSession } from '@creator/api/react/session';
import { redirect, type MiddlewareFunction } from 'react-router-dom';

/*
 * Route middleware runs before any loader of the routes below it (pages are fetched by their loaders:
 * routes/lazy-route.tsx) and on every navigation, so a refused visitor downloads nothing of the page and no
 * loader asks the server without a session, and a session ended in another tab is noticed at the next click.
 * The guards do not watch the session between navigations: signing out and an expired session go to /login
 * themselves, the contract's 500 ms after the message (the signed-in frame shows its spinner once the session
 * is gone: layout/main-layout.tsx).
 */

/** Pages behind the session: without authentication_token, uregion and country, /login. */
export const requireSession: MiddlewareFunction = () => {
  if (!readSession().signedIn) throw redirect('/login');
};

/** /login for a visitor who is already signed in: /home. */
export const signedOutOnly: MiddlewareFunction = () => {
  if (readSession().signedIn) throw redirect('/home');
};
