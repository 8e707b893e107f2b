import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_HTML_MAX_DEPTH,
  ARTICLE_HTML_MAX_LENGTH,
  ARTICLE_TAGS,
  isArticleImageSource,
  normalizeArticleHtml,
  sanitizeArticleHtml,
  type ArticleTag,
} from '@creator/forms/rules/article-html';
import createDOMPurify from 'dompurify';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { ErrorCode } from '@creator/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessError, InvalidRequest } from '../errors';
import {
  ARTICLE_SANITIZE_MAX_QUEUED,
  ARTICLE_SANITIZE_PER_CREATOR,
  ARTICLE_SANITIZE_RETRY_AFTER_S,
  ARTICLE_SANITIZE_THREADS,
  ArticleSanitizer,
} from './article-html';
import { purifyArticleHtml } from './article-purifier';

// The allow-list of @creator/forms/rules/article-html with a real DOMPurify over jsdom (packages/forms has no DOM):
// on this thread for the many cases, and through the server's worker pool, which must answer the same.

const HOST = 'https://cdn.example/storage';
const IMAGE = `${HOST}/a1b2_960_540.png`;
function sanitize(html: string): string {
  const result = purifyArticleHtml({ html, imageHost: HOST });
  if ('tooLarge' in result) throw new RangeError(`too large: ${result.tooLarge}`);
  return result.html;
}

/** Every element of `html`, parsed as a browser would, is on the allow-list with allowed attributes only. */
function expectOnlyAllowed(html: string): void {
  const fragment = JSDOM.fragment(html);
  let deepest = 0;
  for (const element of fragment.querySelectorAll('*')) {
    let depth = 0;
    for (let node: Element | null = element; node; node = node.parentElement) depth += 1;
    deepest = Math.max(deepest, depth);
    const tag = element.localName;
    expect(ARTICLE_TAGS as readonly string[]).toContain(tag);
    const allowed = ARTICLE_ATTRIBUTES[tag as ArticleTag] ?? [];
    for (const attribute of element.getAttributeNames()) expect(allowed).toContain(attribute);
    if (tag === 'img') expect(isArticleImageSource(element.getAttribute('src') ?? '', HOST)).toBe(true);
  }
  expect(deepest).toBeLessThanOrEqual(ARTICLE_HTML_MAX_DEPTH);
}

