import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Where the hashtags of a text stand (UTF-16 indices, `end` exclusive). */
export type HashtagFinder = (text: string) => ReadonlyArray<{ start: number; end: number }>;

const hashtagTextVariants = cva('break-words text-ink', {
  variants: {
    size: { sm: 'text-sm leading-6', base: 'text-base leading-7' },
    /** `pre-wrap` keeps every space and line break as typed; `pre-line` keeps the line breaks only. */
    whitespace: { 'pre-wrap': 'whitespace-pre-wrap', 'pre-line': 'whitespace-pre-line' },
  },
  defaultVariants: { size: 'base', whitespace: 'pre-wrap' },
});

export type HashtagTextProps = Omit<ComponentProps<'p'>, 'children'> &
  VariantProps<typeof hashtagTextVariants> & {
    /** Plain text; never read as HTML. */
    text: string;
    /**
     * The product's hashtag grammar (`findHashtags` of `@creator/forms/rules/hashtag`), supplied by the caller:
     * ui holds none of its own. Without it the text shows plain.
     */
    findHashtags?: HashtagFinder;
  };

/** The text cut into plain runs and hashtags in the link colour, as the app shows them. */
function withHashtags(text: string, findHashtags: HashtagFinder | undefined): ReactNode[] {
  if (!findHashtags) return [text];
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of findHashtags(text)) {
    if (start < at || end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <span key={start} data-slot="hashtag" className="text-brand-700">
        {text.slice(start, end)}
      </span>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** A short post's plain text with its hashtags highlighted. */
export function HashtagText({ text, findHashtags, size, whitespace, className, ...props }: HashtagTextProps) {
  return (
    <p
      data-slot="hashtag-text"
      className={cn(hashtagTextVariants({ size, whitespace }), className)}
      {...props}
    >
      {withHashtags(text, findHashtags)}
    </p>
  );
}
