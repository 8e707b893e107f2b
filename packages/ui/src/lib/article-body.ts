import { cn } from './cn';

/**
 * How an article's body looks wherever it is read: the preview page (ContentPreview) and the editor's preview
 * (MarkdownEditor). Its headings arrive as h2 to h4 (`articleBodyHtml`).
 */
export const ARTICLE_BODY = cn(
  'text-base leading-7 break-words text-ink',
  '[&>:first-child]:mt-0',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold',
  '[&_p]:my-3 [&_b]:font-semibold [&_strong]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded',
);

/**
 * The sanitised body as it is read (ContentPreview, MarkdownEditor's preview). Runs on HTML the allow-list has
 * already passed, in an inert template (nothing loads, nothing runs); what is stored and sent stays as written.
 * - Headings are placed under the article's title, so that the title stays the page's only h1 and no level is
 *   skipped: the body's highest level becomes h2, the next h3, the next h4, and a heading never sits more than
 *   one level below the one before it.
 * - An image its author gave no description (no `alt`) gets `alt=""`: a screen reader passes over it, rather than
 *   reading out its address. A description the author wrote, even an empty one, stays.
 */
export function articleBodyHtml(html: string): string {
  if (!/<(?:h[1-3]|img)[\s>/]/iu.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  nestHeadings(template.content);
  for (const image of template.content.querySelectorAll('img:not([alt])')) image.setAttribute('alt', '');
  return template.innerHTML;
}

function nestHeadings(body: DocumentFragment): void {
  const headings = [...body.querySelectorAll('h1, h2, h3')];
  const levelOf = (heading: Element) => Number(heading.tagName.slice(1));
  const ranks = [...new Set(headings.map(levelOf))].sort((a, b) => a - b);
  let previous = 1;
  for (const heading of headings) {
    const level = Math.min(2 + ranks.indexOf(levelOf(heading)), previous + 1);
    previous = level;
    if (level === levelOf(heading)) continue;
    const placed = document.createElement(`h${level}`);
    placed.append(...heading.childNodes);
    heading.replaceWith(placed);
  }
}
