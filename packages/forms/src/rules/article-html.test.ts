import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_DROPPED_WITH_CONTENT,
  ARTICLE_HTML_MAX_DEPTH,
  ARTICLE_HTML_MAX_LENGTH,
  ARTICLE_TAGS,
  ArticleHtmlTooLargeError,
  articlePurifyConfig,
  isArticleAttribute,
  isArticleImageSource,
  normalizeArticleHtml,
  sanitizeArticleHtml,
  type ArticlePurifier,
} from './article-html';
import {
  ARTICLE_HTML_LOSSES,
  articleHtmlLosses,
  classifyPastedImage,
  replaceImageSources,
} from './article-import';

// DOM-free parts only: packages/forms has no DOM. DOMPurify over jsdom is tested in
// apps/server/src/security/article-purifier.test.ts, and the whole way in over HTTP in apps/server/src/publish/article-html.test.ts;
// the words the allow-list keeps, against a parser's tree, in ./article-html-words.test.ts.

const HOST = 'https://cdn.example/storage';
const IMAGE = `${HOST}/a1b2_960_540.png`;
const normalize = (html: string) => normalizeArticleHtml(html, HOST);

/** Tag names in well-formed output (the first pass writes every tag as `<name` or `</name`). */
function tagNames(html: string): Set<string> {
  return new Set([...html.matchAll(/<\/?([a-z0-9]+)/gu)].map((match) => match[1] as string));
}

