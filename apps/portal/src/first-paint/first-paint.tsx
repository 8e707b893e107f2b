import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import type { MessageFormatElement } from 'react-intl';
import { StaticRouter } from 'react-router-dom';
import { DEFAULT_LOCALE, directionOf, LOCALES, storedLocale, type Locale } from '@creator/domain/locales';
import {
  contractHeaders,
  hasSession,
  REMEMBERED_NAME_KEY,
  REMEMBERED_NAME_MAX,
  SESSION_KEYS,
} from '@creator/api/client/session';
import { accountQueryOptions } from '@creator/api/react/account';
import { EARLY_CALLS_KEY, sendEarlyCalls } from '@creator/api/client/early-calls';
import { routeUrl } from '@creator/api/client/request';
import { accountAnswerSchema, getAccountRoute, getUserResourcesRoute } from '@creator/api/schemas/account';
import { CONFIG_BATCH_INPUT, configRoutes } from '@creator/api/schemas/config';
import { contentRoutes } from '@creator/api/schemas/content';
import { homeRoutes } from '@creator/api/schemas/home';
import { noticesRoutes } from '@creator/api/schemas/notices';
import { contentListRequest, readContentFilters } from '@creator/forms/rules/content-filters';
import arEG from '../i18n/compiled/ar-EG.json';
import enUS from '../i18n/compiled/en-US.json';
import idID from '../i18n/compiled/id-ID.json';
import zhHansCN from '../i18n/compiled/zh-Hans-CN.json';
import arEGHome from '../i18n/compiled/ar-EG.home.json';
import enUSHome from '../i18n/compiled/en-US.home.json';
import idIDHome from '../i18n/compiled/id-ID.home.json';
import zhHansCNHome from '../i18n/compiled/zh-Hans-CN.home.json';
import { PortalIntlProvider } from '../i18n/intl-provider';
import { requireSession } from '../routes/guards';
import HomePage from '../routes/home/home-page';
import { routes } from '../routes/route-table';
import SignInPage from '../routes/sign-in/sign-in-page';
import { PageFrameSkeleton } from '@creator/ui/page-frame';
import { Brand } from '../layout/brand';
import { inlineCall } from './inline-call';
import { routerPath } from '@creator/forms/rules/address';
import { WITHOUT_MENU } from '../layout/frame-paths';
import { warmIntlScript, warmIntlSetup } from './warm-intl';

/*
 * The first paint, in the HTML (decision 0027). index.html holds, as rendered at build time in each locale, the
 * sign-in page and the signed-in frame's skeleton (with and without the side menu), as inert text, and a small
 * inline script that, before the first paint, puts the visitor's one in place: the sign-in page where the address
 * leads a visitor without a session to it (/login, or a page behind the session), the frame where it leads a
 * creator with one. They show as soon as the HTML and the style sheet are in; the bundle then renders the live
 * page over them. Until then they are inert and hidden from assistive technology: nothing can be typed that the
 * live page would lose. Held as text, not <template>s: the HTML parser builds only the one shown.
 */

type Compiled = Record<string, MessageFormatElement[]>;

const FIRST_MESSAGES: Record<Locale, Compiled> = {
  'en-US': enUS as Compiled,
  'zh-Hans-CN': zhHansCN as Compiled,
  'id-ID': idID as Compiled,
  'ar-EG': arEG as Compiled,
};

/** The home page's part of the messages (the rest of them loads with its chunk). */
const HOME_MESSAGES: Record<Locale, Compiled> = {
  'en-US': enUSHome as Compiled,
  'zh-Hans-CN': zhHansCNHome as Compiled,
  'id-ID': idIDHome as Compiled,
  'ar-EG': arEGHome as Compiled,
};

/** The sign-in page as the live page first renders it, in `locale`. */
export function renderSignIn(locale: Locale): string {
  return renderToString(
    <PortalIntlProvider locale={locale} messages={FIRST_MESSAGES[locale]}>
      <StaticRouter location="/login">
        <SignInPage />
      </StaticRouter>
    </PortalIntlProvider>,
  );
}

/** The signed-in frame as the layout first renders it while the account loads, in `locale`. */
export function renderFrame(locale: Locale, menu: boolean): string {
  return renderToString(
    <PortalIntlProvider locale={locale} messages={FIRST_MESSAGES[locale]}>
      <PageFrameSkeleton brand={<Brand />} menu={menu} />
    </PortalIntlProvider>,
  );
}

/**
 * Where the creator's remembered screen name goes in a page's first paint: text no message or name holds (two
 * private-use characters around a word), which the inline script replaces, as text, with the name.
 */
