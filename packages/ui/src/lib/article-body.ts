import { cn } from './cn';

/**
 * How an article's body looks wherever it is read: the preview page (ContentPreview) and the editor's preview
 * (MarkdownEditor). Its headings arrive as h2 to h4 (`nestHeadings`).
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
 * The article's headings placed under its title, so that the title stays the page's only h1 and no level is
 * skipped: the body's highest level becomes h2, the next h3, the next h4, and a heading never sits more than one
 * level below the one before it. Runs on HTML the allow-list has already passed, in an inert template (nothing
 * loads, nothing runs).
 */
export function nestHeadings(html: string): string {
  if (!/<h[1-3][\s>]/iu.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const headings = [...template.content.querySelectorAll('h1, h2, h3')];
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
  return template.innerHTML;
}