const ATTACKS: [name: string, html: string, expected: string][] = [
  ['an event handler', `<p>Hi<img src="${IMAGE}" onerror="alert(1)"></p>`, `<p>Hi<img src="${IMAGE}"></p>`],
  [
    'a handler on an allowed element',
    '<h2 onclick="alert(1)" onmouseover="alert(2)">Title</h2>',
    '<h2>Title</h2>',
  ],
  ['a script', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
  ['a javascript: link, whose text stays', '<p><a href="javascript:alert(1)">text</a></p>', '<p>text</p>'],
  ['a link with an encoded scheme', '<p><a href="jav&#x09;ascript:alert(1)">text</a></p>', '<p>text</p>'],
  [
    'an iframe with its content',
    '<p>a</p><iframe src="https://evil.example/" srcdoc="<script>alert(1)</script>">x</iframe>',
    '<p>a</p>',
  ],
  [
    'a form with its controls: the controls go, their text stays',
    '<form action="https://evil.example/"><input name="password"><button>Send</button><textarea>t</textarea></form><p>b</p>',
    'Send<p>b</p>',
  ],
  [
    'object and embed: the plug-ins go, the fallback text stays',
    '<object data="x.swf"><param name="a">fallback</object><embed src="x.swf"><p>b</p>',
    'fallback<p>b</p>',
  ],
  ['a template', '<template><img src="x" onerror="alert(1)"></template><p>b</p>', '<p>b</p>'],
  [
    'a style element and attribute',
    '<style>p{color:red}</style><p style="background:url(javascript:alert(1))">b</p>',
    '<p>b</p>',
  ],
  [
    'class, id, data-* and aria-*',
    '<p class="x" id="y" data-x="1" aria-label="z" title="t">b</p>',
    '<p>b</p>',
  ],
  [
    'svg',
    '<svg onload="alert(1)"><a href="javascript:alert(2)"><text>t</text></a></svg><p>b</p>',
    '<p>b</p>',
  ],
  ['math', '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>b</p>', '<p>b</p>'],
  ['a data: image', '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>', '<p></p>'],
  ['an svg data: image', '<img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">', ''],
  ['an image on another host', '<p><img src="https://evil.example/x_640_360.png" alt="x"></p>', '<p></p>'],
  [
    'a host prefix trick',
    `<img src="${HOST}.evil.example/x.png"><img src="https://cdn.example/storagex/y.png">`,
    '',
  ],
  ['a path leaving the host prefix', `<img src="${HOST}/../private/x.png">`, ''],
  ['a protocol-relative image', '<img src="//evil.example/x.png">', ''],
  ['an image without src', '<img alt="a" onerror="alert(1)">', ''],
  [
    'srcset and other image attributes',
    `<img src="${IMAGE}" srcset="https://evil.example/x 2x" loading="lazy" usemap="#m">`,
    `<img src="${IMAGE}">`,
  ],
  [
    'sizes that are not numbers',
    `<img src="${IMAGE}" width="100%" height="expression(alert(1))">`,
    `<img src="${IMAGE}">`,
  ],
  [
    'a div, which leaves its children',
    '<div><p>a</p><ul><li>b</li></ul></div>',
    '<p>a</p><ul><li>b</li></ul>',
  ],
  ['comments', '<p>a<!-- <img src=x onerror=alert(1)> --></p>', '<p>a</p>'],
  // Mutation XSS classics: markup whose second parse differs from the first.
  [
    'noscript with a closing tag in an attribute',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '"&gt;',
  ],
  [
    'math, mtext and style in a table',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
    '',
  ],
  [
    'nested forms in math',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '',
  ],
  // </p> leaves the svg, as in a parser: the style is HTML's raw text, the img is refused, '">' is text.
  ['svg, p and style', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', '"&gt;'],
  [
    'a title closing in an attribute',
    '<title><img title="</title><img src onerror=alert(1)>"></title>',
    '"&gt;',
  ],
];

describe('sanitizeArticleHtml over jsdom', () => {
  it.each(ATTACKS)('removes %s', (_name, html, expected) => {
    const once = sanitize(html);
    expect(once).toBe(expected);
    expectOnlyAllowed(once);
    expect(sanitize(once)).toBe(once);
  });

  it('leaves an allowed document as it is', () => {
    const allowed = [
      '<h1>One</h1><h2>Two</h2><h3>Three</h3>',
      '<p>Text with <strong>strong</strong>, <b>bold</b>, a line<br>break, 1 &lt; 2 &amp; 3&nbsp;4 and “quotes”.</p>',
      '<ul><li>one</li><li>two <b>2</b></li></ul><ol><li>first</li></ol>',
      `<p><img src="${IMAGE}" alt="The coast at dawn" width="960" height="540"></p>`,
      `<img src="${HOST}/b2c3.jpg?w=640"><p>عربي 中文</p>`,
    ].join('');
    expect(sanitize(allowed)).toBe(allowed);
  });

  it('answers an empty string for empty input', () => {
    expect(sanitize('')).toBe('');
  });

  it('keeps any input to the allow-list, and sanitising twice gives what sanitising once gave', () => {
    const token = fc.constantFrom(
      '<p>',
      '</p>',
      '<h2>',
      '</h2>',
      '<b>',
      '</b>',
      '<ul>',
      '<li>',
      '</ul>',
      '<br>',
      '<div>',
      '</div>',
      '<a href="javascript:alert(1)">',
      '</a>',
      '<script>',
      '</script>',
      '<style>',
      '</style>',
      '<svg>',
      '</svg>',
      '<math>',
      '<mtext>',
      '<mglyph>',
      '<noscript>',
      '</noscript>',
      '<template>',
      '<form>',
      '</form>',
      '<table>',
      '<iframe>',
      '<textarea>',
      '<!--',
      '-->',
      '<![CDATA[',
      ']]>',
      `<img src="${IMAGE}">`,
      '<img src=x onerror=alert(1)>',
      '<p title="',
      '">',
      '"',
      "'",
      '<',
      '>',
      '/',
      '=',
      'text',
      ' ',
      '&lt;',
      '&amp;',
      '\u00a0',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), (tokens) => {
        const once = sanitize(tokens.join(''));
        expectOnlyAllowed(once);
        expect(once).not.toMatch(/onerror|javascript:|<script|<style|<svg|<math|<iframe|<form/u);
        expect(sanitize(once)).toBe(once);
        // The first pass already wrote what the parser of the second reads back: DOMPurify changes nothing.
        expect(once).toBe(normalizeArticleHtml(tokens.join(''), HOST));
      }),
      { numRuns: 300 },
    );
  });

  // Markup on which an HTML parser builds a tree far deeper or larger than the input: jsdom took minutes over
  // 150 KB of unclosed <b>, and 4 s over 80 KB that rebuilds 8 open <b> in each of 10,000 paragraphs.
  it.each([
    ['unclosed bold', '<b>'.repeat(50_000)],
    ['unclosed divs', '<div>'.repeat(30_000)],
    ['unknown elements', '<x>'.repeat(50_000)],
    ['nested lists', '<ul><li>'.repeat(12_000)],
    [
      'formatting rebuilt in every paragraph',
      `<p>${Array.from({ length: 40 }, (_, index) => `<b id=b${index}>`).join('')}</p>${'<p>x</p>'.repeat(15_000)}`,
    ],
    ['many comments', '<!---->'.repeat(50_000)],
    ['many scripts', '<script>x</script>'.repeat(20_000)],
  ])(
    'sanitises %s in bounded time and depth',
    (_name, html) => {
      const once = sanitize(html);
      expectOnlyAllowed(once);
      expect(once.length).toBeLessThanOrEqual(3 * html.length);
    },
    15_000,
  );

  it('leaves the purifier it was given without its hooks, and fails closed where DOMPurify cannot work', () => {
    const purifier = createDOMPurify(new JSDOM('').window);
    expect(sanitizeArticleHtml(purifier, '<img src="https://evil.example/x.png">', { imageHost: HOST })).toBe(
      '',
    );
    // The same instance afterwards: DOMPurify's own defaults, no image check of ours left behind.
    expect(purifier.sanitize('<img src="https://evil.example/x.png">')).toBe(
      '<img src="https://evil.example/x.png">',
    );
    expect(() =>
      sanitizeArticleHtml({ ...purifier, isSupported: false }, '<p>a</p>', { imageHost: HOST }),
    ).toThrow();
  });
});

