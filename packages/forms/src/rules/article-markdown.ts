/**
 * The article editor's converters (issue 17): the creator edits Markdown, the wire carries article HTML. Both
 * directions go through `sanitizeArticleHtml`, the allow-list the server applies, so neither yields more than an
 * article may hold, whatever it is given.
 *
 * Markdown → HTML: micromark (CommonMark, no GFM) with raw HTML let through, so that `<img … width height>` and
 * `<br>` survive; the allow-list then reduces what else Markdown can say (links, emphasis, code and quotes keep
 * their text; rules, scripts and the like go). The HTML is compact, one line: no whitespace a reader cannot see
 * (none between blocks or around `<br>`, a run of spaces and line ends as one space), no block that shows nothing.
 * Inline content left at the top level goes into paragraphs, one for each line of micromark's output: an image or
 * a `<br>` alone on its line (an HTML block in CommonMark, not a paragraph), the text of h4–h6, of each code line.
 *
 * HTML → Markdown: turndown over the sanitised HTML, written so that reading its Markdown back gives that HTML:
 * - ATX headings; `-` bullets and `1.` numbers, `*` and `1)` for a list right after a list of its kind (Markdown
 *   would join the two); items apart by a blank line in a list whose items hold paragraphs (a loose list);
 * - `**` for `strong` and `b`, or raw `<strong>` where `**` would not read back as bold: text starting or ending
 *   with punctuation, a symbol (an emoji) or a space, bold right after bold, bold in bold;
 * - a break as `\` and a line end, or raw `<br>` where that does not stand: at the start or end of a block's text,
 *   before a nested list, in a heading;
 * - an image as `![alt](src)`, or as raw `<img>` when it has a width or height or an address Markdown would
 *   rewrite (parentheses, non-ASCII, entity-like `&…;`); a raw tag alone on an item's first line gets `<!---->`
 *   after it, or CommonMark's HTML block would swallow the nested list below;
 * - text escaped wherever it could read as Markdown or HTML (`\`, `` ` ``, `*`, `_`, `[`, `]`, `<`, `&…;`, and
 *   `-`, `+`, `=`, `>`, `#`, `~`, `1.`, `1)` where they start a line).
 *
 * What does not come back as it was (nothing throws for any of it; one trip makes any HTML stable):
 * - empty elements go, both ways: without text (no-break spaces count as none), image or break;
 * - an image without `alt` written as `![](src)` comes back with `alt=""`;
 * - text or images at the top level come back in a paragraph;
 * - text after a nested list joins that list's last item; an item without a paragraph in a list whose other items
 *   have one gets one (Markdown makes a list loose or tight as a whole);
 * - whitespace a reader cannot see goes (see above).
 */
import { micromark } from 'micromark';
import TurndownService from 'turndown';
import { trimCharacters } from '@creator/domain/text';
import {
  normalizeArticleHtml,
  sanitizeArticleHtml,
  type ArticlePurifier,
  type SanitizeArticleOptions,
} from './article-html';

// ---------------------------------------------------------------------------------------------------------------
// Markdown → HTML

const INLINE_TAG = /^<(?:strong|b|br|img)[\s>]/u;
const VOID_TAG = /^<(?:br|img)[\s>]/u;
const HTML_SPACE = /[\t\n\f\r ]+/gu;

/**
 * The first pass's output (well formed, text and attributes escaped, so a `<` always starts a tag) made compact.
 * Inline content at the top level goes into paragraphs, one for each of its lines: micromark ends every block with
 * a line end, so what stood in a block the allow-list took away (an HTML block, h4–h6, each line of a code block)
 * keeps a paragraph of its own.
 */
