import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  type SyntheticEvent,
  type UIEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { hashtagRuns, type HashtagFinder } from '../hashtag-text';
import { Textarea, type TextareaProps } from '../textarea';
import { messages } from './messages';

// The list comes with the first hashtag typed, while its suggestions are being fetched.
const HashtagSuggestions = lazy(() => import('./hashtag-suggestions'));

export interface HashtagSuggestion {
  name: string;
  /** Total page views of the hashtag (`total_pv`). */
  totalPv: number;
}

export interface HashtagQuery {
  /** The text after `#` up to the caret. */
  query: string;
  /** Index of the `#`. */
  start: number;
}

export type HashtagTextareaProps = Omit<TextareaProps, 'value' | 'defaultValue' | 'onChange'> & {
  value: string;
  onChange: (text: string) => void;
  /** Suggestions for the current query, supplied by the caller (who fetches them). */
  suggestions: readonly HashtagSuggestion[];
  /** The query after `#` at the caret, or null when the caret is not in a hashtag. */
  onQueryChange?: (query: string | null) => void;
  /** The caller is fetching suggestions. */
  loading?: boolean;
  /**
   * The hashtag being typed at the caret, or null: the product's grammar, supplied by the caller
   * (`hashtagQueryAtCaret` of `@creator/forms/rules/hashtag`); ui holds no hashtag grammar of its own.
   */
  getQuery: (text: string, caret: number) => HashtagQuery | null;
  /**
   * Where the hashtags of the text stand (`findHashtags` of `@creator/forms/rules/hashtag`): each gets a
   * brand mark behind it while the creator types. No marks without it.
   */
  findHashtags?: HashtagFinder;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * The short-post body: a textarea that suggests hashtags after `#`. Up and Down move through the
 * suggestions, Enter or Tab takes one, Escape closes the list. The textarea keeps its native role and
 * points at the active option with aria-activedescendant (the combobox pattern for a multi-line box).
 * With `findHashtags`, the hashtags get a mark behind them as they are typed (see HashtagMarks).
 */
export function HashtagTextarea({
  value,
  onChange,
  suggestions,
  onQueryChange,
  loading = false,
  getQuery,
  findHashtags,
  ref,
  className,
  onKeyDown,
  onSelect,
  onBlur,
  onScroll,
  // The creator's text: each paragraph takes the direction of its first letter (the marks behind follow).
  dir = 'auto',
  ...props
}: HashtagTextareaProps) {
  const intl = useIntl();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const backdropRef = useRef<HTMLDivElement | null>(null);
  const [query, setQuery] = useState<HashtagQuery | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  // The list is a chunk of its own: the textarea points at it once it is on screen.
  const [listShown, setListShown] = useState(false);
  const pendingCaret = useRef<number | null>(null);
  const lastQuery = useRef<string | null>(null);

  const open = query !== null && !dismissed && suggestions.length > 0;
  const activeIndex = Math.min(active, Math.max(0, suggestions.length - 1));

  const track = (text: string, caret: number | null) => {
    const found = caret === null ? null : getQuery(text, caret);
    setQuery(found);
    const next = found?.query ?? null;
    if (next !== lastQuery.current) {
      lastQuery.current = next;
      if (next !== null) void import('./hashtag-suggestions');
      setActive(0);
      setDismissed(false);
      onQueryChange?.(next);
    }
  };

  // Restores the caret after a suggestion replaced the query (the new value arrives through props).
  useLayoutEffect(() => {
    const element = textareaRef.current;
    if (element && pendingCaret.current !== null) {
      element.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  }, [value]);

  // The marks scroll with the text (a new value may have scrolled the textarea without a scroll event yet).
  const syncScroll = () => {
    const textarea = textareaRef.current;
    const backdrop = backdropRef.current;
    if (!textarea || !backdrop) return;
    backdrop.scrollTop = textarea.scrollTop;
    backdrop.scrollLeft = textarea.scrollLeft;
  };
  const synced = useRef(false);
  useLayoutEffect(() => {
    // On mount both are at the top: nothing to follow, and reading a position would lay the whole page out inside
    // the render's task (a phone's long task).
    if (synced.current) syncScroll();
    synced.current = true;
  }, [value]);

  // Cut once per text: a keystroke that changes nothing else (the active suggestion) reuses the marks as they are.
  const backdrop = useMemo(
    () =>
      findHashtags ? (
        <HashtagMarks ref={backdropRef} runs={hashtagRuns(value, findHashtags)} dir={dir} />
      ) : undefined,
    [value, findHashtags, dir],
  );

  useEffect(() => {
    if (open) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    // optionId depends only on listboxId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, activeIndex]);

  const choose = (suggestion: HashtagSuggestion) => {
    if (!query) return;
    const caret = query.start + 1 + query.query.length;
    const after = value.slice(caret);
    const inserted = `#${suggestion.name}${after.startsWith(' ') ? '' : ' '}`;
    pendingCaret.current = query.start + inserted.length + (after.startsWith(' ') ? 1 : 0);
    setQuery(null);
    lastQuery.current = null;
    onQueryChange?.(null);
    onChange(value.slice(0, query.start) + inserted + after);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    onKeyDown?.(event);
    // Only a list on screen takes keys (it is a chunk of its own).
    if (event.defaultPrevented || !open || !listShown || event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(suggestions[activeIndex]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(true);
    }
  };

  const setRefs = (element: HTMLTextAreaElement | null) => {
    textareaRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <div
      data-slot="hashtag-textarea"
      data-state={open ? 'open' : 'closed'}
      className={cn('relative w-full', className)}
    >
      <Textarea
        ref={setRefs}
        value={value}
        backdrop={backdrop}
        // The marks wrap exactly as the text does only if both leave the same room for a scroll bar.
        className={findHashtags ? '[scrollbar-gutter:stable]' : undefined}
        onScroll={(event: UIEvent<HTMLTextAreaElement>) => {
          onScroll?.(event);
          syncScroll();
        }}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          onChange(event.target.value);
          setDismissed(false);
          track(event.target.value, event.target.selectionEnd);
        }}
        onSelect={(event: SyntheticEvent<HTMLTextAreaElement>) => {
          onSelect?.(event);
          const element = event.currentTarget;
          if (element.selectionStart === element.selectionEnd) track(element.value, element.selectionEnd);
          else track(element.value, null);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          onBlur?.(event);
          setDismissed(true);
        }}
        aria-autocomplete="list"
        aria-controls={open && listShown ? listboxId : undefined}
        aria-activedescendant={open && listShown ? optionId(activeIndex) : undefined}
        dir={dir}
        {...props}
      />
      <span role="status" className="sr-only">
        {open
          ? intl.formatMessage(messages.available, {
              count: suggestions.length,
              shown: String(suggestions.length),
            })
          : query && loading
            ? intl.formatMessage(messages.loading)
            : ''}
      </span>
      {open ? (
        <Suspense fallback={null}>
          <HashtagSuggestions
            id={listboxId}
            optionId={optionId}
            suggestions={suggestions}
            activeIndex={activeIndex}
            onChoose={choose}
            onActivate={setActive}
            onShown={setListShown}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The hashtag marks behind the textarea: a mirror of its text, laid out with the same box, font and wrapping,
 * whose glyphs are transparent and whose hashtags have a brand background. The textarea above stays the one
 * visible text, with its native caret and selection, so a mirror that went out of step could misplace a mark
 * but never hide or double a letter. Plain runs are strings, not spans: a 2 000-character post stays cheap.
 */
function HashtagMarks({
  runs,
  dir,
  ref,
}: {
  runs: ReturnType<typeof hashtagRuns>;
  dir: string | undefined;
  ref: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      aria-hidden="true"
      dir={dir}
      data-slot="hashtag-textarea-backdrop"
      className={cn(
        'pointer-events-none absolute inset-0 overflow-hidden rounded border border-transparent px-3 py-2 text-sm break-words whitespace-pre-wrap text-transparent select-none [scrollbar-gutter:stable]',
        // What the textarea does with dir="auto": each paragraph takes the direction of its first letter.
        dir === 'auto' && '[unicode-bidi:plaintext]',
      )}
    >
      {runs.map((run) =>
        run.hashtag ? (
          <span key={run.start} data-slot="hashtag-mark" className="rounded-sm bg-brand-100">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
      {/* A textarea shows the empty line after a final line break; a div needs something on it. */}
      {'\u200b'}
    </div>
  );
}