export const NAME_MARKER = '\uE000name\uE000';

/**
 * The home page in the frame, as it first renders with the account in and its figures on their way: the
 * greeting with the creator's name (NAME_MARKER here), the figures' places. The page itself renders it, so the
 * live page's first render draws the greeting where and as large as this one.
 */
export function renderHome(locale: Locale): string {
  const client = new QueryClient();
  client.setQueryData(
    accountQueryOptions().queryKey,
    accountAnswerSchema.parse({ user_id: 1, screen_name: NAME_MARKER }),
  );
  return renderToString(
    <PortalIntlProvider locale={locale} messages={{ ...FIRST_MESSAGES[locale], ...HOME_MESSAGES[locale] }}>
      <QueryClientProvider client={client}>
        <StaticRouter location="/home">
          <PageFrameSkeleton brand={<Brand />}>
            <HomePage />
          </PageFrameSkeleton>
        </StaticRouter>
      </QueryClientProvider>
    </PortalIntlProvider>,
  );
}

/** What index.html holds for the inline script to paint: `<prefix><name>-<locale>`. */
const PAINTS = {
  'sign-in': renderSignIn,
  frame: (locale: Locale) => renderFrame(locale, true),
  'frame-bare': (locale: Locale) => renderFrame(locale, false),
  // The pages with a first paint of their own (FirstPaintSetup.pages).
  'page-home': renderHome,
} as const;

/**
 * What the inline script needs: the locales with their direction, the session's keys, the paths it paints, and
 * the files of each page of the route table.
 */
export interface FirstPaintSetup {
  locales: Record<string, 'ltr' | 'rtl'>;
  fallback: string;
  languageKey: string;
  /** Where the session's values are stored (the session store's keys). */
  sessionKeys: Pick<typeof SESSION_KEYS, 'token' | 'uregion' | 'country' | 'clientId'>;
  /** Where the creator's screen name is remembered, the most of it read, and its place in a page's paint. */
  name: { key: string; max: number; marker: string };
  /**
   * The signed-in pages with a first paint of their own, by path: the name of their template. One that holds
   * the name's marker is painted only with a remembered name; the frame's otherwise.
   */
  pages: Record<string, string>;
  /** The paths that lead a visitor without a session to the sign-in page, and one with a session to the frame. */
  signInPaths: string[];
  /** The signed-in pages shown without the side menu. */
  withoutMenu: readonly string[];
  templatePrefix: string;
  /** The attribute of index.html's spinner in #root, hidden until the script shows it where it paints no page. */
  spinner: string;
  /**
   * The JavaScript files of each path of the route table (`:name` matches a segment, `*` any other path), from
   * the build: what the page's first load fetches besides the first chunk, preloaded at once rather than after
   * the first chunk has come and run.
   */
  preloads: Record<string, string[]>;
  /**
   * The calls a signed-in first load makes at once, sent early (client/early-calls.ts in @creator/api): the
   * frame's on every page behind the session, and each page's own by its path, in its default view (no query).
   */
  early: { frame: string[]; pages: Record<string, string[]>; key: string };
}

/**
 * What the signed-in frame asks for at once (the layout's loader: the account, the access list, the
 * configuration; the top bar: the unread count), and what some pages' loaders ask for in their default view (no
 * query string): the home page's figures, a content section's first page. The same addresses as the client's
 * calls, which adopt them (the end-to-end test checks that each goes out once).
 */
export function earlyCalls(): FirstPaintSetup['early'] {
  const firstPage = (section: 'post' | 'article') =>
    routeUrl(contentRoutes.listContent, {
      query: { ...contentListRequest(section, readContentFilters(new URLSearchParams())) },
    });
  return {
    frame: [
      routeUrl(getAccountRoute),
      routeUrl(getUserResourcesRoute),
      routeUrl(configRoutes.getConfigBatch, CONFIG_BATCH_INPUT),
      routeUrl(noticesRoutes.getUnreadCount),
    ],
    pages: {
      '/home': [routeUrl(homeRoutes.getHome)],
      '/content/post': [firstPage('post')],
      '/content/article': [firstPage('article')],
    },
    key: EARLY_CALLS_KEY,
  };
}

