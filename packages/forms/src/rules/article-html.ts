/**
 * Article HTML: the one allow-list (contract.md, "Creating content"). An article holds only what the editor can
 * produce; a backend stores nothing else and a client shows nothing else. The server and the browser both
 * sanitise with this module. It stays free of any DOM: the caller brings DOMPurify over its own DOM (the server
 * over jsdom, the browser over `window`; never over happy-dom, which DOMPurify's authors call unsafe).
 *
 * Two passes, both from the lists below. A linear, DOM-free pass first rewrites the input as well-formed HTML of
 * allowed elements only: an HTML parser given hostile markup can build a tree far deeper or larger than the input
 * (unclosed formatting elements are rebuilt in every later paragraph), and jsdom takes seconds to minutes over
 * such a tree. DOMPurify then reads that HTML with a real parser and removes whatever the first pass missed.
 */
import { ARTICLE_BODY_MAX_LENGTH } from './article-limits';
import { isOnImageHost } from './thumbnails';
import {
  ASCII_LETTER,
  commentEnd,
  decodeHtmlEntities,
  rawTextEnd,
  readTag,
  type StartTag,
} from './html-text';
import { trimCharacters } from '@creator/domain/text';

/** The elements the editor can produce. */
export const ARTICLE_TAGS = ['h1', 'h2', 'h3', 'p', 'strong', 'b', 'ul', 'ol', 'li', 'br', 'img'] as const;

export type ArticleTag = (typeof ARTICLE_TAGS)[number];

/**
 * Attributes per element; an element not named here takes none (no `style`, `class`, `id`, `on*`, `data-*`,
 * `aria-*`). `img` keeps the contract's `src`, `alt`, `width` and `height`.
 */
export const ARTICLE_ATTRIBUTES: Readonly<Partial<Record<ArticleTag, readonly string[]>>> = {
  img: ['src', 'alt', 'width', 'height'],
};

/**
 * Elements that go together with their content, which is never the creator's text: raw text (one string to the
 * tokenizer: script, style, iframe, …), `template` (inert) and foreign markup (`svg`, `math`), as in DOMPurify's
 * `FORBID_CONTENTS`. Any other element outside the allow-list goes alone and leaves its text and allowed children,
 * as a browser shows them: `<a href="javascript:…">text</a>` → `text`, `<div>` → its children, a `<form>` left
 * open or a stray `<frameset>` → all that follows (dropped with its content, one lost every word after it: issue 32).
 */
export const ARTICLE_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'iframe',
  'noscript',
  'xmp',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'svg',
  'math',
] as const;

/** Nesting deeper than this (lists in lists, bold in bold) is flattened: its inner tags go, its content stays. */
export const ARTICLE_HTML_MAX_DEPTH = 32;

/**
 * The longest article HTML, after the first pass, that is sanitised at all (UTF-16 code units): five times the
 * body's text limit, ample room for the editor's markup, and a bound on what a parser is given (jsdom reads
 * about 100 KB of article HTML in 0.2 to 0.4 s).
 */
export const ARTICLE_HTML_MAX_LENGTH = 5 * ARTICLE_BODY_MAX_LENGTH;

/** Thrown by `sanitizeArticleHtml` for HTML over `ARTICLE_HTML_MAX_LENGTH`; nothing is sanitised then. */
export class ArticleHtmlTooLargeError extends RangeError {
  constructor(readonly length: number) {
    super(`article HTML of ${length} characters; at most ${ARTICLE_HTML_MAX_LENGTH}`);
    this.name = 'ArticleHtmlTooLargeError';
  }
}

