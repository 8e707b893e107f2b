import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_HTML_MAX_DEPTH,
  ARTICLE_TAGS,
  isArticleImageSource,
  normalizeArticleHtml,
  sanitizeArticleHtml,
  type ArticleTag,
} from '@creator/forms/rules/article-html';
import createDOMPurify from 'dompurify';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ATTACKS, HOST, IMAGE, sanitize } from '../testing/article-html-cases';

// The allow-list of @creator/forms/rules/article-html with a real DOMPurify over jsdom (packages/forms has no DOM),
// on this thread for the many cases; article-html.test.ts runs them through the server's worker pool.

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
