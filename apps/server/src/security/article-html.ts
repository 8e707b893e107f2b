import {
  ARTICLE_HTML_MAX_LENGTH,
  ArticleHtmlTooLargeError,
  sanitizeArticleHtml,
} from '@creator/forms/rules/article-html';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { InvalidRequest } from '../errors';

/**
 * The server's side of the article allow-list of `@creator/forms/rules/article-html`: DOMPurify over jsdom
 * (never happy-dom, which DOMPurify's authors call unsafe for sanitising). One instance of its own, made on first
 * use, so no other caller's hooks or `setConfig` reach it.
 */
let purifier: DOMPurify | undefined;

function articlePurifier(): DOMPurify {
  purifier ??= createDOMPurify(new JSDOM('').window);
  return purifier;
}

/**
 * Article HTML as it arrives (image addresses absolute, on `imageHost`) reduced to what the contract allows.
 * HTML that keeps more than ARTICLE_HTML_MAX_LENGTH characters after the first pass is refused (413, 10001).
 */
export function sanitizeArticleContent(html: string, imageHost: string): string {
  try {
    return sanitizeArticleHtml(articlePurifier(), html, { imageHost });
  } catch (error) {
    if (error instanceof ArticleHtmlTooLargeError) {
      throw new InvalidRequest(
        `content: more than ${ARTICLE_HTML_MAX_LENGTH} characters of article HTML`,
        413,
      );
    }
    throw error;
  }
}
