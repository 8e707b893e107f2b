import Hash from 'lucide-react/icons/hash';
import X from 'lucide-react/icons/x';
import { useId, useState, type ClipboardEvent, type ComponentProps, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { typedTextDirection } from '../../lib/control-styles';
import { codePointLength } from '@creator/domain/text';
import { useFieldControl } from '../../lib/field-context';
import { messages } from './messages';

/**
 * The product's article-hashtag rule, supplied by the caller (`articleHashtagRule` of
 * `@creator/forms/rules/hashtag`): ui holds no hashtag grammar of its own.
 */
export interface HashtagRule {
  /** Turns typed text into a hashtag; an empty result is dropped. */
  normalize: (raw: string) => string;
  /** The keys that turn the typed text into a chip (the spec: Enter, Tab, '#' and space). */
  isCommitKey: (key: string) => boolean;
  /** Most hashtags allowed. */
  max: number;
  /** Longest hashtag in code points. */
  maxLength: number;
}

export type HashtagRejection = 'limit' | 'too-long';

export type HashtagInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size'
> & {
  /** The committed hashtags, without `#`. */
  value: readonly string[];
  onChange: (tags: string[]) => void;
  rule: HashtagRule;
  /** Told when typed text is refused, so a page can show its own message too. */
  onReject?: (reason: HashtagRejection, raw: string) => void;
  /** Class of the outer box; `className` goes to it too. */
  className?: string;
};

/**
 * The article editor's hashtag field: typed text becomes a chip on Enter, Tab, '#' or space;
 * Backspace in the empty field removes the last chip. Duplicates are dropped silently.
 */
export function HashtagInput({
  value,
  onChange,
  rule,
  onReject,
  className,
  placeholder,
  onKeyDown,
  onPaste,
  ...rest
}: HashtagInputProps) {
  const intl = useIntl();
  const { normalize, isCommitKey, max, maxLength } = rule;
  const { invalid, ...inputProps } = useFieldControl(rest);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<HashtagRejection | null>(null);
  const hintId = useId();
  const full = value.length >= max;
  const disabled = inputProps.disabled;

  /** Adds every piece of `raw`; returns whether the field may be cleared. */
  const commit = (pieces: string[]): boolean => {
    const next = [...value];
    let rejected: HashtagRejection | null = null;
    for (const piece of pieces) {
      const tag = normalize(piece);
      if (!tag || next.includes(tag)) continue;
      if (codePointLength(tag) > maxLength) {
        rejected = 'too-long';
        onReject?.('too-long', piece);
        continue;
      }
      if (next.length >= max) {
        rejected = 'limit';
        onReject?.('limit', piece);
        break;
      }
      next.push(tag);
    }
    setProblem(rejected);
    if (next.length !== value.length) onChange(next);
    return rejected !== 'too-long';
  };

  const remove = (tag: string) => {
    setProblem(null);
    onChange(value.filter((item) => item !== tag));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (isCommitKey(event.key)) {
      // An empty Tab moves focus on as usual; any other commit key never types itself.
      if (event.key === 'Tab' && draft.trim() === '') return;
      event.preventDefault();
      if (commit([draft])) setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      remove(value[value.length - 1]!);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    const text = event.clipboardData.getData('text');
    // A paste is cut where a commit key or any white space stands.
    const pieces = [''];
    for (const character of draft + text) {
      if (isCommitKey(character) || /\s/u.test(character)) pieces.push('');
      else pieces[pieces.length - 1] += character;
    }
    if (pieces.length === 1) return;
    event.preventDefault();
    const rest = pieces.pop() ?? '';
    commit(pieces);
    setDraft(rest);
  };

  const hint = full
    ? intl.formatMessage(messages.full, { max: String(max) })
    : problem === 'too-long'
      ? intl.formatMessage(messages.tooLong, { max: String(maxLength) })
      : null;

  return (
    <div
      data-slot="hashtag-input"
      data-state={full ? 'full' : 'open'}
      data-invalid={invalid || problem === 'too-long' || undefined}
      data-disabled={disabled || undefined}
      className={cn(
        'flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded border px-2 py-1.5 text-sm transition-colors focus-within:outline-2',
        invalid || problem === 'too-long'
          ? 'border-danger-600 focus-within:outline-danger-600'
          : 'border-line-strong hover:border-ink-subtle focus-within:outline-brand-500',
        disabled ? 'cursor-not-allowed bg-surface-sunken' : 'bg-surface',
        className,
      )}
    >
      {value.length > 0 ? (
        <ul aria-label={intl.formatMessage(messages.list)} className="contents">
          {value.map((tag) => (
            <li
              key={tag}
              data-slot="hashtag-input-chip"
              className="inline-flex max-w-full items-center gap-0.5 rounded-full bg-brand-50 ps-2 text-brand-700"
            >
              {/* The tag and its # in the tag's own direction: an English tag in Arabic still reads "#travel". */}
              <span
                data-slot="hashtag-input-tag"
                dir="auto"
                className="inline-flex min-w-0 items-center gap-0.5"
              >
                <Hash aria-hidden="true" className="size-3 shrink-0" />
                <span className="truncate">{tag}</span>
              </span>
              {/* 24 px to press (the chip's full height), with the same 20 px circle as the mark under the pointer. */}
              <button
                type="button"
                disabled={disabled}
                aria-label={intl.formatMessage(messages.remove, { tag: `#${tag}` })}
                onClick={() => remove(tag)}
                className="group/remove inline-flex size-6 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <span className="inline-flex size-5 items-center justify-center rounded-full group-hover/remove:bg-brand-100">
                  <X aria-hidden="true" className="size-3" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        data-slot="hashtag-input-field"
        type="text"
        enterKeyHint="done"
        autoComplete="off"
        // What is typed takes its own direction (an Arabic tag in the English form, or the reverse).
        dir="auto"
        value={draft}
        readOnly={full}
        placeholder={full ? undefined : (placeholder ?? intl.formatMessage(messages.placeholder))}
        onChange={(event) => {
          setProblem(null);
          setDraft(event.target.value);
        }}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
        {...inputProps}
        aria-invalid={invalid || problem === 'too-long' || undefined}
        aria-describedby={[inputProps['aria-describedby'], hintId].filter(Boolean).join(' ')}
        className={cn(
          'min-w-32 flex-1 bg-transparent py-0.5 text-ink outline-none placeholder:text-ink-subtle disabled:cursor-not-allowed',
          typedTextDirection,
        )}
      />
      <span
        id={hintId}
        data-slot="hashtag-input-counter"
        dir="ltr"
        className="ms-auto shrink-0 text-xs text-ink-muted tabular-nums"
      >
        {intl.formatMessage(messages.counter, { count: String(value.length), max: String(max) })}
      </span>
      <span role="status" className="sr-only">
        {hint}
      </span>
      {hint ? (
        <p
          aria-hidden="true"
          data-slot="hashtag-input-hint"
          className={cn('basis-full text-xs', problem === 'too-long' ? 'text-danger-600' : 'text-ink-muted')}
        >
          {hint}
        </p>
      ) : null}
    </div>
  );
}
