import { afterEach, describe, expect, it } from 'vitest';
import { hasSession, memoryStorage } from '@creator/api/client/session';
import {
  chooseFirstPaint,
  firstPaintScript,
  firstPaintSetup,
  renderSignIn,
  signInPaths,
  withFirstPaint,
} from './first-paint';

const INDEX = '<div id="root"><svg data-spinner></svg></div>\n<!-- first-paint -->\n';
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

/** index.html as the build writes it, in this document. */
function loadIndex() {
  document.body.innerHTML = withFirstPaint(INDEX).replace(/<script>[\s\S]*<\/script>/, '');
  return document.getElementById('root')!;
}

describe('the first paint of the sign-in page', () => {
  it('is the page as rendered in each locale', () => {
    expect(renderSignIn('en-US')).toContain('Sign in to the creator portal');
    expect(renderSignIn('ar-EG')).toContain('تسجيل الدخول إلى بوابة صناع المحتوى');
    expect(renderSignIn('zh-Hans-CN')).toContain('登录创作者平台');
  });

  it('shows for a visitor without a session on /login and on the pages behind the session', () => {
    for (const path of ['/login', '/', '/home', '/Creator/Post', '/content/article/']) {
      const root = loadIndex();
      chooseFirstPaint(
        firstPaintSetup(),
        hasSession,
        () => memoryStorage([['clang', 'ar-EG']]),
        document,
        path,
      );
      expect(root.querySelector('h1')?.textContent, path).toBe('تسجيل الدخول إلى بوابة صناع المحتوى');
      expect(root.querySelector('[inert][aria-hidden="true"]')).not.toBeNull();
      expect(document.documentElement.dir).toBe('rtl');
    }
  });

  it('leaves the spinner to a signed-in creator and on the other pages, but sets the language', () => {
    for (const [path, storage] of [
      // The contract lets uregion and country be empty: present is enough, as for the guard.
      [
        '/login',
        memoryStorage([
          ['authentication_token', 't'],
          ['uregion', ''],
          ['country', ''],
          ['clang', 'id-ID'],
        ]),
      ],
      ['/home', memoryStorage([...SIGNED_IN, ['clang', 'id-ID']])],
      ['/forgot', memoryStorage([['clang', 'id-ID']])],
      ['/agreement/privacy', memoryStorage([['clang', 'id-ID']])],
      ['/no-such-page', memoryStorage([['clang', 'id-ID']])],
    ] as const) {
      const root = loadIndex();
      chooseFirstPaint(firstPaintSetup(), hasSession, () => storage, document, path);
      expect(root.querySelector('[data-spinner]'), path).not.toBeNull();
      expect(root.querySelector('h1')).toBeNull();
      expect(document.documentElement.lang).toBe('id-ID');
    }
  });

  it('falls back to the default locale for a stored value that is not one, and without storage', () => {
    const root = loadIndex();
    chooseFirstPaint(
      firstPaintSetup(),
      hasSession,
      () => memoryStorage([['clang', 'toString']]),
      document,
      '/login',
    );
    expect(root.querySelector('h1')?.textContent).toBe('Sign in to the creator portal');
    expect(document.documentElement.dir).toBe('ltr');
    // Where storage is blocked, even reading `localStorage` throws.
    const blocked = () => {
      throw new Error('storage disabled');
    };
    const again = loadIndex();
    chooseFirstPaint(firstPaintSetup(), hasSession, blocked, document, '/login');
    expect(again.querySelector('h1')?.textContent).toBe('Sign in to the creator portal');
    expect(document.documentElement.lang).toBe('en-US');
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
      chooseFirstPaint(firstPaintSetup(preloads), hasSession, () => storage, document, path);
      expect(preloaded(), path).toEqual(files);
      document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    }
  });

  it('runs as the inline script index.html carries, naming nothing outside itself', () => {
    // A name that would close the script, were it not escaped.
    const preloads = { '/forgot': ['/assets/forgot.js?</script><p>'] };
    const html = withFirstPaint(INDEX, preloads);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const script = firstPaintScript(firstPaintSetup(preloads));
    expect(html.match(/<template id="first-paint-/g)).toHaveLength(4);
    expect(html).toContain(`<script>${script}</script>`);
    const root = loadIndex();
    localStorage.setItem('clang', 'zh-Hans-CN');
    history.pushState(null, '', '/login');
    new Function(script)();

    expect(root.querySelector('h1')?.textContent).toBe('登录创作者平台');
    expect(document.documentElement.lang).toBe('zh-Hans-CN');
    history.pushState(null, '', '/forgot');
    new Function(script)();
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/forgot.js?</script><p>',
    );
  });

  it('needs the marker index.html keeps for it', () => {
    expect(() => withFirstPaint('<div id="root"></div>')).toThrow(/first-paint/);
  });
});
