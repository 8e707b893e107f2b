/**
 * A DOM-free reading of the editor's HTML, so the server counts exactly what the editor counts. One linear
 * scan (no backtracking regular expression over the whole input): the server reads untrusted HTML with it.
 */

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9A-Fa-f]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/gu;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  shy: '\u00AD',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  euro: '€',
  yen: '¥',
  pound: '£',
  times: '×',
  divide: '÷',
  zwj: '\u200D',
  zwnj: '\u200C',
};

function codePointToText(codePoint: number): string {
  if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff))
    return '\uFFFD';
  return String.fromCodePoint(codePoint);
}

/** Decodes numeric references and the common named entities; unknown names stay as written, as browsers do. */
export function decodeHtmlEntities(value: string): string {
  return value.replace(ENTITY, (original, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return codePointToText(Number.parseInt(decimal, 10));
    if (hex !== undefined) return codePointToText(Number.parseInt(hex, 16));
    return (name !== undefined && NAMED_ENTITIES[name]) || original;
  });
}

/** Elements whose content is never shown as text. */
const HIDDEN_ELEMENTS = new Set(['script', 'style', 'template']);
/*
 * The tokenizer both readings share (this one and the article allow-list's first pass): tags, comments and
 * raw text read as the HTML tokenizer reads them, in one linear pass.
 */
const TAG_NAME_END = /[\t\n\f\r />]/u;
const WHITESPACE = /[\t\n\f\r ]/u;
/** An ASCII letter: what may follow `<` (or `</`) to start a tag. */
export const ASCII_LETTER = /[A-Za-z]/u;
const COMMENT_END = /--!?>/gu;
const RAW_TEXT_ENDS = new Map<string, RegExp>();

export interface StartTag {
  name: string;
  attributes: Map<string, string>;
  selfClosing: boolean;
  /** Index just after its `>`. */
  end: number;
}

/** Reads a tag from just after `<` or `</`, as the HTML tokenizer does; null when the input ends inside it. */
export function readTag(html: string, start: number): StartTag | null {
  let index = start;
  while (index < html.length && !TAG_NAME_END.test(html[index] as string)) index += 1;
  const name = html.slice(start, index).toLowerCase();
  const attributes = new Map<string, string>();
  let slash = false;
  while (index < html.length) {
    const character = html[index] as string;
    if (character === '>') return { name, attributes, selfClosing: slash, end: index + 1 };
    if (WHITESPACE.test(character) || character === '/') {
      slash = character === '/';
      index += 1;
      continue;
    }
    slash = false;
    const nameStart = index;
    index += 1; // A name may start with `=`.
    while (index < html.length && !/[\t\n\f\r />=]/u.test(html[index] as string)) index += 1;
    const attribute = html.slice(nameStart, index).toLowerCase();
    while (index < html.length && WHITESPACE.test(html[index] as string)) index += 1;
    let value = '';
    if (html[index] === '=') {
      index += 1;
      while (index < html.length && WHITESPACE.test(html[index] as string)) index += 1;
      const quote = html[index];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1);
        if (close === -1) return null;
        value = html.slice(index + 1, close);
        index = close + 1;
      } else {
        const valueStart = index;
        while (index < html.length && !/[\t\n\f\r >]/u.test(html[index] as string)) index += 1;
        value = html.slice(valueStart, index);
      }
    }
    // The first of repeated attributes wins, as in a browser.
    if (!attributes.has(attribute)) attributes.set(attribute, decodeHtmlEntities(value));
  }
  return null;
}

/** Index after a comment that starts at `start` (`<!--`), as the HTML tokenizer ends it. */
export function commentEnd(html: string, start: number): number {
  const body = start + 4;
  if (html[body] === '>') return body + 1;
  if (html.startsWith('->', body)) return body + 2;
  COMMENT_END.lastIndex = body;
  const match = COMMENT_END.exec(html);
  return match ? match.index + match[0].length : html.length;
}

/** Index after the end tag of a raw-text element (`</name` and a delimiter), or the end of the input. */
export function rawTextEnd(html: string, name: string, from: number): number {
  let end = RAW_TEXT_ENDS.get(name);
  if (!end) {
    end = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'giu');
    RAW_TEXT_ENDS.set(name, end);
  }
  end.lastIndex = from;
  const match = end.exec(html);
  if (!match) return html.length;
  const close = html.indexOf('>', match.index);
  return close === -1 ? html.length : close + 1;
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
}

interface Scan {
  text: string;
  tags: Tag[];
}

function isLetter(character: string | undefined): boolean {
  return character !== undefined && ASCII_LETTER.test(character);
}

function scanHtml(html: string): Scan {
  const text: string[] = [];
  const tags: Tag[] = [];
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) {
      text.push(html.slice(index));
      break;
    }
    text.push(html.slice(index, open));
    if (html.startsWith('<!--', open)) {
      index = commentEnd(html, open);
      continue;
    }
    const next = html[open + 1];
    if (next === '!' || next === '?') {
      const close = html.indexOf('>', open);
      index = close === -1 ? html.length : close + 1;
      continue;
    }
    if (!isLetter(next) && !(next === '/' && isLetter(html[open + 2]))) {
      // A `<` that starts no tag is text, as in a browser ("1 < 2").
      text.push('<');
      index = open + 1;
      continue;
    }
    const closing = next === '/';
    const read = readTag(html, closing ? open + 2 : open + 1);
    if (!read) break;
    tags.push({ name: read.name, closing, attributes: read.attributes });
    index = !closing && HIDDEN_ELEMENTS.has(read.name) ? rawTextEnd(html, read.name, read.end) : read.end;
  }
  return { text: decodeHtmlEntities(text.join('')), tags };
}

/** The text content of an HTML fragment (like the DOM's `textContent`, without script and style). */
export function htmlToText(html: string): string {
  return scanHtml(html).text;
}

/** The `src` of every `<img>` of an HTML fragment, in document order. */
export function htmlImageSources(html: string): string[] {
  return scanHtml(html)
    .tags.filter((tag) => tag.name === 'img' && !tag.closing)
    .map((tag) => tag.attributes.get('src')?.trim() ?? '')
    .filter((source) => source !== '');
}
