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
const ASCII_LETTER = /[A-Za-z]/u;
const TAG_NAME_END = /[\s/>]/u;
const WHITESPACE = /\s/u;

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

/** Reads a tag from just after its `<`; gives the tag and the index after its `>`, or null when it never closes. */
function readTag(html: string, start: number): { tag: Tag; end: number } | null {
  let index = start;
  const closing = html[index] === '/';
  if (closing) index += 1;
  const nameStart = index;
  while (index < html.length && !TAG_NAME_END.test(html[index] as string)) index += 1;
  const name = html.slice(nameStart, index).toLowerCase();
  const attributes = new Map<string, string>();
  while (index < html.length) {
    const character = html[index] as string;
    if (character === '>') return { tag: { name, closing, attributes }, end: index + 1 };
    if (WHITESPACE.test(character) || character === '/') {
      index += 1;
      continue;
    }
    const attributeStart = index;
    while (index < html.length && !/[\s/>=]/u.test(html[index] as string)) index += 1;
    const attribute = html.slice(attributeStart, index).toLowerCase() || (html[index++] as string);
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
        while (index < html.length && !/[\s>]/u.test(html[index] as string)) index += 1;
        value = html.slice(valueStart, index);
      }
    }
    // The first of repeated attributes wins, as in a browser.
    if (!attributes.has(attribute)) attributes.set(attribute, decodeHtmlEntities(value));
  }
  return null;
}

/** Index just after the end tag `</name ...>` from `from`, or the end of the input. */
function skipElementContent(html: string, name: string, from: number): number {
  const end = new RegExp(`</${name}[\\s/>]`, 'giu');
  end.lastIndex = from;
  const match = end.exec(html);
  if (!match) return html.length;
  const close = html.indexOf('>', match.index);
  return close === -1 ? html.length : close + 1;
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
      const close = html.indexOf('-->', open + 4);
      index = close === -1 ? html.length : close + 3;
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
    const read = readTag(html, open + 1);
    if (!read) break;
    tags.push(read.tag);
    index =
      !read.tag.closing && HIDDEN_ELEMENTS.has(read.tag.name)
        ? skipElementContent(html, read.tag.name, read.end)
        : read.end;
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
