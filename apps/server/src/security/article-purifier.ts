import { ArticleHtmlTooLargeError, sanitizeArticleHtml } from '@creator/forms/rules/article-html';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * The CPU-heavy half of the article allow-list: DOMPurify over jsdom (never happy-dom, which DOMPurify's authors
 * call unsafe for sanitising). It runs inside the worker threads of ./article-html (a 150 000-character body
 * costs a parser a sizeable fraction of a second), so it imports nothing of the server's that a worker would not
 * need. One purifier of its own per thread, made on first use, so no other caller's hooks or `setConfig` reach it.
 */
let purifier: DOMPurify | undefined;

function articlePurifier(): DOMPurify {
  purifier ??= createDOMPurify(new JSDOM('').window);
  return purifier;
}

/** A worker's answer: structured clone keeps plain data only, so "too large" is data rather than an Error class. */
export type PurifyResult = { html: string } | { tooLarge: number };

export interface PurifyTask {
  html: string;
  imageHost: string;
}

/** Sanitises on the calling thread; the server calls it only through the pool of ./article-html. */
export function purifyArticleHtml({ html, imageHost }: PurifyTask): PurifyResult {
  try {
    return { html: sanitizeArticleHtml(articlePurifier(), html, { imageHost }) };
  } catch (error) {
    if (error instanceof ArticleHtmlTooLargeError) return { tooLarge: error.length };
    throw error;
  }
}