/** `width` and `height` of an image: a plain number of pixels (HTML's non-negative integer). */
const DIMENSION = /^\d{1,5}$/u;
const DIMENSION_ATTRIBUTES = ['width', 'height'] as const;
/** Characters no image address of ours holds; a browser would strip or reinterpret them. */
const UNSAFE_URL_CHARACTER = /[\s\\"'<>`\p{Cc}]/u;
export const ABSOLUTE_HTTP = /^https?:\/\/[^/]/iu;

/** Whether `attribute` may stand on `tag` (both lower case). */
export function isArticleAttribute(tag: string, attribute: string): boolean {
  return ARTICLE_ATTRIBUTES[tag as ArticleTag]?.includes(attribute) ?? false;
}

/** Whether an image of the article may show `src`: an absolute address on the image host (hosted images only). */
export function isArticleImageSource(src: string, imageHost: string): boolean {
  if (!ABSOLUTE_HTTP.test(imageHost) || !isOnImageHost(src, imageHost) || UNSAFE_URL_CHARACTER.test(src))
    return false;
  try {
    // After resolving dot segments the address must still lie under the host's prefix.
    const base = trimCharacters(new URL(imageHost).href, '/', 'end');
    return new URL(src).href.startsWith(`${base}/`);
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// First pass: DOM-free, linear. Its output is what the parser of the second pass reads back unchanged.

/** The allow-list's elements, and those dropped with their content (for ./article-import's walk). */
export const ALLOWED = new Set<string>(ARTICLE_TAGS);
export const DROPPED = new Set<string>(ARTICLE_DROPPED_WITH_CONTENT);
/** Elements whose content the tokenizer reads as text up to their end tag. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
]);
/** Allowed elements that hold only text, `b`, `strong`, `br` and `img`. */
const INLINE_ONLY = new Set(['p', 'h1', 'h2', 'h3', 'b', 'strong']);
const LISTS = new Set(['ul', 'ol']);
function escapeText(text: string): string {
  return text
    .replace(/&/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/\u00A0/gu, '&nbsp;');
}

/** `value` without the whitespace HTML trims from an address (not JavaScript's wider `trim`). */
export function trimHtmlSpace(value: string): string {
  return trimCharacters(value, '\t\n\f\r ');
}

export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/gu, '&quot;');
}

function imageTag(attributes: ReadonlyMap<string, string>, imageHost: string): string {
  const src = trimHtmlSpace(attributes.get('src') ?? '');
  if (!isArticleImageSource(src, imageHost)) return '';
  let tag = `<img src="${escapeAttribute(src)}"`;
  const alt = attributes.get('alt');
  if (alt !== undefined) tag += ` alt="${escapeAttribute(alt)}"`;
  for (const name of DIMENSION_ATTRIBUTES) {
    const value = attributes.get(name);
    if (value !== undefined && DIMENSION.test(value)) tag += ` ${name}="${value}"`;
  }
  return `${tag}>`;
}

/** Writes allowed elements, closing what it opens, so that no parser restructures the result. */
class ArticleWriter {
  readonly #out: string[] = [];
  readonly #open: string[] = [];

  text(text: string): void {
    if (text !== '') this.#out.push(escapeText(decodeHtmlEntities(text).replace(/\0/gu, '')));
  }

  void(markup: string): void {
    this.#out.push(markup);
  }

  start(name: string): void {
    if (name === 'li') {
      const list = this.#lastIndexWhere((open) => LISTS.has(open));
      if (list === -1) return;
      this.#closeAbove(list);
    } else if (name !== 'b' && name !== 'strong') {
      // A block (p, h1–h3, ul, ol) ends the paragraph, heading or bold it stands in, as in a parser.
      const container = this.#lastIndexWhere((open) => !INLINE_ONLY.has(open));
      this.#closeAbove(container);
    }
    if (this.#open.length >= ARTICLE_HTML_MAX_DEPTH) return;
    this.#open.push(name);
    this.#out.push(`<${name}>`);
  }

  end(name: string): void {
    const index = this.#open.lastIndexOf(name);
    if (index !== -1) this.#closeAbove(index - 1);
  }

  finish(): string {
    this.#closeAbove(-1);
    return this.#out.join('');
  }

  #lastIndexWhere(test: (name: string) => boolean): number {
    for (let index = this.#open.length - 1; index >= 0; index -= 1)
      if (test(this.#open[index] as string)) return index;
    return -1;
  }

  /** Closes every open element above position `keep` (-1: all). */
  #closeAbove(keep: number): void {
    while (this.#open.length > keep + 1) this.#out.push(`</${this.#open.pop() as string}>`);
  }
}

/** What the tokenizer walk meets: text, or a tag (`start`: the index of its `<`; `tag.end`: just after its `>`). */
export type HtmlToken =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'tag';
      readonly closing: boolean;
      readonly tag: StartTag;
      readonly start: number;
      /** The tag ends every open svg and math element (it is read as HTML again, from itself on). */
      readonly breakout: boolean;
    };

/** Foreign (svg, math) elements: their content is not HTML, and the parser leaves them at an HTML breakout tag. */
const FOREIGN = new Set(['svg', 'math']);
/** Start tags that end every open svg or math element (the HTML standard's rules for foreign content). */
const FOREIGN_BREAKOUT = new Set([
  'b',
  'big',
  'blockquote',
  'body',
  'br',
  'center',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'embed',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'hr',
  'i',
  'img',
  'li',
  'listing',
  'menu',
  'meta',
  'nobr',
  'ol',
  'p',
  'pre',
  'ruby',
  's',
  'small',
  'span',
  'strong',
  'strike',
  'sub',
  'sup',
  'table',
  'tt',
  'u',
  'ul',
  'var',
]);

/** Elements without content: never open. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Where the parser stops looking for an open element an end tag names (the HTML standard's "in scope"). */
const SCOPE_BOUNDARY = new Set([
  'applet',
  'caption',
  'html',
  'table',
  'td',
  'th',
  'marquee',
  'object',
  'template',
]);

/** The HTML standard's "special" elements (those of a body): where an end tag of another element stops looking. */
const SPECIAL = new Set([
  ...SCOPE_BOUNDARY,
  ...'address area article aside base basefont bgsound blockquote body br button center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1-6 head header hgroup hr iframe img input keygen li link listing main menu meta nav noembed noframes noscript ol p param plaintext pre script search section select source style summary tbody textarea tfoot thead title tr track ul wbr xmp'.split(
    ' ',
  ),
]);

/** Start tags a body ignores (so never open there), and `form`, whose end tag removes it alone. */
const NOT_OPENED = new Set([
  'body',
  'caption',
  'col',
  'colgroup',
  'form',
  'frame',
  'frameset',
  'head',
  'html',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
]);

/** The name the open elements know an element by: the six headings close one another, so they are one. */
function openName(name: string): string {
  return /^h[1-6]$/u.test(name) ? 'h1-6' : name;
}

type Category = 'boundary' | 'special' | 'list' | 'li-stop';

function categoriesOf(name: string): Category[] {
  const found: Category[] = [];
  if (SCOPE_BOUNDARY.has(name)) found.push('boundary');
  if (SPECIAL.has(name)) found.push('special');
  if (name === 'ol' || name === 'ul') found.push('list');
  // Where a new list item stops looking for one to close: a special element but address, div and p.
  if (SPECIAL.has(name) && name !== 'address' && name !== 'div' && name !== 'p') found.push('li-stop');
  return found;
}

/**
 * Open elements, outermost first, with where each name and each category stands: whether one is in scope, and
 * closing it, cost no walk (an article of many open elements and many stray end tags stays linear).
 */
class OpenElements {
  private readonly names: string[] = [];
  private readonly where = new Map<string, number[]>();
  private readonly categories = new Map<Category, number[]>();

  get size(): number {
    return this.names.length;
  }

  open(name: string) {
    const at = this.names.length;
    this.names.push(name);
    for (const key of [name, ...categoriesOf(name)]) {
      const map = key === name ? this.where : (this.categories as Map<string, number[]>);
      const places = map.get(key);
      if (places) places.push(at);
      else map.set(key, [at]);
    }
  }

  /** Where the innermost one named `name` stands (-1 if none). */
  last(name: string): number {
    return this.where.get(name)?.at(-1) ?? -1;
  }

  private lastOf(category: Category): number {
    return this.categories.get(category)?.at(-1) ?? -1;
  }

  /**
   * Whether an end tag of `name` closes an open element (so every element inside it): an element of its own
   * name in scope (list-item scope for `li`); for an element that is not special, one with no special element
   * inside it. `form` is never one (its end tag removes the form alone).
   */
  closedBy(name: string): boolean {
    const at = this.last(name);
    if (at === -1) return false;
    if (!SPECIAL.has(name)) return at >= this.lastOf('special');
    return at >= this.lastOf('boundary') && (name !== 'li' || at >= this.lastOf('list'));
  }

  /** Whether a new `li` closes the one open (the standard's walk, which stops at most special elements). */
  closedByNewListItem(): boolean {
    const at = this.last('li');
    return at !== -1 && at >= this.lastOf('li-stop');
  }

  current(): string | undefined {
    return this.names.at(-1);
  }

  /** Closes the innermost one named `name`, with every element inside it. */
  close(name: string) {
    const to = this.last(name);
    if (to !== -1) this.truncate(to);
  }

  clear() {
    this.truncate(0);
  }

  private truncate(to: number) {
    while (this.names.length > to) {
      const closed = this.names.pop()!;
      const at = this.names.length;
      this.where.get(closed)!.pop();
      for (const category of categoriesOf(closed))
        if (this.lastOf(category) === at) this.categories.get(category)!.pop();
    }
  }
}

/**
 * Whether a tag inside svg or math makes the parser leave them: a breakout start tag (`font` only with `color`,
 * `face` or `size`), or `</p>` and `</br>`. An article's words after a stray `<svg>` are its words again there.
 * (An end tag of an HTML element open around them leaves them too: `htmlTokens` knows those.)
 */
export function breaksOutOfForeign(closing: boolean, tag: StartTag): boolean {
  if (closing) return tag.name === 'p' || tag.name === 'br';
  if (tag.name === 'font') return ['color', 'face', 'size'].some((name) => tag.attributes.has(name));
  return FOREIGN_BREAKOUT.has(tag.name);
}

/**
 * The tokens of `input`, read as the HTML tokenizer reads them, in one linear pass: comments and bogus comments
 * are skipped; a raw-text element's content and end tag are skipped after its start tag (so that start tag is the
 * whole element), except inside svg or math, where the tokenizer reads every tag as markup; the walk ends at
 * `<plaintext>` (everything after is its text; again not inside svg or math) and inside an unfinished tag (a
 * browser drops that tag). The one walk of the first pass, and of ./article-import's `articleHtmlLosses` and
 * `replaceImageSources`.
 */
export function* htmlTokens(input: string): Generator<HtmlToken> {
  let index = 0;
  /** The svg and math elements open and the elements inside them, innermost last. */
  const foreign = new OpenElements();
  /**
   * The HTML elements open, as far as an end tag inside svg or math needs them: one that closes an element open
   * around them closes them too. A model of the parser's stack for that question only; where it errs, it changes
   * which words are kept, never what markup is (the output is written from scratch).
   */
  const openHtml = new OpenElements();
  while (index < input.length) {
    const open = input.indexOf('<', index);
    const textEnd = open === -1 ? input.length : open;
    if (textEnd > index) yield { kind: 'text', text: input.slice(index, textEnd) };
    if (open === -1) return;
    const next = input[open + 1];
    if (input.startsWith('<!--', open)) {
      index = commentEnd(input, open);
      continue;
    }
    const closing = next === '/';
    const nameAt = closing ? open + 2 : open + 1;
    if (!ASCII_LETTER.test(input[nameAt] ?? '')) {
      if (next === '!' || next === '?' || (closing && input[nameAt] !== '>')) {
        // A bogus comment (`<!…>`, `<?…>`, `</1…>`) runs to the next `>`.
        const close = input.indexOf('>', open);
        index = close === -1 ? input.length : close + 1;
      } else if (closing) {
        index = open + 3; // `</>` is nothing.
      } else {
        yield { kind: 'text', text: '<' };
        index = open + 1;
      }
      continue;
    }
    const tag = readTag(input, nameAt);
    if (!tag) return;
    const name = openName(tag.name);
    let breakout = false;
    if (foreign.size > 0) {
      if (!closing) breakout = breaksOutOfForeign(false, tag);
      // An end tag closes the innermost svg or math element of its name; of none, it is read as HTML.
      else
        breakout =
          breaksOutOfForeign(true, tag) || (foreign.last(tag.name) === -1 && openHtml.closedBy(name));
    }
    yield { kind: 'tag', closing, tag, start: open, breakout };
    index = tag.end;
    if (breakout) foreign.clear();
    if (foreign.size > 0) {
      if (!closing) {
        if (!tag.selfClosing) foreign.open(tag.name);
      } else foreign.close(tag.name);
    } else if (FOREIGN.has(tag.name)) {
      if (!closing && !tag.selfClosing) foreign.open(tag.name);
    } else if (closing) {
      if (openHtml.closedBy(name)) openHtml.close(name);
    } else if (!VOID.has(name) && !RAW_TEXT.has(name) && !NOT_OPENED.has(name)) {
      if (name === 'li' && openHtml.closedByNewListItem()) openHtml.close('li');
      if (name === 'option' && openHtml.current() === 'option') openHtml.close('option');
      if (name === 'button' && openHtml.closedBy('button')) openHtml.close('button');
      openHtml.open(name);
    }
    if (closing || foreign.size > 0) continue;
    if (RAW_TEXT.has(tag.name)) index = rawTextEnd(input, tag.name, index);
    else if (tag.name === 'plaintext') return;
  }
}

/** Whether a dropped element's start tag has no content to follow: a raw-text element, `<svg/>` or `<math/>`. */
export function isComplete({ name, selfClosing }: StartTag): boolean {
  // The parser ignores the slash on an HTML element, but not on svg and math.
  return RAW_TEXT.has(name) || (selfClosing && (name === 'svg' || name === 'math'));
}

/** The element whose content is being dropped, and how many of it are open. */
export interface DroppedStretch {
  name: string;
  depth: number;
}

/**
 * Follows a dropped stretch over one tag (updating it): `dropped` is the stretch still open, or null once it has
 * ended; `resume` says the tag itself lies outside it (it broke out of svg or math) and is read as any other.
 */
export function followDropped(
  dropped: DroppedStretch,
  { closing, tag, breakout }: { closing: boolean; tag: StartTag; breakout: boolean },
): { dropped: DroppedStretch | null; resume: boolean } {
  if (FOREIGN.has(dropped.name) && breakout) return { dropped: null, resume: true };
  if (tag.name === dropped.name) {
    if (closing) dropped.depth -= 1;
    else if (!isComplete(tag)) dropped.depth += 1;
  }
  return { dropped: dropped.depth === 0 ? null : dropped, resume: false };
}

/**
 * The first pass alone: `html` rewritten as well-formed HTML of the allow-list (DOM-free, linear in the input).
 * Reads markup as the HTML tokenizer does; anything it would read differently from a browser only changes what is
 * kept, never lets anything else through, since the output is written from scratch.
 */
export function normalizeArticleHtml(html: string, imageHost: string): string {
  const writer = new ArticleWriter();
  let dropped: DroppedStretch | null = null;
  for (const token of htmlTokens(html.replace(/\r\n?/gu, '\n'))) {
    if (token.kind === 'text') {
      if (!dropped) writer.text(token.text);
      continue;
    }
    const { closing, tag } = token;
    const { name } = tag;
    if (dropped) {
      const followed = followDropped(dropped, token);
      dropped = followed.dropped;
      if (!followed.resume) continue;
    }
    if (closing) {
      if (ALLOWED.has(name)) writer.end(name);
    } else if (DROPPED.has(name)) {
      if (!isComplete(tag)) dropped = { name, depth: 1 };
    } else if (name === 'img') {
      writer.void(imageTag(tag.attributes, imageHost));
    } else if (name === 'br') {
      writer.void('<br>');
    } else if (ALLOWED.has(name)) {
      writer.start(name);
    }
  }
  return writer.finish();
}

// ---------------------------------------------------------------------------------------------------------------
// Second pass: DOMPurify.

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
}

/** The DOMPurify options of the allow-list (a subset of DOMPurify's `Config`). */
export interface ArticlePurifyConfig {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  ADD_ATTR: (attributeName: string, tagName: string) => boolean;
  ALLOW_DATA_ATTR: false;
  ALLOW_ARIA_ATTR: false;
  ALLOWED_URI_REGEXP: RegExp;
  ADD_URI_SAFE_ATTR: string[];
  ADD_FORBID_CONTENTS: string[];
  KEEP_CONTENT: true;
}

/**
 * DOMPurify options for article HTML. On their own they already limit URLs to the image host; what a config
 * cannot say (an `img` without an acceptable `src` goes entirely, sizes are numbers) `sanitizeArticleHtml` adds.
 */
export function articlePurifyConfig(imageHost: string): ArticlePurifyConfig {
  const host = trimCharacters(imageHost, '/', 'end');
  return {
    ALLOWED_TAGS: [...ARTICLE_TAGS],
    // No attribute anywhere, but those the per-element list names.
    ALLOWED_ATTR: [],
    ADD_ATTR: (attributeName, tagName) => isArticleAttribute(tagName, attributeName),
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Matches nothing when the host is not an absolute address.
    ALLOWED_URI_REGEXP: ABSOLUTE_HTTP.test(host) ? new RegExp(`^${escapeRegExp(host)}/`, 'u') : /(?!)/u,
    // Sizes are numbers, not addresses (checked as such below); `alt` is text already.
    ADD_URI_SAFE_ATTR: [...DIMENSION_ATTRIBUTES],
    // Adds to DOMPurify's own list, which also drops the fallback text of audio and video, and table parts; the
    // first pass leaves it no element outside the allow-list to apply that to, so their text stays.
    ADD_FORBID_CONTENTS: [...ARTICLE_DROPPED_WITH_CONTENT],
    KEEP_CONTENT: true,
  };
}

/** The part of a DOM element the image check touches. */
interface ArticleElement {
  readonly nodeName: string;
  getAttribute(name: string): string | null;
  removeAttribute(name: string): void;
  remove(): void;
}

type ElementHook = (node: ArticleElement) => void;

/**
 * The part of a DOMPurify instance this module uses. Pass an instance of its own, without hooks or `setConfig`
 * (`setConfig` would make DOMPurify ignore the options given here).
 */
export interface ArticlePurifier {
  readonly isSupported: boolean;
  sanitize(html: string, config: ArticlePurifyConfig): string;
  addHook(entryPoint: 'afterSanitizeAttributes', hook: ElementHook): void;
  removeHook(entryPoint: 'afterSanitizeAttributes', hook: ElementHook): unknown;
}

function checkImages(imageHost: string): ElementHook {
  return (node) => {
    if (node.nodeName.toLowerCase() !== 'img') return;
    const src = node.getAttribute('src');
    if (src === null || !isArticleImageSource(src, imageHost)) {
      node.remove();
      return;
    }
    for (const name of DIMENSION_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null && !DIMENSION.test(value)) node.removeAttribute(name);
    }
  };
}

export interface SanitizeArticleOptions {
  /** `image_host` of the configuration (the server: its own image host). */
  imageHost: string;
}

/**
 * `html` reduced to the article allow-list: the DOM-free first pass, then DOMPurify. Idempotent: sanitising the
 * result again changes nothing. Throws `ArticleHtmlTooLargeError` when the first pass leaves more than
 * `ARTICLE_HTML_MAX_LENGTH`, and an Error when the purifier cannot work in its DOM (DOMPurify would then hand
 * the input back unchanged).
 */
export function sanitizeArticleHtml(
  purifier: ArticlePurifier,
  html: string,
  options: SanitizeArticleOptions,
): string {
  if (!purifier.isSupported) throw new Error('DOMPurify cannot sanitise in this environment');
  const normalized = normalizeArticleHtml(html, options.imageHost);
  if (normalized.length > ARTICLE_HTML_MAX_LENGTH) throw new ArticleHtmlTooLargeError(normalized.length);
  if (!normalized) return '';
  const hook = checkImages(options.imageHost);
  purifier.addHook('afterSanitizeAttributes', hook);
  try {
    return purifier.sanitize(normalized, articlePurifyConfig(options.imageHost));
  } finally {
    purifier.removeHook('afterSanitizeAttributes', hook);
  }
}
