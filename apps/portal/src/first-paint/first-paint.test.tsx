import { afterEach, describe, expect, it } from 'vitest';
import { sendEarlyCalls, takeEarlyCall } from '@creator/api/client/early-calls';
import { contractHeaders, createSessionStore, hasSession } from '@creator/api/client/session';
import { storedLocale } from '@creator/domain/locales';
import { memoryStorage } from '@creator/domain/storage';
import {
  chooseFirstPaint,
  earlyCalls,
  firstPaintScript,
  firstPaintSetup,
  NAME_MARKER,
  renderFrame,
  renderHome,
  renderSignIn,
  signInPaths,
  SPINNER_ATTRIBUTE,
  withFirstPaint,
} from './first-paint';
import { warmIntlScript, warmIntlSetup } from './warm-intl';
import { routerPath } from '@creator/forms/rules/address';
import { showsMenu } from '../layout/frame-paths';

const INDEX = `<head><!-- warm-intl --></head><div id="root"><svg ${SPINNER_ATTRIBUTE} style="visibility: hidden"></svg></div>\n<!-- first-paint -->\n`;
const SIGNED_IN = [
  ['authentication_token', 't'],
  ['uregion', 'sg'],
  ['country', 'SG'],
] as const;

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  document.documentElement.removeAttribute('dir');
  localStorage.clear();
});

/** The inline script's work at `path`, with `storage`; the calls it sends are recorded, never sent. */
function paintAt(
  path: string,
  storage: () => Pick<Storage, 'getItem'>,
  setup = firstPaintSetup(),
  global: Record<string, unknown> = {},
  search = '',
) {
  const sent: Array<{ url: string; headers: Record<string, string> }> = [];
  chooseFirstPaint(
    setup,
    hasSession,
    contractHeaders,
    sendEarlyCalls,
    routerPath,
    storedLocale,
    storage,
    document,
    path,
    search,
    global,
    (url, init) => {
      sent.push({ url, headers: init.headers as Record<string, string> });
      return Promise.resolve(new Response('{}'));
    },
    () => 0,
  );
  return sent;
}

/** index.html as the build writes it, in this document. */
function loadIndex() {
  document.body.innerHTML = withFirstPaint(INDEX).replaceAll(/<script>[\s\S]*?<\/script>/g, '');
  return document.getElementById('root')!;
}

describe('the first paint of the signed-in frame', () => {
  it('is the layout’s skeleton in each locale, with the portal’s name', () => {
    expect(renderFrame('en-US', true)).toContain('Creator portal');
    expect(renderFrame('en-US', true)).toContain('data-slot="page-frame-skeleton-menu"');
    expect(renderFrame('en-US', false)).not.toContain('data-slot="page-frame-skeleton-menu"');
  });

  it('shows for a creator with a session on sign-in, the index and the pages behind the session', () => {
    for (const [path, menu] of [
      ['/login', true],
      ['/', true],
      ['/home', true],
      ['/Content/Post/', true],
      ['/preview', false],
      ['/%50review//', false],
    ] as const) {
      const root = loadIndex();
      // The contract lets uregion and country be empty: present is enough, as for the guard.
      const storage = memoryStorage([
        ['authentication_token', 't'],
        ['uregion', ''],
        ['country', ''],
        ['clang', 'ar-EG'],
      ]);
      paintAt(path, () => storage);
      expect(root.querySelector('[data-slot="page-frame-skeleton"]'), path).not.toBeNull();
      expect(root.querySelector('[data-slot="page-frame-skeleton-menu"]') !== null, path).toBe(menu);
      // The frame the layout then renders: the same rule on the same reading of the path.
      expect(showsMenu(path), path).toBe(menu);
      expect(root.querySelector(`[${SPINNER_ATTRIBUTE}]`)).toBeNull();
      expect(root.querySelector('h1')).toBeNull();
      expect(root.querySelector('[inert][aria-hidden="true"]')).not.toBeNull();
      expect(document.documentElement.dir).toBe('rtl');
    }
  });
});

