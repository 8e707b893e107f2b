import type { ArticlePurifier } from '@creator/forms/rules/article-html';
import { classifyPastedImage, replaceImageSources } from '@creator/forms/rules/article-import';
import { articleHtmlToMarkdown } from '@creator/forms/rules/article-markdown';
import { ARTICLE_IMAGES_MAX } from '@creator/forms/rules/article-limits';
import { htmlImageSources } from '@creator/forms/rules/html-text';
import { UPLOAD_MAX_BYTES } from '@creator/forms/rules/upload';
import { copyImages } from '../endpoints/upload';

/** Copies asked of the server at once. */
const PASTE_COPIES_AT_ONCE = 3;
/** The longest pasted address copied: a `data:` picture of 5 MB in base64, and its prefix. */
const PASTED_IMAGE_MAX_LENGTH = Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 100;

export interface PastedArticle {
  /** The pasted fragment as the editor's Markdown: the allowed subset, with hosted images only. */
  markdown: string;
  /** Images that pointed at files of the creator's machine (removed: no page can read them). */
  localRemoved: number;
  /** Images the server would not copy onto the image host (removed: "filtered automatically"). */
  filtered: number;
}

export interface PasteOptions {
  /** `image_host` of the configuration. */
  imageHost: string;
  /** DOMPurify over the window (`getArticlePurifier` of @creator/ui/lib/sanitize-html). */
  purifier: ArticlePurifier;
  signal?: AbortSignal;
  /** Copies one address onto the image host (`POST /mp-api/v3/api/upload`); the endpoint by default. */
  copy?: (source: string, signal?: AbortSignal) => Promise<string>;
}

const copyOne = async (source: string, signal?: AbortSignal) => {
  const [hosted] = await copyImages([source], { signal, display: 'silent' });
  if (!hosted) throw new Error('the server answered no address');
  return hosted;
};

/**
 * HTML pasted from a web page or a word processor, made into the editor's Markdown: the formatting the
 * article may hold stays and the rest goes (through the allow-list); images on the creator's disk go; other
 * images (a web address, a `data:` image) are copied onto the image host one by one, so that the server's
 * refusal of one (an address it will not fetch) removes that one only.
 */
export async function importPastedHtml(html: string, options: PasteOptions): Promise<PastedArticle> {
  const { imageHost, purifier, signal, copy = copyOne } = options;
  const sources = [...new Set(htmlImageSources(html))];
  const kinds = new Map(sources.map((source) => [source, classifyPastedImage(source, imageHost)]));
  const copies = new Map<string, string | null>();
  // At most an article's images are copied, none larger than an upload may be, a few at a time; the rest are
  // filtered.
  const queue = sources
    .filter((source) => kinds.get(source) === 'remote' && source.length <= PASTED_IMAGE_MAX_LENGTH)
    .slice(0, ARTICLE_IMAGES_MAX);
  const worker = async () => {
    for (let source = queue.shift(); source !== undefined; source = queue.shift()) {
      try {
        copies.set(source, await copy(source, signal));
      } catch (error) {
        if (signal?.aborted) throw error;
        copies.set(source, null);
      }
    }
  };
  await Promise.all(Array.from({ length: PASTE_COPIES_AT_ONCE }, worker));
  let localRemoved = 0;
  let filtered = 0;
  const rewritten = replaceImageSources(html, (source) => {
    const kind = kinds.get(source.trim()) ?? classifyPastedImage(source, imageHost);
    if (kind === 'hosted') return source;
    if (kind === 'local') {
      localRemoved += 1;
      return null;
    }
    const hosted = copies.get(source.trim());
    if (!hosted) filtered += 1;
    return hosted ?? null;
  });
  return { markdown: articleHtmlToMarkdown(rewritten, purifier, { imageHost }), localRemoved, filtered };
}