function compactArticleHtml(html: string): string {
  const out: string[] = [];
  let depth = 0;
  let wrapped = false;
  const wrap = (open: boolean) => {
    if (open !== wrapped) out.push(open ? '<p>' : '</p>');
    wrapped = open;
  };
  for (const token of html.match(/<[^<>]*>|[^<]+/gu) ?? []) {
    if (!token.startsWith('<')) {
      if (depth > 0) out.push(token.replace(HTML_SPACE, ' '));
      else
        token.split('\n').forEach((line, index) => {
          if (index > 0) wrap(false);
          if (/[^\t\f\r ]/u.test(line)) wrap(true);
          if (wrapped) out.push(line.replace(HTML_SPACE, ' '));
        });
      continue;
    }
    if (token.startsWith('</')) depth -= 1;
    else {
      if (depth === 0) wrap(INLINE_TAG.test(token));
      if (!VOID_TAG.test(token)) depth += 1;
    }
    out.push(token);
  }
  wrap(false);
  let compact = out.join('').replace(/ ?(<\/?(?:p|h[1-3]|ul|ol|li)>|<br>) ?/gu, '$1');
  // Blocks that show nothing (no-break spaces at most) go, and lists left empty, as turndown drops them.
  for (let before = ''; before !== compact;) {
    before = compact;
    compact = compact.replace(/<(p|h[1-3]|ul|ol|li)>(?:\s|&nbsp;)*<\/\1>/gu, '');
  }
  return compact;
}

/**
 * Article HTML from the editor's Markdown: CommonMark, then the allow-list; compact (see the module's comment).
 * Throws what `sanitizeArticleHtml` throws (`ArticleHtmlTooLargeError`, a purifier that cannot work).
 */