describe('the first paint of the home page', () => {
  const CREATOR = [...SIGNED_IN, ['clang', 'ar-EG']] as const;
  const greeting = (root: HTMLElement) => root.querySelector('[data-slot="welcome-block"] h2')?.textContent;

  it('is the page as it first renders in the frame, the name’s place marked, in each locale', () => {
    const html = renderHome('en-US');
    expect(html).toContain('data-slot="page-frame-skeleton"');
    expect(html).toContain(`Welcome back, \u2068${NAME_MARKER}\u2069`);
    // The figures' places, not a date nor figures the page has not read yet.
    expect(html).toContain('data-slot="stat-card"');
    expect(html).not.toContain('Figures as of');
    expect(renderHome('zh-Hans-CN')).toContain(NAME_MARKER);
    expect(renderHome('ar-EG')).toContain(NAME_MARKER);
  });

  it('greets the creator by the remembered name, from the home page, the index and sign-in', () => {
    for (const path of ['/home', '/', '/login', '/Home/']) {
      const root = loadIndex();
      paintAt(path, () => memoryStorage([...CREATOR, ['portal_screen_name', 'أحمد']]));
      expect(greeting(root), path).toBe('مرحبًا بعودتك، \u2068أحمد\u2069');
      expect(root.querySelector('[data-slot="page-frame-skeleton-menu"]')).not.toBeNull();
      expect(root.querySelector('[inert][aria-hidden="true"]')).not.toBeNull();
      expect(root.innerHTML).not.toContain(NAME_MARKER);
    }
  });

  it('puts the name in as text: markup in it builds nothing', () => {
    const root = loadIndex();
    const name = '<img src=x onerror="window.hit=1">$&</h2><script>window.hit=2</script>';
    paintAt('/home', () => memoryStorage([...SIGNED_IN, ['portal_screen_name', name]]));
    expect(greeting(root)).toBe(`Welcome back, \u2068${name}\u2069`);
    expect(root.querySelector('img, script')).toBeNull();
  });

  it('reads at most the bound of a name', () => {
    const root = loadIndex();
    paintAt('/home', () => memoryStorage([...SIGNED_IN, ['portal_screen_name', 'n'.repeat(100_000)]]));
    expect(greeting(root)).toBe(`Welcome back, \u2068${'n'.repeat(256)}\u2069`);
  });

  it('is the frame alone without a remembered name, and never on another page', () => {
    for (const [path, storage] of [
      ['/home', CREATOR],
      ['/content/post', [...CREATOR, ['portal_screen_name', 'أحمد']]],
    ] as const) {
      const root = loadIndex();
      paintAt(path, () => memoryStorage(storage));
      expect(root.querySelector('[data-slot="page-frame-skeleton"]'), path).not.toBeNull();
      expect(root.querySelector('[data-slot="welcome-block"]'), path).toBeNull();
    }
  });
});

describe('the calls sent before the bundle', () => {
  const CREATOR = [...SIGNED_IN, ['client_id', 'web-1'], ['clang', 'zh-Hans-CN']] as const;
  const { frame, pages } = earlyCalls();

  it('are the frame’s on every page behind the session, and some pages’ own in their default view', () => {
    expect(frame).toEqual([
      '/mp-api/v3/api/account',
      '/mp-api/v3/api/user_resource',
      '/config-api/api/configs/batch?platform=web&project_keys=community_config',
      '/mp-api/v3/api/notifies/unread_count',
    ]);
    expect(pages['/content/post']).toEqual([
      '/mp-api/v3/api/content?status=0&show_types=2&page=1&page_size=10',
    ]);
    for (const [path, search, urls] of [
      ['/home', '', [...frame, ...pages['/home']!]],
      ['/login', '', [...frame, ...pages['/home']!]],
      ['/content/post', '', [...frame, ...pages['/content/post']!]],
      // Another view of the list than the default: its own call, which the page makes.
      ['/content/post', '?status=review', frame],
      ['/creator/post', '', frame],
    ] as const) {
      loadIndex();
      const sent = paintAt(path, () => memoryStorage(CREATOR), firstPaintSetup(), {}, search);
      expect(
        sent.map(({ url }) => url),
        path + search,
      ).toEqual(urls);
    }
  });

  it('carry the very headers the client sends, so that it adopts them', () => {
    loadIndex();
    const global: Record<string, unknown> = {};
    const [first] = paintAt('/home', () => memoryStorage(CREATOR), firstPaintSetup(), global);
    const client = createSessionStore(memoryStorage(CREATOR));
    expect(first?.headers).toEqual(client.headers());
    expect(takeEarlyCall(frame[0]!, client.headers(), 0, global)).toBeDefined();
  });

  it('are none without a session, without a client id yet, or outside the session', () => {
    for (const [path, storage] of [
      ['/home', [['client_id', 'web-1']]],
      ['/home', SIGNED_IN],
      ['/forgot', CREATOR],
      ['/agreement/privacy', CREATOR],
    ] as const) {
      loadIndex();
      expect(
        paintAt(path, () => memoryStorage(storage)),
        path,
      ).toEqual([]);
    }
  });
});

