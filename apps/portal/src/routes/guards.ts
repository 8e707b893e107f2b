import { readSession } from '@creator/api/react/session';
import { redirect, type MiddlewareFunction } from 'react-router-dom';

/*
 * Route middleware runs before any loader of the routes below it and on every navigation, so a page's loader
 * never asks the server for a visitor without a session, and a session ended in another tab is noticed at the
 * next click. Signing out and an expired session leave the page as it is for the contract's 500 ms, then go
 * to /login themselves.
 */

/** Pages behind the session: without authentication_token, uregion and country, /login. */
export const requireSession: MiddlewareFunction = () => {
  if (!readSession().signedIn) throw redirect('/login');
};

/** /login for a visitor who is already signed in: /home. */
export const signedOutOnly: MiddlewareFunction = () => {
  if (readSession().signedIn) throw redirect('/home');
};
