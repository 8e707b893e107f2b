// @vitest-environment node
import createDOMPurify from 'dompurify';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ARTICLE_TAGS, ArticleHtmlTooLargeError, type ArticlePurifier } from './article-html';
import { articleHtmlLosses } from './article-import';
import { articleHtmlToMarkdown, articleMarkdownToHtml } from './article-markdown';

// DOMPurify over jsdom, as the server sanitises (apps/server/src/security/article-purifier.ts).
const { window } = new JSDOM('');
const purifier = createDOMPurify(
  window as unknown as Parameters<typeof createDOMPurify>[0],
) as ArticlePurifier;

const HOST = 'https://cdn.example/storage';
const IMAGE = `${HOST}/a1b2_960_540.png`;
const options = { imageHost: HOST };
const toHtml = (markdown: string) => articleMarkdownToHtml(markdown, purifier, options);
const toMarkdown = (html: string) => articleHtmlToMarkdown(html, purifier, options);

function parse(html: string): DocumentFragment {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Text content with a space for each block boundary and break, whitespace collapsed. */
function textOf(html: string): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.nodeValue ?? '');
    const block = /^(?:P|H[1-6]|UL|OL|LI|BR)$/u.test(node.nodeName);
    if (block) parts.push(' ');
    for (let child = node.firstChild; child; child = child.nextSibling) walk(child);
    if (block) parts.push(' ');
  };
  walk(parse(html));
  return parts.join('').replace(/\s+/gu, ' ').trim();
}

/** How many of each allowed element, `b` counted as `strong`. */
function elementCounts(html: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const element of parse(html).querySelectorAll('*')) {
    const name = element.nodeName.toLowerCase() === 'b' ? 'strong' : element.nodeName.toLowerCase();
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

function imagesOf(html: string) {
  return [...parse(html).querySelectorAll('img')].map((image) => ({
    src: image.getAttribute('src'),
    alt: image.getAttribute('alt') ?? '',
    width: image.getAttribute('width'),
    height: image.getAttribute('height'),
  }));
}

const escapeHtml = (text: string) =>
  text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');

// ---------------------------------------------------------------------------------------------------------------
// A grammar of allowed documents.

const word = fc.constantFrom(
  'a',
  'Lorem',
  'ipsum',
  'x1',
  '*',
  '**',
  '*a*',
  '#',
  '##',
  '#tag',
  '_',
  '__a__',
  '-',
  '---',
  '+',
  '=',
  '==',
  '>',
  '1.',
  '2)',
  '10.',
  '[',
  ']',
  '[x](y)',
  '![a](b)',
  '\\',
  '\\*',
  '<',
  '<b>',
  '</p>',
  '<!--',
  '&',
  '&amp;',
  '&lt;',
  '&#65;',
  '`',
  '```',
  '~~~',
  '|',
  '"',
  "'",
  '.',
  ',',
  '!',
  '(',
  ')',
  'https://x.example/',
  'مرحبا',
  'العربية،',
  '中文',
  '你好。',
  '「引用」',
  '😀',
  '👍🏽',
  'Ωμέγα',
);
/** Words with a space, no space or a no-break space between them. */
const text = fc
  .tuple(word, fc.array(fc.tuple(fc.constantFrom(' ', '', '\u00a0'), word), { maxLength: 4 }))
  .map(([first, rest]) => escapeHtml(first + rest.map(([space, next]) => space + next).join('')));
const image = fc
  .record(
    {
      name: fc.constantFrom(
        'a1b2_960_540.png',
        'x.jpg?w=640&h=360',
        'a%20b.png',
        'n/st.gif',
        'a(1).png',
        'é.png',
      ),
      // DOMPurify drops an attribute holding `-->` or `]>` (its SAFE_FOR_XML).
      alt: fc.oneof(text, fc.constant('')).filter((alt) => !/(?:--!?|\])&gt;/u.test(alt)),
      width: fc.integer({ min: 1, max: 4000 }),
      height: fc.integer({ min: 1, max: 4000 }),
    },
    { requiredKeys: ['name'] },
  )
  .map(({ name, alt, width, height }) => {
    let tag = `<img src="${HOST}/${name.replace(/&/gu, '&amp;')}"`;
    if (alt !== undefined) tag += ` alt="${alt}"`;
    if (width !== undefined) tag += ` width="${width}"`;
    if (height !== undefined) tag += ` height="${height}"`;
    return `${tag}>`;
  });
