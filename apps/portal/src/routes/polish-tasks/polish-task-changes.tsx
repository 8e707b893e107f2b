import { compactDiff } from '@creator/forms/rules/text-diff';
import { TextDiff } from '@creator/ui/text-diff';
import { useDeferredValue, useMemo } from 'react';

/** What the diff compares at most, both texts together: ten times the default post maximum. */
const DIFF_MAX_CHARS = 20_000;
import { useIntl } from 'react-intl';

interface Props {
  /** The generated text of the task. */
  before: string;
  /** What the creator made of it. */
  after: string;
  /** The section's heading (the page's message: this chunk carries none). */
  title: string;
}

/** What the creator changed against the generated text, as a compact diff (its own chunk, with the diff). */
export default function TaskChanges({ before, after, title }: Props) {
  const intl = useIntl();
  // Typing stays ahead of the diff: it is redrawn when the main thread is free.
  const text = useDeferredValue(after);
  // Bounded: a body pasted far past the post's maximum is refused on publish, and is not compared word by word.
  const diff = useMemo(
    () =>
      text.length + before.length > DIFF_MAX_CHARS
        ? null
        : compactDiff(before, text, { locale: intl.locale }),
    [before, text, intl.locale],
  );
  if (!diff) return null;
  return (
    <section
      aria-labelledby="task-changes"
      className="flex flex-col gap-2 rounded-lg bg-surface p-6 shadow-card"
    >
      <h2 id="task-changes" className="text-sm font-medium text-ink">
        {title}
      </h2>
      <TextDiff parts={diff.parts} added={diff.added} removed={diff.removed} />
    </section>
  );
}
