import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { MessagePart } from '../i18n/load-messages';
import { AppFrame } from '../providers/app-frame';
import { PageError, RouteError } from '../providers/route-error';
import { requireSession, signedOutOnly } from './guards';
import { lazyRoute } from './lazy-route';
import { PageFallback } from './system/page-fallback';

type Load = Parameters<typeof lazyRoute>[0];

/** A page of its own (no layout): a failure of its own fills the window; the app's frame stays. */
const page = (path: string, load: Load, options?: Parameters<typeof lazyRoute>[1]): RouteObject => ({
  path,
  ...lazyRoute(load, options),
  ErrorBoundary: RouteError,
});

/** A page inside the signed-in layout: a failure of its own shows in the layout's content, under the top bar. */
const inLayout = (path: string, load: Load, options: { messages: MessagePart }): RouteObject => ({
  path,
  ...lazyRoute(load, options),
  ErrorBoundary: PageError,
  handle: { messages: options.messages },
});

/** The pages of the signed-in layout; a redirect among them names no part of the messages. */
const signedIn: RouteObject[] = [
  inLayout('home', () => import('./home/home-page'), { messages: 'home' }),
  { path: 'account', loader: () => redirect('/account/info') },
  inLayout('account/info', () => import('./account/info-page'), { messages: 'account' }),
  inLayout('account/password', () => import('./account/password-page'), { messages: 'account' }),
  { path: 'notice', loader: () => redirect('/notice/message') },
  inLayout('notice/message', () => import('./notices/notices-page'), { messages: 'notices' }),
  inLayout('preview', () => import('./preview/preview-page'), { messages: 'preview' }),
  // One page: /content opens the first section the show types allow; the section is the path.
  ...['content', 'content/post', 'content/article'].map((path) =>
    inLayout(path, () => import('./content/content-page'), { messages: 'content' }),
  ),
  // One page: /creator opens the first creation tab the show types allow.
  ...['creator', 'creator/post'].map((path) =>
    inLayout(path, () => import('./creator/post-page'), { messages: 'creator' }),
  ),
  inLayout('creator/editor', () => import('./creator/editor-page'), { messages: 'editor' }),
  inLayout('creator/draft', () => import('./creator/drafts-page'), { messages: 'drafts' }),
  inLayout('aigc', () => import('./polish-tasks/polish-tasks-page'), { messages: 'polish-tasks' }),
  inLayout('aigc/edit', () => import('./polish-tasks/polish-task-edit-page'), {
    messages: 'polish-task-edit',
  }),
];

/** The part of the messages of the signed-in page an address leads to. */
export function signedInPart({ request }: Pick<LoaderFunctionArgs, 'request'>): MessagePart | undefined {
  const page = matchRoutes(signedIn, new URL(request.url).pathname)?.at(-1)?.route;
  return (page?.handle as { messages?: MessagePart } | undefined)?.messages;
}

/**
 * The root route: what every page shares (providers, cookie notice) and its error element, for a failure of
 * the frame itself (every page has its own). The screen stories put their page under the same one.
 */
export const rootRoute = {
  Component: AppFrame,
  ErrorBoundary: RouteError,
  // Shown where a router renders before its first navigation is over (the screen stories). The app renders
  // only once it is (main.tsx): until then index.html's first paint shows.
  HydrateFallback: PageFallback,
} satisfies RouteObject;

/**
 * The route table of the spec. Every page is its own chunk, fetched by its route's loader after the guards
 * (with the page's own loader, if it has one) before the page renders: the first load holds only the router,
 * the providers and this table.
 */
export const routes: RouteObject[] = [
  {
    ...rootRoute,
    children: [
      { index: true, loader: () => redirect('/home') },
      {
        ...page('login', () => import('./sign-in/sign-in-page'), { firstLoad: true }),
        middleware: [signedOutOnly],
      },
      page('forgot', () => import('./forgot/forgot-page'), { messages: 'forgot' }),
      { path: 'agreement', loader: () => redirect('/agreement/privacy') },
      page('agreement/:kind', () => import('./agreement/agreement-page')),
      page('exception', () => import('./system/exception-page')),
      {
        middleware: [requireSession],
        // The layout takes the shared rest of the messages from the part of the page below (one file).
        ...lazyRoute(() => import('../layout/main-layout'), { messagesBelow: signedInPart }),
        children: signedIn,
      },
      page('*', () => import('./not-found')),
    ],
  },
];