const leaf = fc.oneof({ weight: 5, arbitrary: text }, { weight: 1, arbitrary: image });
/** Inline content: text, images, breaks anywhere, bold (holding bold at most once more). */
const inline = fc
  .letrec((tie) => ({
    item: fc.oneof(
      { weight: 6, arbitrary: leaf },
      { weight: 1, arbitrary: fc.constant('<br>') },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.constantFrom('strong', 'b'), tie('bold'))
          .map(([tag, content]) => `<${tag}>${content as string}</${tag}>`),
      },
    ),
    // Bold holds something to show, and no bold in bold in bold.
    bold: fc
      .tuple(
        fc.array(fc.oneof(leaf, fc.constant('<br>')), { maxLength: 2 }),
        leaf,
        fc.array(fc.oneof(leaf, fc.constant('<br>'), fc.constant('<b>b</b>')), { maxLength: 2 }),
      )
      .map(([before, middle, after]) => [...before, middle, ...after].join('')),
    run: fc.array(tie('item'), { minLength: 1, maxLength: 4 }).map((items) => (items as string[]).join('')),
  }))
  .run.filter((html) => !/^(?:<br>)+$/u.test(html) || html === '<br>');
/** A run that shows something, for list items (an item of breaks alone reads as an empty item). */
const shown = fc.tuple(inline, leaf).map(([run, more]) => run + more);

const list = (items: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('ul', 'ol'), fc.array(items, { minLength: 1, maxLength: 3 }))
    .map(([tag, entries]) => `<${tag}>${entries.map((entry) => `<li>${entry}</li>`).join('')}</${tag}>`);
const nestedList = list(shown);
const item = fc
  .tuple(fc.option(shown, { nil: '' }), fc.option(nestedList, { nil: '' }))
  .filter(([content, nested]) => content !== '' || nested !== '')
  .map(([content, nested]) => content + nested);
const block = fc.oneof(
  { weight: 4, arbitrary: inline.map((content) => `<p>${content}</p>`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('h1', 'h2', 'h3'), inline)
      .map(([tag, content]) => `<${tag}>${content}</${tag}>`),
  },
  { weight: 2, arbitrary: list(item) },
);
const document = fc.array(block, { minLength: 1, maxLength: 5 }).map((blocks) => blocks.join(''));