describe('the allow-list as data', () => {
  it('names exactly the contract’s elements, and attributes on img only', () => {
    expect([...ARTICLE_TAGS].sort()).toEqual([
      'b',
      'br',
      'h1',
      'h2',
      'h3',
      'img',
      'li',
      'ol',
      'p',
      'strong',
      'ul',
    ]);
    expect(ARTICLE_ATTRIBUTES).toEqual({ img: ['src', 'alt', 'width', 'height'] });
    expect(isArticleAttribute('img', 'alt')).toBe(true);
    for (const [tag, attribute] of [
      ['img', 'onerror'],
      ['img', 'style'],
      ['img', 'srcset'],
      ['p', 'src'],
      ['p', 'class'],
      ['h2', 'id'],
    ]) {
      expect(isArticleAttribute(tag as string, attribute as string)).toBe(false);
    }
  });

  it.each([
    [IMAGE, true],
    [`${HOST}/nested/b2c3.jpg?w=640&h=360`, true],
    [`${HOST}/a%20b.png`, true],
    ['https://evil.example/x.png', false],
    [`${HOST}.evil.example/x.png`, false],
    ['https://cdn.example/storagex/x.png', false],
    [`${HOST}/../private/x.png`, false],
    [`${HOST}/%2e%2e/private/x.png`, false],
    [`${HOST}/a b.png`, false],
    [`${HOST}/a\\b.png`, false],
    [`${HOST}/a\u0000.png`, false],
    [HOST, false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['javascript:alert(1)', false],
    ['//cdn.example/storage/x.png', false],
    ['/storage/x.png', false],
  ])('an image at %j may show: %s', (src, allowed) => {
    expect(isArticleImageSource(src, HOST)).toBe(allowed);
  });

  it('accepts no image for an image host that is not an absolute http(s) address', () => {
    expect(isArticleImageSource(IMAGE, `${HOST}/`)).toBe(true);
    for (const host of ['', '/storage', 'cdn.example/storage', 'javascript:'])
      expect(isArticleImageSource(`${host}/a.png`, host)).toBe(false);
  });
});

describe('articlePurifyConfig', () => {
  it('allows the listed tags, each attribute only where listed, and URLs only on the image host', () => {
    const config = articlePurifyConfig(HOST);
    expect(config.ALLOWED_TAGS).toEqual([...ARTICLE_TAGS]);
    expect(config.ALLOWED_ATTR).toEqual([]);
    expect(config.ADD_ATTR('src', 'img')).toBe(true);
    expect(config.ADD_ATTR('src', 'p')).toBe(false);
    expect(config.ADD_ATTR('onerror', 'img')).toBe(false);
    expect([config.ALLOW_DATA_ATTR, config.ALLOW_ARIA_ATTR, config.KEEP_CONTENT]).toEqual([
      false,
      false,
      true,
    ]);
    expect(config.ALLOWED_URI_REGEXP.test(IMAGE)).toBe(true);
    expect(config.ALLOWED_URI_REGEXP.test('https://cdn.example/storagex/a.png')).toBe(false);
    expect(config.ALLOWED_URI_REGEXP.test('javascript:alert(1)')).toBe(false);
    expect(config.ADD_FORBID_CONTENTS).toEqual([...ARTICLE_DROPPED_WITH_CONTENT]);
    expect(config.ADD_FORBID_CONTENTS).toEqual(
      expect.arrayContaining(['script', 'style', 'iframe', 'textarea', 'template', 'svg', 'math']),
    );
    // Their text is the creator's (issue 32).
    for (const name of ['form', 'select', 'button', 'object', 'embed', 'frameset', 'audio', 'video', 'head'])
      expect(config.ADD_FORBID_CONTENTS).not.toContain(name);
    expect(articlePurifyConfig('').ALLOWED_URI_REGEXP.test('/x')).toBe(false);
  });
});

describe('normalizeArticleHtml (the DOM-free first pass)', () => {
  it.each([
    ['an event handler', `<p>Hi<img src="${IMAGE}" onerror="alert(1)"></p>`, `<p>Hi<img src="${IMAGE}"></p>`],
    ['a script', '<p>a</p><script>alert("</p>")</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['a javascript: link, whose text stays', '<p><a href="javascript:alert(1)">text</a></p>', '<p>text</p>'],
    ['an iframe', '<iframe src="https://evil.example/">x</iframe><p>b</p>', '<p>b</p>'],
    [
      'a form and its controls, whose text stays',
      '<form action="x"><input name="p"><button>Send</button></form><p>b</p>',
      'Send<p>b</p>',
    ],
    [
      'object and embed, whose fallback text stays, and a template with its content',
      '<object data="x">o</object><embed src="x"><template><p>t</p></template>b',
      'ob',
    ],
    [
      'a stray frameset, not the text after it',
      '<p>a</p><frameset><frame src="x"><p>b</p><select><option>c</select><p>d',
      '<p>a</p><p>b</p>c<p>d</p>',
    ],
    [
      'style element and attribute',
      '<style>p{}</style><p style="color:red" class="c" id="i">b</p>',
      '<p>b</p>',
    ],
    ['svg and math', '<svg onload="alert(1)"><text>t</text></svg><math><mi>x</mi></math><svg/>b', 'b'],
    ['a data: image', '<img src="data:image/png;base64,iVBORw0KGgo=">', ''],
    ['an image on another host', '<img src="https://evil.example/x.png" alt="x">', ''],
    [
      'image attributes',
      `<img src=" ${IMAGE} " alt='a "b" &amp; c' width=960 height="5em" srcset="x 2x">`,
      `<img src="${IMAGE}" alt="a &quot;b&quot; &amp; c" width="960">`,
    ],
    [
      'noscript with a closing tag in an attribute',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '"&gt;',
    ],
    [
      'math, mtext and style',
      '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
      '',
    ],
    ['a comment hiding a tag', '<p>a<!-- <img src=x onerror=alert(1)> -->b<!--->c<!-->d</p>', '<p>abcd</p>'],
    [
      'bogus comments, each to its first >',
      '<p>a<!x <b>>b<?php echo 1 ?>c</1 <b>>d</p>',
      '<p>a&gt;bc&gt;d</p>',
    ],
    [
      'text that looks like markup',
      '<p>1 < 2 &amp; 3 > 2 &lt;b&gt;</p>',
      '<p>1 &lt; 2 &amp; 3 &gt; 2 &lt;b&gt;</p>',
    ],
    ['an input ending inside a tag', '<p>a</p><img src="x', '<p>a</p>'],
    ['plaintext', '<p>a</p><plaintext><p>b', '<p>a</p>'],
  ])('removes %s', (_name, html, expected) => {
    expect(normalize(html)).toBe(expected);
  });

  it.each([
    [
      'a block closes the paragraph it stands in',
      '<p>a<b>b<h2>c</h2>d</b></p>',
      '<p>a<b>b</b></p><h2>c</h2>d',
    ],
    [
      'a list item closes the previous one',
      '<ul><li>a<li>b<b>c<li>d</ul>',
      '<ul><li>a</li><li>b<b>c</b></li><li>d</li></ul>',
    ],
    ['a list item outside a list loses its tag', '<li>a</li><p>b</p>', 'a<p>b</p>'],
    ['nested lists', '<ol><li>a<ul><li>b</ul></li></ol>', '<ol><li>a<ul><li>b</li></ul></li></ol>'],
    ['unclosed elements close at the end', '<h3>a<strong>b', '<h3>a<strong>b</strong></h3>'],
    ['a stray end tag is ignored', '</p></b>a</li>', 'a'],
  ])('writes well-formed HTML: %s', (_name, html, expected) => {
    expect(normalize(html)).toBe(expected);
  });

  it('leaves an allowed document as it is', () => {
    const allowed =
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><p>A <strong>strong</strong> and <b>bold</b> line<br>break, 1 &lt; 2 &amp;&nbsp;“quotes”.</p>' +
      `<ul><li>one</li><li>two <b>2</b></li></ul><ol><li>first</li></ol><p><img src="${IMAGE}" alt="The coast" width="960" height="540"></p>`;
    expect(normalize(allowed)).toBe(allowed);
  });

  it('flattens nesting deeper than the limit', () => {
    const depth = (html: string) => {
      let open = 0;
      let deepest = 0;
      for (const match of html.matchAll(/<(\/?)[a-z0-9]+>/gu)) {
        open += match[1] ? -1 : 1;
        deepest = Math.max(deepest, open);
      }
      return deepest;
    };
    expect(depth(normalize('<b>'.repeat(1000)))).toBe(ARTICLE_HTML_MAX_DEPTH);
    expect(depth(normalize('<ul><li>'.repeat(1000)))).toBe(ARTICLE_HTML_MAX_DEPTH);
  });

  it('reads any input to well-formed allowed HTML, and reading that again changes nothing', () => {
    const token = fc.constantFrom(
      '<p>',
      '</p>',
      '<h2>',
      '</h2>',
      '<b>',
      '</b>',
      '<strong>',
      '<ul>',
      '<ol>',
      '<li>',
      '</li>',
      '</ul>',
      '<br>',
      '<div>',
      '<a href="javascript:alert(1)">',
      '</a>',
      '<script>',
      '</script>',
      '<style>',
      '<svg>',
      '</svg>',
      '<svg/>',
      '<math>',
      '<noscript>',
      '</noscript>',
      '<template>',
      '<form>',
      '</form>',
      '<textarea>',
      '<!--',
      '-->',
      '<!',
      '<?',
      '</',
      '<',
      '>',
      '"',
      "'",
      '=',
      ' ',
      'text',
      '&amp;',
      '&lt;',
      '&nbsp;',
      '\u00a0',
      `<img src="${IMAGE}" alt="a">`,
      '<img src=x onerror=alert(1)>',
      '<p title="',
      '">',
      '<img alt="',
      'onerror=alert(1)',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), (tokens) => {
        const once = normalize(tokens.join(''));
        expect(
          [...tagNames(once)].filter((tag) => !(ARTICLE_TAGS as readonly string[]).includes(tag)),
        ).toEqual([]);
        // Without its tags (attributes only on img, always quoted) no `<` or `>` is left: text is escaped.
        expect(once.replace(/<\/?[a-z0-9]+(?: (?:src|alt|width|height)="[^"]*")*>/gu, '')).not.toMatch(
          /[<>]/u,
        );
        expect(normalize(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('takes time linear in the input on markup a parser would blow up', () => {
    const inputs = [
      '<b>'.repeat(100_000),
      '<!---->'.repeat(50_000),
      `<p title="${'<b>'.repeat(50_000)}`,
      '<script>'.repeat(50_000),
      '<a<a'.repeat(50_000),
    ];
    for (const html of inputs) expect(normalize(html).length).toBeLessThan(1_000);
  });
});

describe('sanitizeArticleHtml', () => {
  function fakePurifier(isSupported = true) {
    const hooks = new Set<unknown>();
    const purifier: ArticlePurifier = {
      isSupported,
      sanitize: vi.fn((html: string) => {
        expect(hooks.size).toBe(1);
        return html;
      }),
      addHook: (_entryPoint, hook) => void hooks.add(hook),
      removeHook: (_entryPoint, hook) => hooks.delete(hook),
    };
    return { purifier, hooks };
  }

  it('gives DOMPurify the first pass’s HTML with the config and the image check, and takes the check away after', () => {
    const { purifier, hooks } = fakePurifier();
    expect(sanitizeArticleHtml(purifier, '<p onclick="x">a<script>b</script></p>', { imageHost: HOST })).toBe(
      '<p>a</p>',
    );
    expect(purifier.sanitize).toHaveBeenCalledWith(
      '<p>a</p>',
      expect.objectContaining({ ALLOWED_TAGS: [...ARTICLE_TAGS] }),
    );
    expect(hooks.size).toBe(0);
  });

  it('does not call DOMPurify for nothing, refuses too much HTML, and fails closed without a working DOMPurify', () => {
    const { purifier } = fakePurifier();
    expect(sanitizeArticleHtml(purifier, '<script>x</script>', { imageHost: HOST })).toBe('');
    expect(purifier.sanitize).not.toHaveBeenCalled();
    expect(() =>
      sanitizeArticleHtml(purifier, `<p>${'x'.repeat(ARTICLE_HTML_MAX_LENGTH)}</p>`, { imageHost: HOST }),
    ).toThrow(ArticleHtmlTooLargeError);
    expect(() => sanitizeArticleHtml(fakePurifier(false).purifier, '<p>a</p>', { imageHost: HOST })).toThrow(
      /cannot sanitise/,
    );
  });
});

describe('articleHtmlLosses', () => {
  const losses = (html: string) => articleHtmlLosses(html, HOST);

  it('finds nothing in an article of the allow-list, nor in wrappers, comments and harmless attributes', () => {
    expect(
      losses(
        `<h1>One</h1><p>A <strong>b</strong> <b>c</b><br>d &amp; e</p><ul><li>x<ol><li>y</li></ol></li></ul><p><img src="${IMAGE}" alt="a" width="1" height="2"></p>`,
      ),
    ).toEqual([]);
    expect(
      losses(
        '<html><head><title>t</title><meta charset="utf-8"></head><body><form method="post" action="/page.aspx"><div class="x" id="y" dir="rtl"><span lang="ar">a</span><!-- c --><section><p data-x="1">b</p></section></div><o:p></o:p><a name="top">anchor</a></form></body></html>',
      ),
    ).toEqual([]);
  });

  it.each([
    ['links', '<p><a href="https://x.example/">x</a></p>'],
    ['tables', '<table><tr><td>a</td></tr></table>'],
    ['tables', '<td>a</td>'],
    ['media', '<video src="v.mp4"></video>'],
    ['media', '<iframe src="https://x.example/"></iframe>'],
    ['media', '<canvas></canvas>'],
    ['media', '<form><input name="q"></form>'],
    ['scripts', '<script>alert(1)</script>'],
    ['scripts', '<style>p { color: red }</style>'],
    ['scripts', '<p onclick="x">a</p>'],
    ['images', '<img src="https://evil.example/x.png">'],
    ['images', '<img src="data:image/png;base64,iVBORw0KGgo=">'],
    ['images', '<img alt="no source">'],
    ['formatting', '<p><em>a</em></p>'],
    ['formatting', '<h4>a</h4>'],
    ['formatting', '<hr>'],
    ['formatting', '<blockquote>q</blockquote>'],
    ['formatting', '<pre><code>c</code></pre>'],
    ['formatting', '<span style="color: red">a</span>'],
    ['formatting', '<p align="center">a</p>'],
    ['formatting', '<font face="Arial">a</font>'],
    ['formatting', '<my-widget>a</my-widget>'],
  ])('names %s for %s', (loss, html) => {
    expect(losses(html)).toEqual([loss]);
  });

  it('names active content in attributes and addresses, with what carries it', () => {
    expect(losses('<a href="java\tscript:alert(1)">x</a>')).toEqual(['links', 'scripts']);
    expect(losses('<svg onload="alert(1)"><a href="https://x.example/">x</a></svg>')).toEqual([
      'media',
      'scripts',
    ]);
    expect(losses(`<img src="${IMAGE}" onerror="alert(1)">`)).toEqual(['scripts']);
    expect(losses('<form action="javascript:alert(1)"></form>')).toEqual(['scripts']);
    expect(losses('<button formaction="javascript:alert(1)">b</button>')).toEqual(['media', 'scripts']);
  });

  it('counts what stands inside an element that goes with its content as that element', () => {
    expect(losses('<template><table><tr><td><a href="x">a</a></td></tr></table></template><p>b</p>')).toEqual(
      ['scripts'],
    );
    // A video's fallback stays, and with it what it loses of its own.
    expect(losses('<video><a href="x">a</a></video>')).toEqual(['links', 'media']);
    expect(losses('<script><a href="x">a</a></script>')).toEqual(['scripts']);
    expect(losses('<svg><svg></svg><a href="x">a</a></svg><a href="y">b</a>')).toEqual(['links', 'media']);
    expect(losses('<!-- <a href="x">a</a> --><p>b</p>')).toEqual([]);
  });

  it('lists several kinds once each, in a fixed order', () => {
    expect(
      losses(
        '<table><tr><td><a href="x"><em>a</em></a></td></tr></table><script></script><img src="x"><video></video><a href="y">b</a>',
      ),
    ).toEqual([...ARTICLE_HTML_LOSSES]);
  });
});

describe('classifyPastedImage', () => {
  it.each([
    [IMAGE, 'hosted'],
    [` ${IMAGE}\n`, 'hosted'],
    ['https://example.com/a.png', 'remote'],
    ['http://example.com/a.png', 'remote'],
    [`${HOST}/../x.png`, 'remote'],
    ['data:image/png;base64,iVBORw0KGgo=', 'remote'],
    ['DATA:image/jpeg;base64,/9j/', 'remote'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'local'],
    ['data:image/png,raw', 'local'],
    ['file:///C:/Users/me/a.png', 'local'],
    ['blob:https://other.example/5f2c', 'local'],
    ['C:\\Users\\me\\a.png', 'local'],
    ['\\\\server\\share\\a.png', 'local'],
    ['/home/me/a.png', 'local'],
    ['images/a.png', 'local'],
    ['//cdn.example/a.png', 'local'],
    ['cid:image001.png@01D', 'local'],
    ['javascript:alert(1)', 'local'],
    ['', 'local'],
  ])('%j is %s', (src, origin) => {
    expect(classifyPastedImage(src, HOST)).toBe(origin);
  });
});

describe('replaceImageSources', () => {
  it('replaces each image’s address, removes the image on null and leaves everything else as it was', () => {
    const html =
      '<p>a <IMG SRC=" file:///x.png " alt=\'x "y"\' width=10>b<img src="https://e.example/1.png"><img>c</p>' +
      '<!-- <img src="z"> --><textarea><img src="t"></textarea><svg><svg/><img src="s"></svg><template><img src="p"></template>' +
      '<video><img src="v"></video>';
    const seen: string[] = [];
    const replaced = replaceImageSources(html, (src) => {
      seen.push(src);
      return src === 'https://e.example/1.png' ? null : `${HOST}/new&1.png`;
    });
    // A video's fallback, and its images, stay: the allow-list keeps them. An <img> in svg breaks out of it, as
    // in a parser: it is the article's.
    expect(seen).toEqual(['file:///x.png', 'https://e.example/1.png', '', 's', 'v']);
    expect(replaced).toBe(
      `<p>a <img src="${HOST}/new&amp;1.png" alt="x &quot;y&quot;" width="10">b<img src="${HOST}/new&amp;1.png">c</p>` +
        `<!-- <img src="z"> --><textarea><img src="t"></textarea><svg><svg/><img src="${HOST}/new&amp;1.png"></svg><template><img src="p"></template>` +
        `<video><img src="${HOST}/new&amp;1.png"></video>`,
    );
  });

  it('keeps other attributes for the allow-list to judge, and cannot be used to break out of the tag', () => {
    const replaced = replaceImageSources(
      '<img src=x onerror="alert(1)" a<b="1">',
      () => '"><script>alert(1)</script>',
    );
    expect(replaced).toBe('<img src="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" onerror="alert(1)">');
    expect(normalizeArticleHtml(replaced, HOST)).toBe('');
    expect(articleHtmlLosses(replaced, HOST)).toEqual(['images', 'scripts']);
  });
});
