import type { Hono } from 'hono';
import { handle } from '../routing';
import type { AppEnv } from '../services';
import { changePassword, checkEmailCode, resetPassword, sendEmailCode } from './password';
import { fetchCaptcha, login, logout, verifyCaptcha } from './sign-in';

/** The auth, logout and password areas: captcha, sign-in, sign-out, the forgotten password, the change. */
export function authRoutes(app: Hono<AppEnv>): void {
  handle(app, 'fetchCaptcha', fetchCaptcha);
  handle(app, 'verifyCaptcha', verifyCaptcha);
  handle(app, 'login', login);
  handle(app, 'loginViaAccount', login);
  handle(app, 'logout', logout);
  handle(app, 'sendEmailCode', sendEmailCode);
  handle(app, 'checkEmailCode', checkEmailCode);
  handle(app, 'resetPassword', resetPassword);
  handle(app, 'changePassword', changePassword);
}
