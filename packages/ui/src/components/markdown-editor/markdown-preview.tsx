import { useMemo, type CSSProperties, type UIEvent } from 'react';
import { ARTICLE_BODY, articleBodyHtml } from '../../lib/article-body';
import { useSettled } from '../../lib/use-settled';
import { cn } from '../../lib/cn';

/** How long typing must pause before the preview is made again. */
export const PREVIEW_DELAY_MS = 300;

export type MarkdownPreviewProps = {
  /** The Markdown to show (the editor's whole text). */
  source?: string;
  /**
   * The caller's converter: Markdown to HTML through the article allow-list. Its output is trusted as sanitised
   * and put in the page as it is; nothing here sanitises. Without it nothing is shown.
   */
  toHtml?: (markdown: string) => string;
  /** Accessible name of the preview region. */
  label?: string;
  /** Shown while the HTML is empty. */
  emptyText?: string;
  /** Direction of the text; `auto` (left out) takes that of its first letter, as the editor's text box does. */
  dir?: 'ltr' | 'rtl' | 'auto';
  className?: string;
  style?: CSSProperties;
  onScroll?: (event: UIEvent<HTMLDivElement>) => void;
};

/**
 * MarkdownEditor's preview: the caller's `toHtml(source)`, drawn like an article on the preview page, made again
 * only when typing pauses, so a keystroke in a long article never converts and re-renders the whole of it.
 *
 * It is also what `@uiw/react-markdown-preview/nohighlight` resolves to (`packages/ui/vite-aliases.mjs`): the
 * editor library imports that package (react-markdown with unified and rehype) for a preview it would render
 * itself; MarkdownEditor renders this one instead, and the alias keeps the library's out of the bundle. Hence the
 * default export, with the props the library gives its preview (`source`, `className`, `style`, `onScroll`).
 */
export function MarkdownPreview({
  source = '',
  toHtml,
  label,
  emptyText,
  dir = 'auto',
  className,
  style,
  onScroll,
}: MarkdownPreviewProps) {
  const settled = useSettled(source, PREVIEW_DELAY_MS);
  const html = useMemo(() => (toHtml ? articleBodyHtml(toHtml(settled)) : ''), [toHtml, settled]);
  const empty = html.trim() === '';
  return (
    <div
      data-slot="markdown-preview"
      data-state={settled === source ? 'settled' : 'pending'}
      role="region"
      aria-label={label}
      // The placeholder is the UI's text, in the page's direction.
      dir={empty ? undefined : dir}
      // Scrolls on its own: focusable, so a keyboard can scroll it too.
      tabIndex={0}
      onScroll={onScroll}
      style={style}
      className={cn(
        ARTICLE_BODY,
        'min-h-0 flex-1 overflow-auto px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
      {...(empty ? {} : { dangerouslySetInnerHTML: { __html: html } })}
    >
      {empty ? <p className="text-ink-subtle">{emptyText}</p> : null}
    </div>
  );
}

export default MarkdownPreview;
