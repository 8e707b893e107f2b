import { codePointLength } from '@creator/domain/text';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

/**
 * A piece of a diff: text kept, added or removed, or a `gap` where unchanged text was left out. The shape of
 * `DiffPart` in `@creator/forms/rules/text-diff`, whose `compactDiff` the caller runs: ui holds no diff.
 */
export type TextDiffPart = { kind: 'same' | 'added' | 'removed'; text: string } | { kind: 'gap' };

export type TextDiffProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** In reading order. */
  parts: readonly TextDiffPart[];
  /** Code points added; counted from `parts` when left out. */
  added?: number;
  /** Code points removed; counted from `parts` when left out. */
  removed?: number;
  /** What shows when nothing was added or removed; "No changes yet" by default. */
  empty?: ReactNode;
};

function countOf(parts: readonly TextDiffPart[], kind: 'added' | 'removed'): number {
  return parts.reduce((sum, part) => sum + (part.kind === kind ? codePointLength(part.text) : 0), 0);
}

const WHITESPACE_ONLY = /^\s+$/u;

/** The text of an edit; an edit of whitespace alone gets a visible mark (¶ or ·), or it could not be seen. */
function EditText({ text }: { text: string }) {
  const intl = useIntl();
  if (!WHITESPACE_ONLY.test(text)) return text;
  const lineBreak = text.includes('\n');
  return (
    <>
      <span aria-hidden="true">{lineBreak ? '¶' : '·'}</span>
      <bdi className="sr-only">{intl.formatMessage(lineBreak ? messages.lineBreak : messages.space)}</bdi>
      {text}
    </>
  );
}

/**
 * What changed in a text: additions in `<ins>` (green, underlined), removals in `<del>` (red, struck through),
 * unchanged text left out at `…`, and a count of the characters on top. Each mark is announced by name, so
 * colour is never the only cue.
 */
export function TextDiff({ parts, added, removed, empty, className, ...props }: TextDiffProps) {
  const intl = useIntl();
  const changed = parts.some((part) => part.kind === 'added' || part.kind === 'removed');
  if (!changed) {
    return (
      <div data-slot="text-diff" data-state="unchanged" className={className} {...props}>
        <p data-slot="text-diff-empty" className="text-sm text-ink-muted">
          {empty ?? intl.formatMessage(messages.empty)}
        </p>
      </div>
    );
  }
  const addedCount = added ?? countOf(parts, 'added');
  const removedCount = removed ?? countOf(parts, 'removed');
  return (
    <div
      data-slot="text-diff"
      data-state="changed"
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <p data-slot="text-diff-summary" className="text-sm text-ink-muted">
        <span aria-hidden="true">
          {intl.formatMessage(messages.summary, {
            addedShown: `+${addedCount}`,
            removedShown: `−${removedCount}`,
            total: addedCount + removedCount,
            added: (chunks) => (
              <span dir="ltr" className="font-medium text-success-700 tabular-nums">
                {chunks}
              </span>
            ),
            removed: (chunks) => (
              <span dir="ltr" className="font-medium text-danger-700 tabular-nums">
                {chunks}
              </span>
            ),
          })}
        </span>
        <span className="sr-only">
          {intl.formatMessage(messages.summaryLabel, {
            added: addedCount,
            removed: removedCount,
            addedShown: String(addedCount),
            removedShown: String(removedCount),
          })}
        </span>
      </p>
      {/*
        The text's own direction, each paragraph its own. The hidden labels among it are isolated (<bdi>), so
        that words of the interface never decide the direction of the text.
      */}
      <p
        data-slot="text-diff-body"
        dir="auto"
        className="text-base leading-7 break-words whitespace-pre-wrap text-ink [unicode-bidi:plaintext]"
      >
        {parts.map((part, index) => {
          switch (part.kind) {
            case 'same':
              return part.text;
            case 'added':
              return (
                <span key={index}>
                  <bdi className="sr-only">{intl.formatMessage(messages.addedLabel)} </bdi>
                  <ins
                    data-slot="text-diff-added"
                    className="rounded-sm bg-success-50 px-0.5 text-success-700 underline decoration-success-500 underline-offset-4 box-decoration-clone"
                  >
                    <EditText text={part.text} />
                  </ins>
                </span>
              );
            case 'removed':
              return (
                <span key={index}>
                  <bdi className="sr-only">{intl.formatMessage(messages.removedLabel)} </bdi>
                  <del
                    data-slot="text-diff-removed"
                    className="rounded-sm bg-danger-50 px-0.5 text-danger-700 line-through decoration-danger-500 box-decoration-clone"
                  >
                    <EditText text={part.text} />
                  </del>
                </span>
              );
            case 'gap':
              return (
                <span
                  key={index}
                  data-slot="text-diff-gap"
                  className="mx-1 rounded-sm bg-surface-sunken px-1 text-ink-muted"
                >
                  <span aria-hidden="true">…</span>
                  <bdi className="sr-only">{intl.formatMessage(messages.gap)}</bdi>
                </span>
              );
          }
        })}
      </p>
    </div>
  );
}
