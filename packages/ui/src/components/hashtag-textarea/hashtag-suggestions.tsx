import Hash from 'lucide-react/icons/hash';
import { useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { formatCount } from '../../lib/format-count';
import type { HashtagSuggestion } from './hashtag-textarea';
import { messages } from './messages';

interface Props {
  id: string;
  optionId: (index: number) => string;
  suggestions: readonly HashtagSuggestion[];
  activeIndex: number;
  onChoose: (suggestion: HashtagSuggestion) => void;
  onActivate: (index: number) => void;
  /** Told when the list is on screen, and when it goes. */
  onShown: (shown: boolean) => void;
}

/**
 * HashtagTextarea's list of suggestions (its own chunk: fetched with the first hashtag typed, while the
 * suggestions themselves are on their way). The focus stays in the textarea, which points at the active
 * option.
 */
export default function HashtagSuggestions({
  id,
  optionId,
  suggestions,
  activeIndex,
  onChoose,
  onActivate,
  onShown,
}: Props) {
  const intl = useIntl();
  useLayoutEffect(() => {
    onShown(true);
    return () => onShown(false);
  }, [onShown]);
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={intl.formatMessage(messages.suggestions)}
      data-slot="hashtag-textarea-suggestions"
      className="absolute start-0 top-full z-40 mt-1 max-h-64 w-full max-w-sm overflow-y-auto rounded-md border border-line bg-surface-raised py-1 shadow-overlay"
    >
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.name}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          data-state={index === activeIndex ? 'active' : 'inactive'}
          // Keeps focus (and the caret) in the textarea while the pointer picks.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
          onMouseMove={() => onActivate(index)}
          className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-ink aria-selected:bg-brand-50"
        >
          {/* The tag with its # in the tag's own direction; the views stay at the list's end. */}
          <span
            data-slot="hashtag-suggestion-name"
            dir="auto"
            className="inline-flex min-w-0 items-center gap-2"
          >
            <Hash aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <span className="truncate">{suggestion.name}</span>
          </span>
          {/* Pushed to the end by a margin of the list's direction (the tag's own would flip it). */}
          <span className="ms-auto shrink-0 text-xs text-ink-muted tabular-nums">
            {intl.formatMessage(messages.views, {
              count: suggestion.totalPv,
              shown: formatCount(suggestion.totalPv),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
