import { redirect, type RouteObject } from 'react-router-dom';
import { AppFrame } from '../providers/app-frame';
import { RouteError } from '../providers/route-error';
import { requireSession, signedOutOnly } from './guards';
import { lazyRoute } from './lazy-route';
import { PageFallback } from './system/page-fallback';

/** The sections whose pages come with later issues: shown inside the real layout meanwhile. */
const LATER_PATHS = [
  '/content',
  '/content/post',
  '/content/article',
  '/creator',
  '/creator/post',
  '/creator/editor',
  '/creator/draft',
  '/aigc',
  '/aigc/edit',
  '/account',
  '/account/info',
  '/account/password',
  '/notice',
  '/notice/message',
  '/preview',
];

const placeholder = lazyRoute(() => import('./system/placeholder-page'));

/**
 * The root route: what every page shares (providers, cookie notice) and its error element, which catches a
 * failed render, loader or chunk. The screen stories put their page under the same one.
 */
export const rootRoute = {
  Component: AppFrame,
  ErrorBoundary: RouteError,
  // Shown while the first page's chunk loads (index.html paints the same spinner before this).
  HydrateFallback: PageFallback,
} satisfies RouteObject;

/**
 * The route table of the spec. Every page is its own chunk, fetched by the router (with the page's loader, if
 * it has one) before the page renders: the first load holds only the router, the providers and this table.
 */
export const routes: RouteObject[] = [
  {
    ...rootRoute,
    children: [
      { index: true, loader: () => redirect('/home') },
      {
        path: 'login',
        middleware: [signedOutOnly],
        lazy: lazyRoute(() => import('./login/login-page'), { firstLoad: true }),
      },
      { path: 'forgot', lazy: lazyRoute(() => import('./forgot/forgot-page')) },
      { path: 'agreement', loader: () => redirect('/agreement/privacy') },
      { path: 'agreement/:kind', lazy: lazyRoute(() => import('./agreement/agreement-page')) },
      { path: 'exception', lazy: lazyRoute(() => import('./system/exception-page')) },
      {
        middleware: [requireSession],
        lazy: lazyRoute(() => import('../layout/main-layout')),
        children: [
          { path: 'home', lazy: lazyRoute(() => import('./home/home-page')) },
          ...LATER_PATHS.map((path) => ({ path, lazy: placeholder })),
        ],
      },
      { path: '*', lazy: lazyRoute(() => import('./not-found')) },
    ],
  },
];
