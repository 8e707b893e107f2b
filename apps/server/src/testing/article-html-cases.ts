import { purifyArticleHtml } from '../security/article-purifier';

// The cases of the article allow-list (@creator/forms/rules/article-html) with a real DOMPurify over jsdom, shared
// by its tests on this thread (security/article-purifier.test.ts) and through the worker pool
// (security/article-html.test.ts).

export const HOST = 'https://cdn.example/storage';
export const IMAGE = `${HOST}/a1b2_960_540.png`;
/** The allow-list on this thread, as the worker pool must answer it. */
export function sanitize(html: string): string {
  const result = purifyArticleHtml({ html, imageHost: HOST });
  if ('tooLarge' in result) throw new RangeError(`too large: ${result.tooLarge}`);
  return result.html;
}

/** Hostile article HTML, each with what the allow-list leaves of it. */
export const ATTACKS: [name: string, html: string, expected: string][] = [
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