describe('ArticleSanitizer: the allow-list in worker threads', () => {
  let sanitizer: ArticleSanitizer;
  beforeAll(() => {
    sanitizer = new ArticleSanitizer();
  });
  afterAll(async () => {
    await sanitizer.close();
  });

  /** The refusal of a busy sanitiser: 14003 with a time to wait. */
  const BUSY = expect.objectContaining({
    code: ErrorCode.tooManyAttempts,
    data: { retry_after: ARTICLE_SANITIZE_RETRY_AFTER_S },
  });

  it('answers what sanitising on this thread answers', async () => {
    const inputs = [...ATTACKS.map(([, html]) => html), '', `<p>عربي 中文 <img src="${IMAGE}" width="960"></p>`];
    // One after another: all at once would pass the queue's bound, which the tests below look at.
    const answers: string[] = [];
    for (const html of inputs) answers.push(await sanitizer.sanitize(1, html, HOST));
    expect(answers).toEqual(inputs.map(sanitize));
  });

  it('refuses article HTML that keeps more than the length limit (413)', async () => {
    const paragraphs = '<p>Ten chars.</p>'.repeat(Math.ceil(ARTICLE_HTML_MAX_LENGTH / 16) + 1);
    await expect(sanitizer.sanitize(1, paragraphs, HOST)).rejects.toThrow(InvalidRequest);
    await expect(sanitizer.sanitize(1, paragraphs, HOST)).rejects.toMatchObject({ status: 413 });
    // What the first pass drops does not count.
    await expect(
      sanitizer.sanitize(1, `<script>${'x'.repeat(ARTICLE_HTML_MAX_LENGTH)}</script><p>kept</p>`, HOST),
    ).resolves.toBe('<p>kept</p>');
  });

  it('admits one running and one waiting sanitise per creator; more at once are refused with 14003', async () => {
    const saves = Array.from({ length: ARTICLE_SANITIZE_PER_CREATOR + 3 }, () =>
      sanitizer.sanitize(7, '<p>again</p>', HOST),
    );
    const settled = await Promise.allSettled(saves);
    expect(settled.slice(0, ARTICLE_SANITIZE_PER_CREATOR)).toEqual(
      Array(ARTICLE_SANITIZE_PER_CREATOR).fill({ status: 'fulfilled', value: '<p>again</p>' }),
    );
    for (const refused of settled.slice(ARTICLE_SANITIZE_PER_CREATOR)) {
      expect(refused).toEqual({ status: 'rejected', reason: BUSY });
      expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(BusinessError);
    }
    // The turns are given back: the same creator is served again.
    await expect(sanitizer.sanitize(7, '<p>later</p>', HOST)).resolves.toBe('<p>later</p>');
  });

  it('refuses with 14003 what would wait beyond the queue, across creators', async () => {
    const capacity = ARTICLE_SANITIZE_THREADS + ARTICLE_SANITIZE_MAX_QUEUED;
    const settled = await Promise.allSettled(
      Array.from({ length: capacity + 2 }, (_, creator) => sanitizer.sanitize(100 + creator, '<p>a</p>', HOST)),
    );
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(capacity);
    expect(settled.slice(capacity)).toEqual([
      { status: 'rejected', reason: BUSY },
      { status: 'rejected', reason: BUSY },
    ]);
  });

  it('ends its threads on close and refuses afterwards', async () => {
    const closing = new ArticleSanitizer();
    await expect(closing.sanitize(1, '<p>a</p>', HOST)).resolves.toBe('<p>a</p>');
    await closing.close();
    await expect(closing.sanitize(1, '<p>a</p>', HOST)).rejects.toEqual(BUSY);
  });
});
