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

/** A piece of a text: a plain run or a hashtag, with where it starts (UTF-16 index). */
export interface HashtagRun {
  text: string;
  start: number;
  hashtag: boolean;
}

/**
 * The text cut into plain runs and hashtags, in order; a range that overlaps the one before it or is empty is
 * left plain. Without a finder the whole text is one plain run.
 */
export function hashtagRuns(text: string, findHashtags: HashtagFinder | undefined): HashtagRun[] {
  if (!findHashtags) return text ? [{ text, start: 0, hashtag: false }] : [];
  const runs: HashtagRun[] = [];
  let at = 0;
  for (const { start, end } of findHashtags(text)) {
    if (start < at || end <= start) continue;
    if (start > at) runs.push({ text: text.slice(at, start), start: at, hashtag: false });
    runs.push({ text: text.slice(start, end), start, hashtag: true });
    at = end;
  }
  if (at < text.length) runs.push({ text: text.slice(at), start: at, hashtag: false });
  return runs;
}

/**
 * The text with its hashtags in the link colour, as the app shows them. Each hashtag is a run of its own
 * direction, `#` included, so that an Arabic tag in English text (or the reverse) keeps its mark at its start.
 */
function withHashtags(text: string, findHashtags: HashtagFinder | undefined): ReactNode[] {
  if (!findHashtags) return [text];
  return hashtagRuns(text, findHashtags).map((run) =>
    run.hashtag ? (
      <bdi key={run.start} data-slot="hashtag" className="text-brand-700">
        {run.text}
      </bdi>
    ) : (
      run.text
    ),
  );
}

/**
 * A short post's plain text with its hashtags highlighted. It takes the direction of its own text (`dir="auto"`
 * unless told otherwise), each paragraph its own, as the textarea it was typed in does.
 */
export function HashtagText({
  text,
  findHashtags,
  size,
  whitespace,
  dir = 'auto',
  className,
  ...props
}: HashtagTextProps) {
  return (
    <p
      data-slot="hashtag-text"
      dir={dir}
      className={cn(
        hashtagTextVariants({ size, whitespace }),
        dir === 'auto' && '[unicode-bidi:plaintext]',
        className,
      )}
      {...props}
    >
      {withHashtags(text, findHashtags)}
    </p>
  );
}
