/**
 * Before the allow-list: what sanitising an article would drop (the editor names it to the creator before
 * anything is dropped), and the images of pasted HTML. DOM-free, on the allow-list's own tokenizer walk. Apart from
 * ./article-html, which every reader of an article loads (the preview): only the editor needs this.
 */
import { describe, type MessageDescriptor } from './descriptor';
import {
  ABSOLUTE_HTTP,
  ALLOWED,
  DROPPED,
  escapeAttribute,
  htmlTokens,
  followDropped,
  isArticleImageSource,
  isComplete,
  trimHtmlSpace,
  type DroppedStretch,
} from './article-html';
import type { StartTag } from './html-text';

/** What sanitising can take away from an article, as the editor names it to the creator (sorted). */
export const ARTICLE_HTML_LOSSES = ['formatting', 'images', 'links', 'media', 'scripts', 'tables'] as const;

export type ArticleHtmlLoss = (typeof ARTICLE_HTML_LOSSES)[number];

/** Each kind as an item of a list the editor shows before anything is dropped (the list's title is the editor's). */
export const articleHtmlLossMessages = {
  formatting: describe(
    'forms.article.losses.formatting',
    'Other formatting: italics, underlines, quotes, code, colors, fonts, small headings and horizontal lines',
  ),
  images: describe('forms.article.losses.images', 'Images that could not be added to the article'),
  links: describe('forms.article.losses.links', 'Links (their text stays)'),
  media: describe('forms.article.losses.media', 'Videos, audio, embedded pages, drawings and form controls'),
  scripts: describe('forms.article.losses.scripts', 'Active content: scripts, styles and event handlers'),
  tables: describe('forms.article.losses.tables', 'Tables (their text stays)'),
} as const satisfies Record<ArticleHtmlLoss, MessageDescriptor>;

const ELEMENT_LOSSES: ReadonlyMap<string, ArticleHtmlLoss> = new Map(
  (
    [
      ['tables', 'table caption colgroup col thead tbody tfoot tr td th'],
      // Embedded content and form controls: the player, frame, drawing or control goes; the text written inside it
      // stays (a button's label, a video's fallback), but in those of ARTICLE_DROPPED_WITH_CONTENT (iframe, svg, …).
      ['media', 'audio video iframe frame frameset noframes embed noembed object applet'],
      ['media', 'svg math canvas map area input select optgroup option datalist textarea button'],
      ['scripts', 'script noscript style template'],
    ] as const
  ).flatMap(([loss, names]) => names.split(' ').map((name) => [name, loss] as const)),
);

/**
 * Elements whose tags go without any visible loss: their text and allowed children stay (a `div` still loses its
 * line break; the text runs on; a `form` is what a whole page of some CMSs stands in). Anything else outside the
 * allow-list is 'formatting'.
 */