/**
 * The inline script's work, run in the page before the first paint (serialised by `firstPaintScript`, so it
 * names nothing outside itself): the locale; then, where the address leads, the sign-in page or the signed-in
 * frame with the calls it makes at once (sent with `send` into `global`); the files of the page to preload.
 * `signedIn` is the session's own rule (`hasSession`), `headersOf` the client's headers (`contractHeaders`),
 * `sendEarly` the early calls' (`sendEarlyCalls`), `matchPath` the router's reading of a path (`routerPath`),
 * `readLocale` the stored locale's (`storedLocale`: the session's answer, which main.tsx takes); `storage` is a
 * getter, as reading `localStorage` itself throws where storage is blocked.
 */
export function chooseFirstPaint(
  setup: FirstPaintSetup,
  signedIn: typeof hasSession,
  headersOf: typeof contractHeaders,
  sendEarly: typeof sendEarlyCalls,
  matchPath: typeof routerPath,
  readLocale: typeof storedLocale,
  storage: () => Pick<Storage, 'getItem'>,
  doc: Pick<
    Document,
    'getElementById' | 'querySelector' | 'documentElement' | 'createElement' | 'head' | 'createTreeWalker'
  >,
  pathname: string,
  search: string,
  global: Record<string, unknown>,
  send: (url: string, init: RequestInit) => Promise<Response>,
  now: () => number,
): void {
  let session = false;
  let name = '';
  const values: Partial<Record<keyof FirstPaintSetup['sessionKeys'], string | null>> = {};
  try {
    const store = storage();
    for (const [key, item] of Object.entries(setup.sessionKeys))
      values[key as keyof typeof values] = store.getItem(item);
    name = (store.getItem(setup.name.key) ?? '').slice(0, setup.name.max);
    session = signedIn(values.token ?? null, values.uregion ?? null, values.country ?? null);
  } catch {
    // Storage refused (a privacy mode): no session.
  }
  const locale = readLocale(storage, setup.languageKey, Object.keys(setup.locales), setup.fallback);
  doc.documentElement.lang = locale;
  doc.documentElement.dir = setup.locales[locale]!;
  const path = matchPath(pathname);
  // Home from sign-in and the index, with a session.
  const target = path === '/' || path === '/login' ? '/home' : path;
  const segments = target.split('/');
  const pattern =
    Object.keys(setup.preloads).find((key) => {
      const parts = key.split('/');
      return (
        parts.length === segments.length &&
        parts.every((part, i) => part === segments[i] || part.startsWith(':'))
      );
    }) ?? '*';
  // Paints a template; one with the name's place only with a name, which goes in as text, never as markup.
  const paint = (template: string) => {
    const source = doc.getElementById(`${setup.templatePrefix}${template}-${locale}`);
    const root = doc.getElementById('root');
    const html = source?.textContent ?? '';
    if (!source || !root || (!name && html.includes(setup.name.marker))) return false;
    root.innerHTML = html;
    const texts = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
    for (let text = texts.nextNode(); text; text = texts.nextNode())
      if (text.nodeValue?.includes(setup.name.marker))
        text.nodeValue = text.nodeValue.split(setup.name.marker).join(name);
    return true;
  };
  const painted =
    setup.signInPaths.includes(path) &&
    (!session
      ? paint('sign-in')
      : (Object.hasOwn(setup.pages, target) && paint(setup.pages[target]!)) ||
        paint(setup.withoutMenu.includes(target) ? 'frame-bare' : 'frame'));
  // Elsewhere (a page outside the session), index.html's spinner, hidden until now.
  if (!painted) doc.querySelector<SVGElement>(`[${setup.spinner}]`)?.style.removeProperty('visibility');
  // The sign-in page paints from the HTML: its scripts can wait their turn behind the style sheet it needs.
  if (!session && setup.signInPaths.includes(path)) return;
  // A page that waits for its scripts: those of the page the address leads to, fetched now rather than after the
  // first chunk has come and run.
  for (const file of setup.preloads[pattern] ?? []) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    doc.head.appendChild(link);
  }
  if (session && setup.signInPaths.includes(path)) {
    // The frame's calls and the page's, sent now rather than once the bundle has come and run, after the files
    // (which the page needs first, and a browser has few connections). Without a client id yet, the client makes
    // one, and its calls would not be these.
    const { token, uregion, country, clientId } = values;
    if (clientId)
      sendEarly(
        [
          ...setup.early.frame,
          ...(!search && Object.hasOwn(setup.early.pages, target) ? setup.early.pages[target]! : []),
        ],
        headersOf(token ?? null, uregion ?? '', country ?? '', locale, clientId),
        global,
        setup.early.key,
        send,
        now,
      );
  }
}

