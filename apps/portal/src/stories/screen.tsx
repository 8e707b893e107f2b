import { STORY_VIEWPORTS } from '@creator/ui/lib/story-viewports';
import { configureApiClient } from '@creator/api/client/config';
import { createSessionStore, SESSION_KEYS, type SessionStore } from '@creator/api/client/session';
import { fixtures, FIXTURE_NOW } from '@creator/api/mocks/fixtures';
import { handlers } from '@creator/api/mocks/handlers';
import { localeOf } from '@creator/domain/locales';
import { memoryStorage } from '@creator/domain/storage';
import { toast } from '@creator/ui/toast';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { Suspense, useState, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { setClock } from '../providers/clock';
import { listenToToasts } from '../providers/notify';
import { clearQueryCache, QueryProvider } from '../providers/query-provider';
import { rootRoute } from '../routes/route-table';
import { PageFallback } from '../routes/system/page-fallback';

/*
 * The harness of the screen stories (STYLE.md, "A screen story"): the real page inside the providers the app
 * gives it, on the mocks of packages/api. The preview's decorator (.storybook/preview.tsx) already provides
 * react-intl with every catalogue of the chosen locale and Radix's direction; this adds the rest of app.tsx:
 * a data router (in memory, opened at the page's address) under the route table's root route (AppFrame: toaster,
 * error display, session expiry; RouteError), and a session and query cache of the story's own.
 *
 *   const meta = {
 *     title: 'Screens/Home',
 *     component: HomePage,
 *     tags: ['!autodocs'],
 *     ...screen({ path: '/home' }),
 *   } satisfies Meta<typeof HomePage>;
 *   export const Empty: Story = { beforeEach: ({ msw }) => msw.use(answer('getHome', fixtures.homeEmpty)) };
 *
 * Tags stay literal in the story file, since Storybook indexes it without running it; `!autodocs`, since a docs
 * page would render every state at once on one MSW worker, one session and one query cache.
 */

/** `parameters.screen` of a screen story; a story overrides any of it (parameters merge). */
export interface ScreenParameters {
  /** The address the screen opens at, with its query (`/exception?errorCode=…`). */
  path: string;
  /**
   * The route pattern the story's component answers, its path's pathname by default; `/*` gives it every
   * address (a layout whose story renders its own child routes). Any other address shows where the screen went.
   */
  route?: string;
  /** A session in the local storage (the signed-in pages), or none (sign-in, the forgotten password). */
  signedIn?: boolean;
}

/** The viewport toolbar's sizes with the phone's, plus the portal's own on each side of its 1190 px breakpoint. */
const SCREEN_VIEWPORTS = {
  ...STORY_VIEWPORTS,
  portalWide: { name: 'Portal, 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  portalNarrow: {
    name: 'Portal, below 1190 px (1024 px)',
    styles: { width: '1024px', height: '800px' },
    type: 'desktop',
  },
} as const;

/**
 * `globals` of a story shown at the portal's 1280 px, or at 1024 px where the side menu narrows: the toolbar and
 * the story tests (and so their screenshots) size the window from them. A narrow story also carries the
 * `viewport-narrow` tag, which the screenshot step checks against the window (tests/visual/story-screenshot.ts).
 */
export const WIDE_VIEWPORT = { viewport: { value: 'portalWide', isRotated: false } };
export const NARROW_VIEWPORT = { viewport: { value: 'portalNarrow', isRotated: false } };
/** A 360 px touch phone: a phone story also carries `viewport-narrow` and ends its play with `expectFitsThePhone`. */
export { expectFitsThePhone, onThePhone, PHONE_VIEWPORT } from '@creator/ui/lib/story-viewports';

/** A fresh session per story, over a map rather than the browser's storage: nothing carries to the next one. */
function storySession({ signedIn = true }: ScreenParameters, locale: unknown): SessionStore {
  const signedInKeys: Array<[string, string]> = [
    [SESSION_KEYS.token, fixtures.login.authentication_token],
    [SESSION_KEYS.uregion, fixtures.login.uregion],
    [SESSION_KEYS.country, fixtures.login.country],
  ];
  return createSessionStore(
    memoryStorage([
      [SESSION_KEYS.clang, localeOf(locale)],
      // The cookie notice floats above every page until accepted; screens are shown without it.
      [SESSION_KEYS.cookieAccepted, 'true'],
      ...(signedIn ? signedInKeys : []),
    ]),
  );
}

/** Toasts raised after the previous story's toaster went away wait in the queue of notify.ts: drop them. */
function dropWaitingToasts(): void {
  listenToToasts(() => undefined)();
}

/**
 * Before each screen story (and before the story's own `beforeEach`, whose `msw.use` overrides go in front):
 * an empty query cache, no toast left over, the story's session, and every route answering its default fixture
 * (`extra` handlers go in front: the screen's addresses outside the contract table, such as an agreement's, or
 * a route every story of the screen answers otherwise).
 */
function setUpScreen(extra: readonly HttpHandler[]) {
  return <TArgs,>({ msw, parameters, globals }: StoryContext<TArgs>) => {
    clearQueryCache();
    dropWaitingToasts();
    // The pages judge time (an item's edit window) at the fixtures' moment, so a story looks the same any day.
    setClock(() => FIXTURE_NOW * 1000);
    configureApiClient({
      baseUrl: '',
      session: storySession(parameters.screen as ScreenParameters, globals.locale),
    });
    msw.use(...extra, ...handlers);
    return () => {
      // Cancels what is still in flight (a route that never answers), so that nothing lands in the next story.
      clearQueryCache();
      toast.dismiss();
      setClock(undefined);
    };
  };
}

// How play functions name what they look for, in the locale the story runs in: ui's, for every story.
export { localized } from '@creator/ui/lib/story-intl';

/**
 * Options of `getByLabelText` that match a field's label as assistive technology reads it, without the
 * required marker (`*`, hidden from it): for the controls without a role of their own, such as a password.
 */
export const LABEL_AS_READ = {
  normalizer: (text: string) => text.replace(/\s+/gu, ' ').replace(/ ?\*$/u, '').trim(),
};

/** Where the screen went (a link, a redirect): the address, since that page is another story's. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return (
    <main className="p-6" data-testid="screen-elsewhere">
      <h1 className="font-mono text-lg text-ink">{`${pathname}${search}`}</h1>
    </main>
  );
}

/**
 * The query client, which the app gives the signed-in pages through their layout (the layout, /forgot and the
 * agreements bring the same one), and a fallback for the widgets a page loads lazily.
 */
function PageFrame() {
  return (
    <QueryProvider>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </QueryProvider>
  );
}

function ScreenHarness({ page, screen }: { page: ReactNode; screen: ScreenParameters }) {
  const [router] = useState(() => {
    const route = screen.route ?? new URL(screen.path, 'http://screen').pathname;
    // A signed-in page sits in the layout's content, which keeps a margin on a phone (the desk's screens were
    // taken without it, and keep their baselines).
    const framed = screen.signedIn !== false && route !== '/*';
    const children: RouteObject[] = [
      { path: route, element: framed ? <div className="max-sm:p-4">{page}</div> : page },
    ];
    if (route !== '/*') children.push({ path: '*', element: <Elsewhere /> });
    // The root route of the route table (its frame and error element), as the app has it.
    return createMemoryRouter([{ ...rootRoute, children: [{ Component: PageFrame, children }] }], {
      initialEntries: [screen.path],
    });
  });
  return <RouterProvider router={router} />;
}

const withScreen: Decorator = (Story, { parameters }) => (
  <ScreenHarness page={<Story />} screen={parameters.screen as ScreenParameters} />
);

/**
 * The annotations every screen story's meta spreads in: the harness, its set-up, and a full-window layout.
 * `extra` handlers answer the screen's addresses outside the contract table, or override a route's default
 * for every story of the screen.
 */
export function screen(parameters: ScreenParameters, extra: readonly HttpHandler[] = []) {
  return {
    decorators: [withScreen],
    beforeEach: setUpScreen(extra),
    parameters: { layout: 'fullscreen', screen: parameters, viewport: { options: SCREEN_VIEWPORTS } },
  };
}