const PLAIN_WRAPPERS = new Set(
  [
    'div span section article main header footer nav aside figure figcaption form label',
    'picture source wbr html head body title meta link base',
  ].flatMap((names) => names.split(' ')),
);
/** Attributes that style what they stand on; losing them is a loss of formatting. */
const PRESENTATIONAL_ATTRIBUTES = new Set(['style', 'align', 'bgcolor', 'color', 'face']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster']);
/** `javascript:` and `vbscript:` addresses, as a browser reads them (controls and spaces inside are ignored). */
const SCRIPT_URL = /^(?:javascript|vbscript):/iu;

function elementLoss(tag: StartTag, imageHost: string): ArticleHtmlLoss | null {
  const { name, attributes } = tag;
  if (name === 'img') {
    const src = trimHtmlSpace(attributes.get('src') ?? '');
    return isArticleImageSource(src, imageHost) ? null : 'images';
  }
  if (ALLOWED.has(name) || PLAIN_WRAPPERS.has(name) || name.includes(':')) return null; // `o:p` of Office
  if (name === 'a') return attributes.has('href') ? 'links' : null;
  return ELEMENT_LOSSES.get(name) ?? 'formatting';
}

function attributeLosses(tag: StartTag, found: Set<ArticleHtmlLoss>): void {
  for (const [name, value] of tag.attributes) {
    if (name.startsWith('on')) found.add('scripts');
    else if (PRESENTATIONAL_ATTRIBUTES.has(name) && value.trim() !== '') found.add('formatting');
    // eslint-disable-next-line no-control-regex -- a browser ignores controls in an address
    else if (URL_ATTRIBUTES.has(name) && SCRIPT_URL.test(value.replace(/[\u0000-\u0020]/gu, '')))
      found.add('scripts');
  }
}

/**
 * What sanitising `html` would take away, by kind, in the order of `ARTICLE_HTML_LOSSES`; `[]` for an article of
 * the allow-list. Elements inside one that goes with its content count as that one. Attributes without a visible
 * effect (`class`, `id`, `dir`, `data-*`, …), whitespace, comments and flattened nesting are no loss.
 */
export function articleHtmlLosses(html: string, imageHost: string): ArticleHtmlLoss[] {
  const found = new Set<ArticleHtmlLoss>();
  let dropped: DroppedStretch | null = null;
  for (const token of htmlTokens(html)) {
    if (token.kind === 'text') continue;
    const { closing, tag } = token;
    if (dropped) {
      const followed = followDropped(dropped, token);
      dropped = followed.dropped;
      if (!followed.resume) continue;
    }
    if (!closing) {
      const loss = elementLoss(tag, imageHost);
      if (loss) found.add(loss);
      attributeLosses(tag, found);
      if (DROPPED.has(tag.name) && !isComplete(tag)) dropped = { name: tag.name, depth: 1 };
    }
  }
  return ARTICLE_HTML_LOSSES.filter((loss) => found.has(loss));
}

/**
 * Where a pasted image can come from: `hosted` on the image host already; `remote`, an address the server can
 * copy onto the host (`http(s):` elsewhere, or a `data:image/…;base64,` picture, which the server stores); `local`,
 * one only the creator's own machine could resolve (`file:`, `blob:` of another page, a drive or folder path, a
 * relative or protocol-relative address, `cid:`, …): the creator has to upload that file.
 */
export type PastedImageOrigin = 'hosted' | 'local' | 'remote';

const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,/iu;

export function classifyPastedImage(src: string, imageHost: string): PastedImageOrigin {
  const address = trimHtmlSpace(src);
  if (isArticleImageSource(address, imageHost)) return 'hosted';
  return ABSOLUTE_HTTP.test(address) || DATA_IMAGE.test(address) ? 'remote' : 'local';
}

/** An attribute name a parser reads back as the same one name. */
const PLAIN_ATTRIBUTE_NAME = /^[a-z_:][-a-z0-9_:.]*$/u;

/**
 * `html` with the `src` of each `<img>` (its first `src`, trimmed; `''` when it has none) replaced by what `map`
 * gives, or the image removed when it gives null. Everything else stays as it was; the image's other attributes
 * stay (those with a plain name), so `articleHtmlLosses` still sees them. Not a sanitiser: the result goes through
 * the allow-list afterwards. Images the allow-list drops anyway (in comments, raw text, template, svg, math) are
 * left alone, `map` is not asked about them; an `<img>` breaks out of svg and math, as in a parser.
 */
export function replaceImageSources(html: string, map: (src: string) => string | null): string {
  const out: string[] = [];
  let from = 0;
  let dropped: DroppedStretch | null = null;
  for (const token of htmlTokens(html)) {
    if (token.kind === 'text') continue;
    const { closing, tag } = token;
    if (dropped) {
      const followed = followDropped(dropped, token);
      dropped = followed.dropped;
      if (!followed.resume) continue;
    }
    if (!closing && DROPPED.has(tag.name) && !isComplete(tag)) dropped = { name: tag.name, depth: 1 };
    if (dropped || closing || tag.name !== 'img') continue;
    out.push(html.slice(from, token.start));
    from = tag.end;
    const src = map(trimHtmlSpace(tag.attributes.get('src') ?? ''));
    if (src === null) continue;
    let written = '<img';
    for (const [name, value] of new Map(tag.attributes).set('src', src))
      if (PLAIN_ATTRIBUTE_NAME.test(name)) written += ` ${name}="${escapeAttribute(value)}"`;
    out.push(`${written}>`);
  }
  out.push(html.slice(from));
  return out.join('');
}
