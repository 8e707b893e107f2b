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
/** HTML's whitespace (tab, line feed, form feed, carriage return, space), by character code: the scan reads
 * every character of a tag, and a code comparison costs a fraction of a pattern's test. */
function isHtmlSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}
const SLASH = 47;
const GREATER = 62;
const EQUALS = 61;
/** An ASCII letter: what may follow `<` (or `</`) to start a tag. */
export const ASCII_LETTER = /[A-Za-z]/u;
const COMMENT_END = /--!?>/gu;
const RAW_TEXT_ENDS = new Map<string, RegExp>();
const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map();

export interface StartTag {
  name: string;
  attributes: ReadonlyMap<string, string>;
  selfClosing: boolean;
  /** Index just after its `>`. */
  end: number;
}

/** Reads a tag from just after `<` or `</`, as the HTML tokenizer does; null when the input ends inside it. */
export function readTag(html: string, start: number): StartTag | null {
  const length = html.length;
  let index = start;
  for (let code = html.charCodeAt(index); index < length; code = html.charCodeAt(++index)) {
    if (isHtmlSpace(code) || code === SLASH || code === GREATER) break;
  }
  const name = html.slice(start, index).toLowerCase();
  // Made for the first attribute: most tags have none, and a map per tag was most of the scan's garbage.
  let attributes: Map<string, string> | undefined;
  let slash = false;
  while (index < length) {
    const code = html.charCodeAt(index);
    if (code === GREATER)
      return { name, attributes: attributes ?? NO_ATTRIBUTES, selfClosing: slash, end: index + 1 };
    if (isHtmlSpace(code) || code === SLASH) {
      slash = code === SLASH;
      index += 1;
      continue;
    }
    slash = false;
    const nameStart = index;
    index += 1; // A name may start with `=`.
    for (let next = html.charCodeAt(index); index < length; next = html.charCodeAt(++index)) {
      if (isHtmlSpace(next) || next === SLASH || next === GREATER || next === EQUALS) break;
    }
    const attribute = html.slice(nameStart, index).toLowerCase();
    while (index < length && isHtmlSpace(html.charCodeAt(index))) index += 1;
    let value = '';
    if (html.charCodeAt(index) === EQUALS) {
      index += 1;
      while (index < length && isHtmlSpace(html.charCodeAt(index))) index += 1;
      const quote = html[index];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1);
        if (close === -1) return null;
        value = html.slice(index + 1, close);
        index = close + 1;
      } else {
        const valueStart = index;
        for (let next = html.charCodeAt(index); index < length; next = html.charCodeAt(++index)) {
          if (isHtmlSpace(next) || next === GREATER) break;
        }
        value = html.slice(valueStart, index);
      }
    }
    // The first of repeated attributes wins, as in a browser.
    attributes ??= new Map();
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
  attributes: ReadonlyMap<string, string>;
}

interface Scan {
  text: string;
  tags: Tag[];
}

function isLetter(character: string | undefined): boolean {
  if (character === undefined) return false;
  const code = character.charCodeAt(0) | 0x20; // Lower case, for ASCII letters.
  return code >= 0x61 && code <= 0x7a;
}

/** The text of an HTML fragment, and its tags of the name `keep` (none without it). */
function scanHtml(html: string, keep?: string): Scan {
  const text: string[] = [];
  const tags: Tag[] = [];
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) {
      text.push(html.slice(index));
      break;
    }
    if (open > index) text.push(html.slice(index, open));
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
    if (read.name === keep) tags.push({ name: read.name, closing, attributes: read.attributes });
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
  return scanHtml(html, 'img')
    .tags.filter((tag) => !tag.closing)
    .map((tag) => tag.attributes.get('src')?.trim() ?? '')
    .filter((source) => source !== '');
}