export function articleMarkdownToHtml(
  markdown: string,
  purifier: ArticlePurifier,
  options: SanitizeArticleOptions,
): string {
  const html = micromark(markdown, { allowDangerousHtml: true });
  // The first pass here makes the HTML safe to compact by pattern; sanitising runs it again, unchanged.
  return sanitizeArticleHtml(
    purifier,
    compactArticleHtml(normalizeArticleHtml(html, options.imageHost)),
    options,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// HTML → Markdown

/** Text escaped for Markdown: nothing in it reads as Markdown syntax, an HTML tag or a character reference. */
function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<]/gu, '\\$&')
    .replace(/&(?=#?[\dA-Za-z]+;)/gu, '\\&')
    .replace(/^(?:[-+=>#~]|\d{1,9}(?=[.)]))/u, (start) => (/\d/u.test(start) ? `${start}\\` : `\\${start}`));
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/gu, '&amp;')
    .replace(/"/gu, '&quot;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/\n/gu, '&#10;');
}

const TEXT_NODE = 3;
const STRONG = new Set(['STRONG', 'B']);
const LISTS = new Set(['UL', 'OL']);
const HEADINGS = new Set(['H1', 'H2', 'H3']);
/** Markdown's word characters: `**` next to one opens and closes bold wherever it stands (CommonMark's flanking). */
const WORD_EDGES = /^[^\s\p{P}\p{S}](?:[\s\S]*[^\s\p{P}\p{S}])?$/u;
/** An address micromark writes back unchanged (it percent-encodes, and decodes references in, the others). */
const PLAIN_URL = /^(?:[\w\-.~:/?#@!$'*+,;=]|%[\dA-Fa-f]{2}|&(?!#?[\dA-Za-z]+;))*$/u;

function within(node: Node, names: ReadonlySet<string>): boolean {
  for (let parent = node.parentNode; parent; parent = parent.parentNode)
    if (names.has(parent.nodeName)) return true;
  return false;
}

function showsSomething(node: Node): boolean {
  if (node.nodeType === TEXT_NODE) return /[^\t\n\f\r ]/u.test(node.nodeValue ?? '');
  if (node.nodeName === 'IMG') return true;
  if (!STRONG.has(node.nodeName)) return false;
  for (let child = node.firstChild; child; child = child.nextSibling) if (showsSomething(child)) return true;
  return false;
}

type Side = 'previousSibling' | 'nextSibling';

/** What `hasContentBeside` found for each break it met, so a run of breaks is read once (else n² for n breaks). */
const contentBeside: Record<Side, WeakMap<Node, boolean>> = {
  previousSibling: new WeakMap(),
  nextSibling: new WeakMap(),
};

/** Whether text or an image stands on `side` of the break `node` in its block's text (up to a nested list). */
function hasContentBeside(node: Node, side: Side): boolean {
  const known = contentBeside[side];
  const breaks = [node];
  let found = false;
  search: for (let current: Node | null = node; current; current = current.parentNode) {
    for (let sibling = current[side]; sibling; sibling = sibling[side]) {
      const answer = known.get(sibling);
      if (answer !== undefined || LISTS.has(sibling.nodeName) || showsSomething(sibling)) {
        found = answer ?? !LISTS.has(sibling.nodeName);
        break search;
      }
      if (sibling.nodeName === 'BR') breaks.push(sibling);
    }
    if (!STRONG.has(current.parentNode?.nodeName ?? '')) break;
  }
  for (const met of breaks) known.set(met, found);
  return found;
}

/** The length of the whitespace run at the start (or end) of `text`. */
function spaceRun(text: string, atEnd: boolean): number {
  let length = 0;
  while (length < text.length && /\s/u.test(text.charAt(atEnd ? text.length - 1 - length : length)))
    length += 1;
  return length;
}

/** The whitespace `node`'s content starts (ends) with, before its first (after its last) image or break. */
function edgeSpace(node: Node, atEnd: boolean): number {
  let space = 0;
  /** Whether the edge ends at `current` (text that shows, an image, a break). */
  const visit = (current: Node): boolean => {
    if (current.nodeType === TEXT_NODE) {
      const text = current.nodeValue ?? '';
      const run = spaceRun(text, atEnd);
      space += run;
      return run < text.length;
    }
    if (current.nodeName === 'IMG' || current.nodeName === 'BR') return true;
    const next = atEnd ? 'previousSibling' : 'nextSibling';
    for (let child = atEnd ? current.lastChild : current.firstChild; child; child = child[next])
      if (visit(child)) return true;
    return false;
  };
  visit(node);
  return space;
}

/**
 * turndown takes the whitespace at the edges of bold from its text alone and writes it outside the bold, so a
 * space after an image that starts the bold (or before one that ends it) would be written twice, a no-break space
 * once more on every trip. Only whitespace before the first (after the last) image or break is at an edge. Called
 * from the rule's filter: turndown reads `flankingWhitespace` after it has chosen the rule.
 */
function correctFlankingWhitespace(
  node: Node & { flankingWhitespace?: { leading: string; trailing: string } },
) {
  const whitespace = node.flankingWhitespace;
  if (!whitespace) return;
  const text = node.textContent ?? '';
  const { leading, trailing } = whitespace;
  const extraLeading = spaceRun(text, false) - edgeSpace(node, false);
  const extraTrailing = spaceRun(text, true) - edgeSpace(node, true);
  whitespace.leading = leading.slice(0, Math.max(0, leading.length - extraLeading));
  whitespace.trailing = trailing.slice(Math.min(trailing.length, extraTrailing));
}

/** How many nodes named as `node` stand right before it (turndown's DOM under Node has no iterable lists). */
function sameBefore(node: Node): number {
  let count = 0;
  for (
    let sibling = node.previousSibling;
    sibling?.nodeName === node.nodeName;
    sibling = sibling.previousSibling
  )
    count += 1;
  return count;
}

const looseLists = new WeakMap<Node, boolean>();

/** Whether an item of `list` holds a paragraph: CommonMark writes such a list loose, items apart by a blank line. */
function isLoose(list: Node): boolean {
  let loose = looseLists.get(list);
  if (loose === undefined) {
    loose = false;
    for (let item = list.firstChild; item && !loose; item = item.nextSibling)
      for (let child = item.firstChild; child && !loose; child = child.nextSibling)
        loose = child.nodeName === 'P';
    looseLists.set(list, loose);
  }
  return loose;
}

function trimNewlines(text: string): string {
  return trimCharacters(text, '\n');
}

const rules: Record<string, TurndownService.Rule> = {
  heading: {
    filter: ['h1', 'h2', 'h3'],
    // A closing run of `#` would be read as the end of the heading.
    replacement: (content, node) =>
      `\n\n${'#'.repeat(Number(node.nodeName.charAt(1)))} ${content.replace(/(^|[\t ])(#+[\t ]*)$/u, '$1\\$2')}\n\n`,
  },
  list: {
    filter: ['ul', 'ol'],
    replacement: (content, node) =>
      node.parentNode?.nodeName === 'LI' ? `\n${trimNewlines(content)}\n` : `\n\n${content}\n\n`,
  },
  listItem: {
    filter: 'li',
    replacement: (content, node, options) => {
      const list = node.parentNode as HTMLElement;
      // Every second list of a run of lists of one kind takes the other marker.
      const other = sameBefore(list) % 2 === 1;
      const prefix =
        list.nodeName === 'OL'
          ? `${sameBefore(node) + 1}${other ? ')' : '.'} `
          : `${other ? '*' : options.bulletListMarker} `;
      const text = trimNewlines(content)
        .replace(/^<[a-z][^<>\n]*>(?=\n)/u, '$&<!---->')
        .replace(/\n(?=[^\n])/gu, `\n${' '.repeat(prefix.length)}`);
      return `${prefix}${text}\n${isLoose(list) ? '\n' : ''}`;
    },
  },
  strong: {
    filter: (node) => STRONG.has(node.nodeName) && (correctFlankingWhitespace(node), true),
    replacement: (content, node, options) => {
      if (!content.trim()) return '';
      const delimiter = options.strongDelimiter ?? '**';
      const readsAsBold =
        WORD_EDGES.test(content) &&
        !within(node, STRONG) &&
        !STRONG.has(node.previousSibling?.nodeName ?? '');
      return readsAsBold ? `${delimiter}${content}${delimiter}` : `<strong>${content}</strong>`;
    },
  },
  lineBreak: {
    filter: 'br',
    replacement: (_content, node, options) =>
      within(node, HEADINGS) ||
      !hasContentBeside(node, 'previousSibling') ||
      !hasContentBeside(node, 'nextSibling')
        ? '<br>'
        : `${options.br ?? '\\'}\n`,
  },
  image: {
    filter: 'img',
    replacement: (_content, node) => {
      const src = node.getAttribute('src') ?? '';
      const alt = node.getAttribute('alt');
      const sizes = ['width', 'height'].flatMap((name) => {
        const value = node.getAttribute(name);
        return value === null ? [] : [` ${name}="${escapeAttribute(value)}"`];
      });
      if (sizes.length === 0 && PLAIN_URL.test(src))
        return `![${escapeMarkdown(alt ?? '').replace(/\n/gu, '&#10;')}](${src})`;
      const altAttribute = alt === null ? '' : ` alt="${escapeAttribute(alt)}"`;
      return `<img src="${escapeAttribute(src)}"${altAttribute}${sizes.join('')}>`;
    },
  },
};

let service: TurndownService | undefined;

/** One turndown for every call, made on first use (in the browser it parses with the window's DOMParser). */
function turndownService(): TurndownService {
  if (!service) {
    service = new TurndownService({
      bulletListMarker: '-',
      strongDelimiter: '**',
      br: '\\',
    });
    service.escape = escapeMarkdown;
    for (const [key, rule] of Object.entries(rules)) service.addRule(key, rule);
  }
  return service;
}

/**
 * The editor's Markdown for article HTML: the allow-list first, then Markdown that `articleMarkdownToHtml` reads
 * back as that HTML. Throws what `sanitizeArticleHtml` throws.
 */
export function articleHtmlToMarkdown(
  html: string,
  purifier: ArticlePurifier,
  options: SanitizeArticleOptions,
): string {
  const clean = sanitizeArticleHtml(purifier, html, options);
  return clean ? turndownService().turndown(clean) : '';
}