describe('the first paint of the sign-in page', () => {
  it('is the page as rendered in each locale', () => {
    expect(renderSignIn('en-US')).toContain('Sign in to the creator portal');
    expect(renderSignIn('ar-EG')).toContain('تسجيل الدخول إلى بوابة صناع المحتوى');
    expect(renderSignIn('zh-Hans-CN')).toContain('登录创作者平台');
  });

  it('shows for a visitor without a session on /login and on the pages behind the session', () => {
    for (const path of ['/login', '/', '/home', '/Creator/Post', '/content/article/']) {
      const root = loadIndex();
      paintAt(path, () => memoryStorage([['clang', 'ar-EG']]));
      expect(root.querySelector('h1')?.textContent, path).toBe('تسجيل الدخول إلى بوابة صناع المحتوى');
      expect(root.querySelector('[inert][aria-hidden="true"]')).not.toBeNull();
      expect(document.documentElement.dir).toBe('rtl');
    }
  });

  it('shows the spinner, hidden until then, on the pages outside the session, and sets the language', () => {
    for (const path of ['/forgot', '/agreement/privacy', '/no-such-page', '/exception']) {
      const root = loadIndex();
      const spinner = root.querySelector<SVGElement>(`[${SPINNER_ATTRIBUTE}]`)!;
      expect(spinner.style.visibility, path).toBe('hidden');
      paintAt(path, () => memoryStorage([['clang', 'id-ID']]));
      expect(root.querySelector(`[${SPINNER_ATTRIBUTE}]`), path).toBe(spinner);
      expect(spinner.style.visibility, path).toBe('');
      expect(root.querySelector('h1')).toBeNull();
      expect(document.documentElement.lang).toBe('id-ID');
    }
  });

  it('shows the spinner where a page it would paint has no template, with a session or without', () => {
    for (const storage of [memoryStorage([]), memoryStorage([...SIGNED_IN])]) {
      const root = loadIndex();
      paintAt('/login', () => storage, { ...firstPaintSetup(), templatePrefix: 'no-such-template-' });
      expect(root.querySelector<SVGElement>(`[${SPINNER_ATTRIBUTE}]`)?.style.visibility).toBe('');
    }
  });

  it('falls back to the default locale for a stored value that is not one, and without storage', () => {
    const root = loadIndex();
    paintAt('/login', () => memoryStorage([['clang', 'toString']]));
    expect(root.querySelector('h1')?.textContent).toBe('Sign in to the creator portal');
    expect(document.documentElement.dir).toBe('ltr');
    // Where storage is blocked, even reading `localStorage` throws.
    const blocked = () => {
      throw new Error('storage disabled');
    };
    const again = loadIndex();
    paintAt('/login', blocked);
    expect(again.querySelector('h1')?.textContent).toBe('Sign in to the creator portal');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('reads the locale the session gives the bundle, whatever is stored, and where reading storage throws', () => {
    const values = ['ar-EG', 'zh-Hans-CN', 'id-ID', 'en-US', 'ar', 'toString', '__proto__', '', 'AR-EG'];
    const refused = {
      ...memoryStorage([['clang', 'ar-EG']]),
      getItem: (): string | null => {
        throw new Error('storage disabled');
      },
    };
    for (const storage of [...values.map((value) => memoryStorage([['clang', value]])), refused]) {
      loadIndex();
      paintAt('/login', () => storage);
      expect(document.documentElement.lang).toBe(createSessionStore(storage).get().clang);
    }
  });

  it('leads there from exactly the paths the route table guards', () => {
    const paths = signInPaths();
    expect(paths).toEqual(expect.arrayContaining(['/login', '/', '/home', '/creator/editor', '/aigc/edit']));
    for (const open of ['/forgot', '/agreement', '/agreement/:kind', '/exception', '/*'])
      expect(paths).not.toContain(open);
  });

  it('preloads the files of the page the address leads to, before the first chunk has run, but for sign-in', () => {
    const preloads = {
      '/login': ['/assets/sign-in.js'],
      '/home': ['/assets/layout.js', '/assets/home.js'],
      '/content/post': ['/assets/layout.js', '/assets/content.js'],
      '/agreement/:kind': ['/assets/agreement.js'],
      '*': ['/assets/not-found.js'],
    };
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => {
        // In the CORS mode of the module scripts that will use them (vite's `crossorigin`), or fetched twice.
        expect(link.getAttribute('crossorigin')).toBe('');
        return link.getAttribute('href');
      });
    for (const [path, storage, files] of [
      ['/content/post', memoryStorage(SIGNED_IN), preloads['/content/post']],
      ['/Content/Post/', memoryStorage(SIGNED_IN), preloads['/content/post']],
      // Decoded and without final slashes, as the router matches them.
      ['/content/post//', memoryStorage(SIGNED_IN), preloads['/content/post']],
      ['/%68ome', memoryStorage(SIGNED_IN), preloads['/home']],
      ['/home/%E0%A4%A', memoryStorage(SIGNED_IN), preloads['*']],
      // Without a session a page behind it paints sign-in from the HTML, whose style sheet comes first; with one,
      // sign-in and the index lead home.
      ['/content/post', memoryStorage([]), []],
      ['/login', memoryStorage([]), []],
      ['/login', memoryStorage(SIGNED_IN), preloads['/home']],
      ['/', memoryStorage(SIGNED_IN), preloads['/home']],
      ['/agreement/privacy', memoryStorage([]), preloads['/agreement/:kind']],
      ['/no/such/page', memoryStorage([]), preloads['*']],
    ] as const) {
      loadIndex();
      paintAt(path, () => storage, firstPaintSetup(preloads));
      expect(preloaded(), path).toEqual(files);
      document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    }
  });

  it('runs as the inline script index.html carries, naming nothing outside itself', () => {
    // A name that would close the script, were it not escaped, and replacement patterns.
    const preloads = { '/forgot': ["/assets/forgot.js?</script><p>$&$'"] };
    const html = withFirstPaint(INDEX, preloads);
    expect(html.match(/<\/script>/g)).toHaveLength(18);
    const script = firstPaintScript(firstPaintSetup(preloads));
    // The sign-in page, the frame with and without its menu and the home page, in four locales, as text.
    expect(html.match(/<script type="text\/html" id="first-paint-/g)).toHaveLength(16);
    expect(html).toContain(`<script>${script}</script>`);
    // Every template before #root, and the script right after it: it runs as soon as #root is parsed.
    expect(html.lastIndexOf('<script type="text/html"')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html.indexOf('</svg></div>\n<script>')).toBeGreaterThan(html.indexOf('<div id="root">'));
    // And in the head, the script that loads the engine's Intl data while the style sheet is on its way.
    expect(html).toContain(`<head><script>${warmIntlScript(warmIntlSetup())}</script></head>`);
    const root = loadIndex();
    localStorage.setItem('clang', 'zh-Hans-CN');
    history.pushState(null, '', '/login');
    new Function(script)();

    expect(root.querySelector('h1')?.textContent).toBe('登录创作者平台');
    expect(document.documentElement.lang).toBe('zh-Hans-CN');
    history.pushState(null, '', '/forgot');
    new Function(script)();
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      "/assets/forgot.js?</script><p>$&$'",
    );
  });

  it('needs the markers index.html keeps for it, in the head and after #root, and the spinner', () => {
    const head = '<head><!-- warm-intl --></head>';
    expect(() => withFirstPaint(`${head}<div id="root"></div>`)).toThrow(/first-paint/);
    expect(() =>
      withFirstPaint(`${head}<!-- first-paint --><div id="root"><svg ${SPINNER_ATTRIBUTE}></svg></div>`),
    ).toThrow(/root/);
    expect(() => withFirstPaint(`${head}<div id="root"></div><!-- first-paint -->`)).toThrow(/spinner/);
    expect(() => withFirstPaint(INDEX.replace(head, '<head></head>'))).toThrow(/warm-intl/);
    expect(() =>
      withFirstPaint(
        INDEX.replace(head, '<head><link rel="stylesheet" href="/a.css"><!-- warm-intl --></head>'),
      ),
    ).toThrow(/before its style sheets/);
    expect(() => withFirstPaint(INDEX.replace(head, '<head></head><!-- warm-intl -->'))).toThrow(/warm-intl/);
  });
});
