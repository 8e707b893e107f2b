import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { typedTextDirection } from '../../lib/control-styles';
import { IconButton } from '../icon-button';
import { messages } from './messages';

export type SearchBoxProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size'
> & {
  /** The search in force (the list's, say from the address); the box shows it again when it changes. */
  value: string;
  /** Asks for a search: `delay` ms after the last keystroke, at once on Enter and on clear. */
  onSearch: (text: string) => void;
  /** Milliseconds of quiet typing before `onSearch`. */
  delay: number;
  /** Accessible name of the box and of its search landmark; "Search" by default. */
  label?: string;
};

/**
 * A search box that searches as the creator types: one `onSearch` once typing pauses, not one per keystroke,
 * and none for a text that is already the search in force. Enter searches at once; the clear button (shown
 * once there is text) empties the box and searches for nothing.
 */
export function SearchBox({
  value,
  onSearch,
  delay,
  label,
  className,
  placeholder,
  ...props
}: SearchBoxProps) {
  const intl = useIntl();
  const name = label ?? intl.formatMessage(messages.label);
  const [text, setText] = useState(value);
  // The search last seen from outside, the one this box last asked for, and how often the search changed from
  // outside (back button, a shared link, another control).
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState(value);
  const [outside, setOutside] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);

  if (value !== shown) {
    setShown(value);
    // The box's own search coming back keeps what was typed since; any other search replaces the text.
    if (value !== sent) {
      setSent(value);
      setText(value);
      setOutside(outside + 1);
    }
  }
  // A search typed but not yet sent gives way to one from outside, and to unmounting.
  useEffect(() => () => clearTimeout(timer.current), [outside]);

  const search = (next: string) => {
    clearTimeout(timer.current);
    if (next === value) return;
    setSent(next);
    onSearch(next);
  };
  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(next), delay);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') search(text);
  };

  return (
    <div
      role="search"
      aria-label={name}
      data-slot="search-box"
      className={cn(
        'flex h-10 min-w-0 items-center gap-2 rounded border border-line-strong bg-surface ps-3 text-sm text-ink transition-colors hover:border-ink-subtle focus-within:outline-2 focus-within:outline-brand-500',
        className,
      )}
    >
      <Search aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
      <input
        ref={input}
        type="search"
        aria-label={name}
        placeholder={placeholder ?? name}
        value={text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        // What is searched for runs in its own direction (an English name in the Arabic UI).
        dir="auto"
        className={cn(
          'h-full min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-ink-subtle [&::-webkit-search-cancel-button]:hidden',
          typedTextDirection,
        )}
        {...props}
      />
      {text ? (
        <IconButton
          size="sm"
          data-slot="search-box-clear"
          label={intl.formatMessage(messages.clear)}
          onClick={() => {
            setText('');
            search('');
            input.current?.focus();
          }}
          className="me-1"
        >
          <X />
        </IconButton>
      ) : (
        <span className="w-1" />
      )}
    </div>
  );
}
