import { getArticlePurifier } from '@creator/ui/lib/sanitize-html';
import { useMemo } from 'react';
import { articleMarkdownToHtml } from '../rules/article-markdown';

/**
 * The editor's Markdown as the article's HTML, through the allow-list: `toHtml` for a send (it throws past what
 * the allow-list reads at all, which the rules turn into the body's limit), `previewHtml` for the preview (such a
 * body shows nothing rather than failing the page).
 */
export function useArticleHtml(imageHost: string) {
  const purifier = getArticlePurifier();
  return useMemo(() => {
    const toHtml = (markdown: string) => articleMarkdownToHtml(markdown, purifier, { imageHost });
    const previewHtml = (markdown: string) => {
      try {
        return toHtml(markdown);
      } catch {
        return '';
      }
    };
    return { purifier, toHtml, previewHtml };
  }, [purifier, imageHost]);
}
