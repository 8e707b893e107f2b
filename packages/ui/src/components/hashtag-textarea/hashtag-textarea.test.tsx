import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import { hashtagQueryAtCaret } from '@creator/forms/rules/hashtag';
import { HashtagTextarea, type HashtagSuggestion } from './hashtag-textarea';

const SUGGESTIONS: HashtagSuggestion[] = [
  { name: 'travel', totalPv: 1_234_567 },
  { name: 'traveltips', totalPv: 45_300 },
  { name: 'trains', totalPv: 1 },
];

function Harness({ onQueryChange }: { onQueryChange: (query: string | null) => void }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  return (
    <HashtagTextarea
      aria-label="Content"
      value={text}
      onChange={setText}
      getQuery={hashtagQueryAtCaret}
      suggestions={query ? SUGGESTIONS.filter((item) => item.name.startsWith(query)) : []}
      onQueryChange={(next) => {
        setQuery(next);
        onQueryChange(next);
      }}
    />
  );
}

function renderTextarea() {
  const onQueryChange = vi.fn();
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <Harness onQueryChange={onQueryChange} />
    </IntlProvider>,
  );
  return { textarea: screen.getByRole('textbox', { name: 'Content' }), onQueryChange };
}

describe('HashtagTextarea', () => {
  it('reports the query after # and lists the suggestions with their views', async () => {
    const { textarea, onQueryChange } = renderTextarea();
    await userEvent.type(textarea, 'Off we go #tra');
    expect(onQueryChange).toHaveBeenLastCalledWith('tra');
    const options = screen.getAllByRole('option');
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
});
