import { renderToString } from 'react-dom/server';
import type { MessageFormatElement } from 'react-intl';
import { StaticRouter } from 'react-router-dom';
import { directionOf, LOCALES, type Locale } from '@creator/domain/locales';
import { hasSession, SESSION_KEYS } from '@creator/api/client/session';
import arEG from '../i18n/compiled/ar-EG.json';
import enUS from '../i18n/compiled/en-US.json';
import idID from '../i18n/compiled/id-ID.json';
import zhHansCN from '../i18n/compiled/zh-Hans-CN.json';
import { PortalIntlProvider } from '../i18n/intl-provider';
import { requireSession } from '../routes/guards';
import { routes } from '../routes/route-table';
import SignInPage from '../routes/sign-in/sign-in-page';

/*
 * The first paint of the sign-in page, in the HTML (decision 0027). index.html holds the page as rendered at build
 * time in each locale, in <template>s, and a small inline script that, before the first paint, puts the one for
 * the visitor's locale in place when the address leads to the sign-in page (a visitor without a session on
 * /login, or on a page behind the session). The title, the form and the links show as soon as the HTML and the
 * style sheet are in; the bundle then renders the live page over it. Until then it is inert and hidden from
 * assistive technology: nothing can be typed that the live page would lose.
 */

type Compiled = Record<string, MessageFormatElement[]>;

const FIRST_MESSAGES: Record<Locale, Compiled> = {
  'en-US': enUS as Compiled,
  'zh-Hans-CN': zhHansCN as Compiled,
  'id-ID': idID as Compiled,
  'ar-EG': arEG as Compiled,
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

/**
 * What the inline script needs: the locales with their direction, the session's keys, the paths it paints, and
 * the files of each page of the route table.
 */
export interface FirstPaintSetup {
  locales: Record<string, 'ltr' | 'rtl'>;
  fallback: string;
  languageKey: string;
  /** The token, `uregion` and `country` keys, in the order `hasSession` takes their values. */
  sessionKeys: string[];
  /** The paths that lead a visitor without a session to the sign-in page. */
  signInPaths: string[];
  templatePrefix: string;
  /**
   * The JavaScript files of each path of the route table (`:name` matches a segment, `*` any other path), from
   * the build: what the page's first load fetches besides the first chunk, preloaded at once rather than after
   * the first chunk has come and run.
   */
  preloads: Record<string, string[]>;
}

/**
 * The inline script's work, run in the page before the first paint (serialised by `firstPaintScript`, so it
 * names nothing outside itself): the locale as main.tsx reads it, then the sign-in page's template for it when
 * the address leads there. `signedIn` is the session's own rule (`hasSession`); `storage` is a getter, as reading
 * `localStorage` itself throws where storage is blocked.
 */
export function chooseFirstPaint(
  setup: FirstPaintSetup,
  signedIn: typeof hasSession,
  storage: () => Pick<Storage, 'getItem'>,
  doc: Pick<Document, 'getElementById' | 'documentElement' | 'createElement' | 'head'>,
  pathname: string,
): void {
  let stored: string | null = null;
  let session = false;
  try {
    const store = storage();
    const [token, uregion, country] = setup.sessionKeys.map((key) => store.getItem(key));
    stored = store.getItem(setup.languageKey);
    session = signedIn(token ?? null, uregion ?? null, country ?? null);
  } catch {
    // Storage refused (a privacy mode): the default locale, no session.
  }
  const locale = stored !== null && Object.hasOwn(setup.locales, stored) ? stored : setup.fallback;
  doc.documentElement.lang = locale;
  doc.documentElement.dir = setup.locales[locale]!;
  // As the router matches them: decoded, whatever their case, with or without final slashes. No route is longer
  // than the bound.
  let path = pathname.slice(0, 512);
  try {
    path = decodeURI(path);
  } catch {
    // Not an encoding the router decodes either: matched as it is.
  }
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end -= 1;
  path = path.slice(0, end).toLowerCase();
  if (!session && setup.signInPaths.includes(path)) {
    // The sign-in page paints from the HTML: its scripts can wait their turn behind the style sheet it needs.
    const template = doc.getElementById(setup.templatePrefix + locale);
    const root = doc.getElementById('root');
    if (template instanceof HTMLTemplateElement && root)
      root.replaceChildren(template.content.cloneNode(true));
    return;
  }
  // A page that waits for its scripts: those of the page the address leads to (home from sign-in and the index
  // with a session), fetched now rather than after the first chunk has come and run.
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
  for (const file of setup.preloads[pattern] ?? []) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    doc.head.appendChild(link);
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

/** The setup of the inline script for this build, with the files of its pages (`preloads`). */
export function firstPaintSetup(preloads: FirstPaintSetup['preloads'] = {}): FirstPaintSetup {
  return {
    locales: Object.fromEntries(LOCALES.map((locale) => [locale, directionOf(locale)])),
    fallback: LOCALES[0],
    languageKey: SESSION_KEYS.clang,
    sessionKeys: [SESSION_KEYS.token, SESSION_KEYS.uregion, SESSION_KEYS.country],
    signInPaths: signInPaths(),
    templatePrefix: TEMPLATE_PREFIX,
    preloads,
  };
}

/** The inline script that index.html runs right after #root. */
export function firstPaintScript(setup: FirstPaintSetup): string {
  const args = [
    // Inside a script element: no `</script>` may close it early.
    JSON.stringify(setup).replaceAll('<', '\\u003c'),
    hasSession.toString(),
    '()=>localStorage',
    'document',
    'location.pathname',
  ];
  return `(${chooseFirstPaint.toString()})(${args.join(',')})`;
}

/** index.html with the sign-in page's templates and the inline script after #root, preloading `preloads`. */
export function withFirstPaint(html: string, preloads: FirstPaintSetup['preloads'] = {}): string {
  const marker = '<!-- first-paint -->';
  if (!html.includes(marker)) throw new Error(`index.html has no ${marker} after #root`);
  const templates = LOCALES.map(
    (locale) =>
      `<template id="${TEMPLATE_PREFIX}${locale}"><div class="contents" inert aria-hidden="true">${renderSignIn(locale)}</div></template>`,
  ).join('');
  return html.replace(marker, `${templates}<script>${firstPaintScript(firstPaintSetup(preloads))}</script>`);
}
