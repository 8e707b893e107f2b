import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import { findHashtags, hashtagQueryAtCaret } from '@creator/forms/rules/hashtag';
import type { HashtagFinder } from '../hashtag-text';
import { HashtagTextarea, type HashtagSuggestion } from './hashtag-textarea';

const SUGGESTIONS: HashtagSuggestion[] = [
  { name: 'travel', totalPv: 1_234_567 },
  { name: 'traveltips', totalPv: 45_300 },
  { name: 'trains', totalPv: 1 },
];

function Harness({
  onQueryChange,
  initial = '',
  finder,
}: {
  onQueryChange: (query: string | null) => void;
  initial?: string;
  finder?: HashtagFinder;
}) {
  const [text, setText] = useState(initial);
  const [query, setQuery] = useState<string | null>(null);
  return (
    <HashtagTextarea
      aria-label="Content"
      value={text}
      onChange={setText}
      getQuery={hashtagQueryAtCaret}
      findHashtags={finder}
      maxLength={2000}
      suggestions={query ? SUGGESTIONS.filter((item) => item.name.startsWith(query)) : []}
      onQueryChange={(next) => {
        setQuery(next);
        onQueryChange(next);
      }}
    />
  );
}

function renderTextarea(props: { initial?: string; finder?: HashtagFinder } = {}) {
  const onQueryChange = vi.fn();
  const { container } = render(
    <IntlProvider locale="en-US" messages={enUS}>
      <Harness onQueryChange={onQueryChange} {...props} />
    </IntlProvider>,
  );
  const marks = () =>
    [...container.querySelectorAll('[data-slot="hashtag-mark"]')].map((mark) => mark.textContent);
  const backdrop = () => container.querySelector<HTMLElement>('[data-slot="hashtag-textarea-backdrop"]');
  return { textarea: screen.getByRole('textbox', { name: 'Content' }), onQueryChange, marks, backdrop };
}

describe('HashtagTextarea', () => {
  it('reports the query after # and lists the suggestions with their views', async () => {
    const { textarea, onQueryChange } = renderTextarea();
    await userEvent.type(textarea, 'Off we go #tra');
    expect(onQueryChange).toHaveBeenLastCalledWith('tra');
    // The list is a chunk of its own, fetched with the first hashtag typed.
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'travel1.2M views',
      'traveltips45.3K views',
      'trains1 view',
    ]);
    expect(textarea).toHaveAttribute('aria-activedescendant', options[0]!.id);
  });

  it('moves through the suggestions with the arrows and takes one with Enter', async () => {
    const { textarea, onQueryChange } = renderTextarea();
    await userEvent.type(textarea, 'Off #tra');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.getByRole('option', { name: /traveltips/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(textarea).toHaveValue('Off #traveltips ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onQueryChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(textarea, 'now');
    expect(textarea).toHaveValue('Off #traveltips now');
  });

  it('wraps around and closes on Escape, keeping the typed text', async () => {
    const { textarea } = renderTextarea();
    await userEvent.type(textarea, '#tra{ArrowUp}');
    expect(screen.getByRole('option', { name: /trains/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(textarea).toHaveValue('#tra\n');
  });

  it('takes a suggestion by click', async () => {
    const { textarea } = renderTextarea();
    await userEvent.type(textarea, '#trai');
    await userEvent.click(screen.getByRole('option', { name: /trains/ }));
    expect(textarea).toHaveValue('#trains ');
  });

  it('marks exactly the hashtag runs the finder returns, behind the text and out of the accessibility tree', () => {
    const text = 'Up #early, then #日出 and #الشروق.\n';
    const finder = vi.fn(findHashtags);
    const { marks, backdrop } = renderTextarea({ initial: text, finder });
    expect(marks()).toEqual(findHashtags(text).map(({ start, end }) => text.slice(start, end)));
    expect(marks()).toEqual(['#early', '#日出', '#الشروق']);
    expect(backdrop()).toHaveAttribute('aria-hidden', 'true');
    // The same text (plus a zero-width space that holds the last, empty line), so it wraps as the textarea does.
    expect(backdrop()!.textContent).toBe(`${text}\u200b`);
    // Inside the box with the textarea, not over the counter below it.
    expect(backdrop()!.parentElement).toContainElement(screen.getByRole('textbox'));
    expect(backdrop()!.parentElement).not.toContainElement(screen.getByText(`${text.length}/2000`));
  });

  it('takes the ranges as given, skipping overlapping or empty ones', () => {
    const finder: HashtagFinder = () => [
      { start: 0, end: 3 },
      { start: 2, end: 5 },
      { start: 6, end: 6 },
      { start: 8, end: 10 },
    ];
    const { marks } = renderTextarea({ initial: 'abcdefghijkl', finder });
    expect(marks()).toEqual(['abc', 'ij']);
  });

  it('follows the typing, and cuts the text once per change (not when only the suggestions move)', async () => {
    const finder = vi.fn(findHashtags);
    const { textarea, marks } = renderTextarea({ finder });
    await userEvent.type(textarea, 'Off #tra');
    expect(marks()).toEqual(['#tra']);
    const calls = finder.mock.calls.length;
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(finder).toHaveBeenCalledTimes(calls);
    await userEvent.keyboard('{Enter}');
    expect(marks()).toEqual(['#trains']);
  });

  it('scrolls the marks with the text', () => {
    const { textarea, backdrop } = renderTextarea({ initial: '#a\n'.repeat(50), finder: findHashtags });
    textarea.scrollTop = 120;
    fireEvent.scroll(textarea);
    expect(backdrop()!.scrollTop).toBe(120);
  });

  it('takes the direction of its text, the marks and the suggested tags too', async () => {
    const { textarea, backdrop } = renderTextarea({ initial: 'صباح #سفر ', finder: findHashtags });
    expect(textarea).toHaveAttribute('dir', 'auto');
    expect(backdrop()).toHaveAttribute('dir', 'auto');
    expect(backdrop()).toHaveClass('[unicode-bidi:plaintext]');
    await userEvent.type(textarea, '#tra');
    const [first] = await screen.findAllByRole('option');
    expect(first!.querySelector('[data-slot="hashtag-suggestion-name"]')).toHaveAttribute('dir', 'auto');
  });

  it('draws no backdrop without a finder', () => {
    const { backdrop } = renderTextarea({ initial: 'Off #travel' });
    expect(backdrop()).toBeNull();
  });
});