/** The paths of the route table that show the sign-in page to a visitor without a session. */
export function signInPaths(): string[] {
  // The index leads to /home, and so to the sign-in page without a session.
  const paths = ['/login', '/'];
  const visit = (list: typeof routes, base: string, guarded: boolean) => {
    for (const route of list) {
      const inside = guarded || Boolean(route.middleware?.includes(requireSession));
      const path = route.index ? base : route.path ? `${base}/${route.path}` : base;
      if (inside && (route.path || route.index)) paths.push(path || '/');
      if (route.children) visit(route.children, path, inside);
    }
  };
  visit(routes, '', false);
  return [...new Set(paths)];
}

export const TEMPLATE_PREFIX = 'first-paint-';
/** The attribute that marks index.html's spinner (FirstPaintSetup.spinner). */
export const SPINNER_ATTRIBUTE = 'data-first-paint-spinner';

/** The setup of the inline script for this build, with the files of its pages (`preloads`). */
export function firstPaintSetup(preloads: FirstPaintSetup['preloads'] = {}): FirstPaintSetup {
  return {
    locales: Object.fromEntries(LOCALES.map((locale) => [locale, directionOf(locale)])),
    fallback: DEFAULT_LOCALE,
    languageKey: SESSION_KEYS.clang,
    sessionKeys: {
      token: SESSION_KEYS.token,
      uregion: SESSION_KEYS.uregion,
      country: SESSION_KEYS.country,
      clientId: SESSION_KEYS.clientId,
    },
    name: { key: REMEMBERED_NAME_KEY, max: REMEMBERED_NAME_MAX, marker: NAME_MARKER },
    pages: { '/home': 'page-home' },
    signInPaths: signInPaths(),
    withoutMenu: WITHOUT_MENU,
    templatePrefix: TEMPLATE_PREFIX,
    spinner: SPINNER_ATTRIBUTE,
    preloads,
    early: earlyCalls(),
  };
}

/** The inline script that index.html runs right after #root. */
export function firstPaintScript(setup: FirstPaintSetup): string {
  return inlineCall(chooseFirstPaint, setup, [
    hasSession.toString(),
    contractHeaders.toString(),
    sendEarlyCalls.toString(),
    routerPath.toString(),
    storedLocale.toString(),
    '()=>localStorage',
    'document',
    'location.pathname',
    'location.search',
    'window',
    '(url,init)=>fetch(url,init)',
    '()=>performance.now()',
  ]);
}

/**
 * index.html with the first paints before #root and the inline script right after it, preloading `preloads`:
 * the script runs as soon as #root is parsed, not after the 90 KB of the templates. And in the head, before the
 * style sheet, the script that loads the engine's Intl data while the page waits for it (warm-intl.ts).
 */
export function withFirstPaint(html: string, preloads: FirstPaintSetup['preloads'] = {}): string {
  const marker = '<!-- first-paint -->';
  const warm = '<!-- warm-intl -->';
  if (!html.includes(warm) || html.indexOf(warm) > html.indexOf('</head>'))
    throw new Error(`index.html has no ${warm} in its head`);
  // A script after a style sheet would wait for it, and then always find it in.
  const sheet = html.search(/<link[^>]*rel="stylesheet"/);
  if (sheet !== -1 && sheet < html.indexOf(warm))
    throw new Error(`index.html's ${warm} must come before its style sheets`);
  const root = '<div id="root">';
  if (!html.includes(marker)) throw new Error(`index.html has no ${marker} after #root`);
  if (!html.includes(SPINNER_ATTRIBUTE)) throw new Error(`index.html has no spinner (${SPINNER_ATTRIBUTE})`);
  if (html.indexOf(root) === -1 || html.indexOf(root) > html.indexOf(marker))
    throw new Error(`index.html has no ${root} before ${marker}`);
  const templates = Object.entries(PAINTS)
    .flatMap(([name, render]) =>
      LOCALES.map((locale) => {
        const html = `<div class="contents" inert aria-hidden="true">${render(locale)}</div>`;
        // Text inside a script element: nothing in it may end the element or open an escape.
        if (/<\/script|<!--/i.test(html))
          throw new Error(`The ${name} first paint cannot be held in a script`);
        return `<script type="text/html" id="${TEMPLATE_PREFIX}${name}-${locale}">${html}</script>`;
      }),
    )
    .join('');
  // Replaced by functions: a `$&` or `$'` in what goes in is text, not a replacement pattern.
  return html
    .replace(root, () => `${templates}${root}`)
    .replace(marker, () => `<script>${firstPaintScript(firstPaintSetup(preloads))}</script>`)
    .replace(warm, () => `<script>${warmIntlScript(warmIntlSetup())}</script>`);
}
