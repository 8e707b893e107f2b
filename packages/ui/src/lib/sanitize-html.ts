import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * The one door every HTML string passes through before it reaches the DOM (notices, agreements,
 * previews). Scripts, event handlers, styles, forms and embeds go; text formatting, lists, links and
 * images stay. Links open in a new tab without access to the opener; images without alt become decorative.
 */

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['style', 'id', 'class'],
  ADD_ATTR: ['target'],
};

let purifier: Purifier | undefined;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  // An instance of our own, so our hook and our settings never leak into another caller's DOMPurify. The
  // settings are read once (`setConfig`): given to each `sanitize`, they were read again on every call, about
  // half of its time on a feed's short notices.
  purifier = DOMPurify(window);
  purifier.setConfig(CONFIG);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An image sent without a description is treated as decorative rather than read out by file name.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return purifier;
}

/** Returns `html` with everything unsafe removed; an empty string for empty input. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return getPurifier().sanitize(html);
}

let articlePurifier: Purifier | undefined;

/**
 * Article HTML has its own allow-list, `sanitizeArticleHtml` of `@creator/forms/rules/article-html`, which
 * packages/ui may not import: the caller passes it this DOMPurify over the window, one of its own without the
 * hook above and without `setConfig`. Its output is also what the editor sends, so it keeps an image without
 * `alt` as written; the reader's copy gets `alt=""` where it is shown (`articleBodyHtml` of ./article-body).
 */
export function getArticlePurifier(): Purifier {
  articlePurifier ??= DOMPurify(window);
  return articlePurifier;
}