describe('the round trip HTML → Markdown → HTML', () => {
  it('keeps any allowed document’s text, elements and images, and is stable after one trip', () => {
    fc.assert(
      fc.property(document, (html) => {
        const markdown = toMarkdown(html);
        const once = toHtml(markdown);
        expect(toHtml(toMarkdown(once)), markdown).toBe(once);
        expect(textOf(once), markdown).toBe(textOf(html));
        expect(elementCounts(once), markdown).toEqual(elementCounts(html));
        expect(imagesOf(once), markdown).toEqual(imagesOf(html));
        expect(articleHtmlLosses(once, HOST)).toEqual([]);
        expect(once).not.toMatch(/\n/u);
      }),
      { numRuns: 200 },
    );
    // About 2 s alone (DOMPurify over jsdom four times a run); more when the whole suite runs in parallel.
  }, 30_000);

  it('takes any HTML at all without throwing, and one trip makes it stable', () => {
    const token = fc.constantFrom(
      ...[
        '<p>',
        '</p>',
        '<h1>',
        '<h2>',
        '</h2>',
        '<b>',
        '</b>',
        '<strong>',
        '</strong>',
        '<br>',
        '<ul>',
        '<ol>',
      ],
      ...[
        '</ol>',
        '<li>',
        '</li>',
        '</ul>',
        '<div>',
        '</div>',
        '<em>',
        '<h4>',
        '<pre>',
        '<blockquote>',
        '<hr>',
      ],
      ...[
        '<a href="x">',
        '</a>',
        '<table><tr><td>',
        '</td><td>',
        '</table>',
        '<script>',
        '</script>',
        '<!--',
      ],
      ...[' ', '\n', '\u00a0', 'text', '*', '-', '1.', '#', '\\', '&amp;', '&lt;', 'مرحبا', '中文', '😀'],
      ...[`<img src="${IMAGE}" alt="a">`, `<img src="${IMAGE}" width="3">`, '<img src=x onerror=alert(1)>'],
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 30 }), (tokens) => {
        const once = toHtml(toMarkdown(tokens.join('')));
        expect(toHtml(toMarkdown(once))).toBe(once);
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('generates documents of the allow-list only', () => {
    fc.assert(
      fc.property(document, (html) => {
        expect(articleHtmlLosses(html, HOST)).toEqual([]);
        for (const name of Object.keys(elementCounts(html))) expect(ARTICLE_TAGS).toContain(name);
      }),
      { numRuns: 50 },
    );
  });
});

describe('articleHtmlToMarkdown', () => {
  it('writes ATX headings, - bullets, 1. numbers, ** bold, \\ breaks and images', () => {
    const html =
      '<h1>Title</h1><h2>Second</h2><h3>Third</h3><p>A <strong>strong</strong> and <b>bold</b> line<br>broken.</p>' +
      `<ul><li>one</li><li>two<ol><li>nested</li></ol></li></ul><p><img src="${IMAGE}" alt="The coast"></p>` +
      `<p><img src="${IMAGE}" alt="Sized" width="960" height="540"></p>`;
    expect(toMarkdown(html)).toBe(
      [
        '# Title',
        '## Second',
        '### Third',
        'A **strong** and **bold** line\\\nbroken.',
        '- one\n- two\n  1. nested',
        `![The coast](${IMAGE})`,
        `<img src="${IMAGE}" alt="Sized" width="960" height="540">`,
      ].join('\n\n'),
    );
  });

  it.each([
    [
      'list markers',
      '<p>- a</p><p>+ b</p><p>1. c</p><p>2) d</p><p>+</p><p>1.</p>',
      '\\- a\n\n\\+ b\n\n1\\. c\n\n2\\) d\n\n\\+\n\n1\\.',
    ],
    [
      'headings, quotes, rules, fences',
      '<p># a</p><p>#</p><p>&gt; b</p><p>=</p><p>~~~</p>',
      '\\# a\n\n\\#\n\n\\> b\n\n\\=\n\n\\~~~',
    ],
    ['emphasis, code, links', '<p>*a* _b_ `c` [d](e) \\</p>', '\\*a\\* \\_b\\_ \\`c\\` \\[d\\](e) \\\\'],
    [
      'HTML and references, but not a lone < or &',
      '<p>&lt;b&gt; &amp;amp; &amp;#65; 1 &lt; 2 R&amp;D</p>',
      '\\<b> \\&amp; \\&#65; 1 \\< 2 R&D',
    ],
    ['a closing # run of a heading', '<h2>C #</h2><h2>C#</h2>', '## C \\#\n\n## C#'],
  ])('escapes %s', (_name, html, markdown) => {
    expect(toMarkdown(html)).toBe(markdown);
    expect(toHtml(markdown)).toBe(html);
  });

  it.each([
    ['at the end of a block', '<p>a<br></p>', 'a<br>'],
    ['at the start of a block', '<p><br>a</p>', '<br>a'],
    ['alone in a block', '<p><br></p>', '<br>'],
    ['in a heading', '<h2>a<br>b</h2>', '## a<br>b'],
    ['before a nested list', '<ul><li>a<br><ul><li>b</li></ul></li></ul>', '- a<br>\n  - b'],
    ['two in a row', '<p>a<br><br>b</p>', 'a\\\n\\\nb'],
    ['at the end of bold that ends the block', '<p>a <strong>b<br></strong></p>', 'a <strong>b<br></strong>'],
  ])('writes a break %s as raw <br> where \\ would not stand', (_name, html, markdown) => {
    expect(toMarkdown(html)).toBe(markdown);
    expect(toHtml(markdown)).toBe(html);
  });

  it.each([
    ['after a word character, around punctuation', '<p>a<strong>.b</strong>c</p>', 'a<strong>.b</strong>c'],
    ['around an emoji', '<p><strong>😀</strong></p>', '<strong>😀</strong>'],
    ['right after bold', '<p><b>x</b><b>y</b></p>', '**x**<strong>y</strong>'],
    ['inside bold', '<p><strong>a<b>b</b>c</strong></p>', '**a<strong>b</strong>c**'],
    [
      'around Arabic and Chinese words',
      '<p><b>مرحبا</b> <strong>中文</strong>。</p>',
      '**مرحبا** **中文**。',
    ],
  ])('writes bold %s so that it reads back as bold', (_name, html, markdown) => {
    expect(toMarkdown(html)).toBe(markdown);
    expect(toHtml(markdown)).toBe(html.replace(/<(\/?)b>/gu, '<$1strong>'));
  });

  it.each([
    ['a plain address', `<img src="${IMAGE}" alt="a]b\\c">`, `![a\\]b\\\\c](${IMAGE})`],
    ['a query', `<img src="${HOST}/x.png?w=1&amp;h=2" alt="">`, `![](${HOST}/x.png?w=1&h=2)`],
    ['parentheses', `<img src="${HOST}/a(1).png" alt="x">`, `<img src="${HOST}/a(1).png" alt="x">`],
    ['non-ASCII', `<img src="${HOST}/é.png" alt="x">`, `<img src="${HOST}/é.png" alt="x">`],
    ['a size', `<img src="${IMAGE}" width="960">`, `<img src="${IMAGE}" width="960">`],
    [
      'an alt over lines',
      `<img src="${IMAGE}" alt="a\nb &quot;c&quot;" height="5">`,
      `<img src="${IMAGE}" alt="a&#10;b &quot;c&quot;" height="5">`,
    ],
  ])('writes an image with %s', (_name, image, markdown) => {
    expect(toMarkdown(`<p>${image}</p>`)).toBe(markdown);
    expect(toHtml(markdown)).toBe(`<p>${image}</p>`);
  });

  it('keeps an image alone on an item’s first line from swallowing the nested list', () => {
    const html = `<ul><li><img src="${IMAGE}" width="1"><ul><li>b</li></ul></li></ul>`;
    expect(toMarkdown(html)).toBe(`- <img src="${IMAGE}" width="1"><!---->\n  - b`);
    expect(toHtml(toMarkdown(html))).toBe(html);
  });

  it('keeps a loose list loose, and a tight one tight', () => {
    const loose = '<ul><li><p>a</p></li><li><p>b</p><ol><li>c</li><li>d</li></ol></li></ul>';
    expect(toMarkdown(loose)).toBe('- a\n\n- b\n\n  1. c\n  2. d');
    expect(toHtml(toMarkdown(loose))).toBe(loose);
    expect(toMarkdown('<ul><li>a</li><li>b</li></ul>')).toBe('- a\n- b');
  });

  it('keeps whitespace after an image that starts bold inside the bold', () => {
    for (const space of [' ', '\u00a0']) {
      const html = `<p>a<strong><img src="${IMAGE}" width="3">${space}b${space}<img src="${IMAGE}"></strong>c</p>`;
      const once = toHtml(toMarkdown(html));
      expect(textOf(once)).toBe(textOf(html));
      expect(toHtml(toMarkdown(once))).toBe(once);
    }
  });

  it('keeps lists of one kind in a row apart with the other marker', () => {
    const html =
      '<ul><li>a</li></ul><ul><li>b</li></ul><ul><li>c</li></ul><ol><li>d</li></ol><ol><li>e</li></ol>';
    expect(toMarkdown(html)).toBe('- a\n\n* b\n\n- c\n\n1. d\n\n1) e');
    expect(toHtml(toMarkdown(html))).toBe(html);
  });

  it.each([
    [
      'empty elements go, no-break spaces alone too',
      '<p></p><p><strong> </strong>x</p><ul><li></li><li>a</li></ul><h2></h2><p>&nbsp;</p><ul><li>&nbsp;</li></ul>',
      'x\n\n- a',
      '<p>x</p><ul><li>a</li></ul>',
    ],
    [
      'text after a nested list joins its last item',
      '<ul><li>a<ul><li>b</li></ul>after</li></ul>',
      '- a\n  - b\n  after',
      '<ul><li>a<ul><li>b after</li></ul></li></ul>',
    ],
    [
      'a paragraph in one item gives every item one (a list is loose or tight as a whole)',
      '<ul><li><p>a</p><p>b</p></li><li>c</li></ul>',
      '- a\n\n  b\n\n- c',
      '<ul><li><p>a</p><p>b</p></li><li><p>c</p></li></ul>',
    ],
    [
      'top-level text goes into paragraphs',
      'top <b>text</b><p>p</p>tail',
      'top **text**\n\np\n\ntail',
      '<p>top <strong>text</strong></p><p>p</p><p>tail</p>',
    ],
    [
      'an image without alt gets an empty one',
      `<p><img src="${IMAGE}"></p>`,
      `![](${IMAGE})`,
      `<p><img src="${IMAGE}" alt=""></p>`,
    ],
  ])('documents what does not round-trip: %s', (_name, html, markdown, back) => {
    expect(toMarkdown(html)).toBe(markdown);
    expect(toHtml(markdown)).toBe(back);
    expect(toHtml(toMarkdown(back))).toBe(back);
  });

  it('gives nothing for nothing, and refuses what the allow-list refuses', () => {
    expect(toMarkdown('')).toBe('');
    expect(toMarkdown('<script>x</script><p> </p>')).toBe('');
    expect(() => toMarkdown(`<p>${'x'.repeat(200_000)}</p>`)).toThrow(ArticleHtmlTooLargeError);
  });

  // No clock in the assertion: a quadratic reading of 30 000 breaks (about 10^9 steps) runs past the ceiling
  // below on any machine, while a linear one ends in well under a second on a quiet one.
  it('reads a long run of breaks in linear time', { timeout: 60_000 }, () => {
    expect(toMarkdown(`<p>a${'<br>'.repeat(30_000)}b</p>`)).toMatch(/^a(?:\\\n){30000}b$/u);
  });
});

describe('articleMarkdownToHtml', () => {
  it.each([
    [
      'links, emphasis and code keep their text',
      '[link](https://x.example/) *em* _em_ `code` <https://x.example/> ***both***',
      '<p>link em em code https://x.example/ <strong>both</strong></p>',
    ],
    [
      'quotes, h4–h6, rules and code blocks keep their text, a paragraph for each line',
      '> quote\n\n#### h4\n\n---\n\n```\ncode\n\nline 2\n```\n\n    indented',
      '<p>quote</p><p>h4</p><p>code</p><p>line 2</p><p>indented</p>',
    ],
    [
      'a table written as HTML keeps its text',
      '<table><tr><td>cell</td><td>two</td></tr></table>',
      '<p>celltwo</p>',
    ],
    [
      'setext headings and loose lists are allowed',
      'Setext\n======\n\n- loose\n\n- list',
      '<h1>Setext</h1><ul><li><p>loose</p></li><li><p>list</p></li></ul>',
    ],
    ['soft and hard breaks', 'a\nb  \nc\\\nd', '<p>a b<br>c<br>d</p>'],
    [
      'raw inline HTML alone on its line',
      `<br>\n<img src="${IMAGE}" width="1">\n\n<b>x</b>`,
      `<p><br></p><p><img src="${IMAGE}" width="1"></p><p><b>x</b></p>`,
    ],
    ['references and entities', '&amp; &lt;b&gt; &#65; &copy; &nbsp;.', '<p>&amp; &lt;b&gt; A © &nbsp;.</p>'],
    [
      'images off the host, and sizes that are not numbers',
      `![a](https://evil.example/x.png) <img src="${IMAGE}" width="5em" height="7">`,
      `<p><img src="${IMAGE}" height="7"></p>`,
    ],
    ['nothing', ' \n\n<!---->\n', ''],
  ])('%s', (_name, markdown, html) => {
    expect(toHtml(markdown)).toBe(html);
  });
});

describe('hostile input', () => {
  const hostileHtml = [
    '<img src=x onerror=alert(1)>',
    `<img src="${IMAGE}" onerror="alert(1)" onload="alert(1)">`,
    '<script>alert(1)</script>',
    '<p><a href="javascript:alert(1)">link</a></p>',
    '<svg onload=alert(1)><text>t</text></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<details open ontoggle=alert(1)>d</details>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">p</p>',
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">b</button></form>',
    '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
    `<img src="${HOST}/../x.png" alt="&lt;script&gt;">`,
    '<template><img src=x onerror=alert(1)></template>',
  ];
  const hostileMarkdown = [
    ...hostileHtml,
    '[x](javascript:alert(1)) ![y](javascript:alert(1))',
    '[x]: javascript:alert(1)\n\n[x] ![x]',
    '<a href="javascript:alert(1)">z</a>',
    '![x](https://evil.example/x.png "t")',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    '```html\n<script>alert(1)</script>\n```',
    '<div\nonmouseover=alert(1)>x</div>',
  ];
  const FORBIDDEN =
    /<(?!\/?(?:p|h[1-3]|strong|b|ul|ol|li|br|img)\b)[a-z]|\son[a-z]+=|javascript:|data:|evil\.example|\.\.\//iu;

  it.each(hostileHtml)('HTML → Markdown gives nothing active for %s', (html) => {
    const markdown = toMarkdown(html);
    // Text in the Markdown is escaped (`\<`), so only our own raw tags can stand in it.
    expect(markdown.replace(/\\</gu, '')).not.toMatch(FORBIDDEN);
    expect(toHtml(markdown)).not.toMatch(FORBIDDEN);
  });

  it.each(hostileMarkdown)('Markdown → HTML gives nothing active for %s', (markdown) => {
    const html = toHtml(markdown);
    expect(html).not.toMatch(FORBIDDEN);
    expect(articleHtmlLosses(html, HOST)).toEqual([]);
  });
});
