import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import { articleHashtagRule } from '@creator/forms/rules/article-hashtag';
import { HashtagInput, type HashtagInputProps } from './hashtag-input';

function Harness({ initial = [], ...props }: Partial<HashtagInputProps> & { initial?: string[] }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <HashtagInput
      aria-label="Hashtags"
      value={tags}
      onChange={setTags}
      rule={articleHashtagRule}
      {...props}
    />
  );
}

function renderInput(props: Partial<HashtagInputProps> & { initial?: string[] } = {}) {
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <Harness {...props} />
    </IntlProvider>,
  );
  return screen.getByRole('textbox', { name: 'Hashtags' });
}

const chips = () =>
  screen.queryByRole('list', { name: 'Hashtags' })
    ? within(screen.getByRole('list', { name: 'Hashtags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];

describe('HashtagInput', () => {
  it.each([
    ['Enter', '{Enter}'],
    ['space', ' '],
    ['#', '#'],
    ['Tab', '{Tab}'],
  ])('commits the typed text on %s', async (_, key) => {
    const input = renderInput();
    await userEvent.type(input, `Travel${key}`);
    expect(chips()).toEqual(['travel']);
    expect(input).toHaveValue('');
  });

  it('keeps focus in the field on Tab only when there is text to commit', async () => {
    const input = renderInput();
    await userEvent.type(input, 'food{Tab}');
    expect(input).toHaveFocus();
    await userEvent.tab();
    expect(input).not.toHaveFocus();
  });

  it('normalises and drops duplicates and empty tags', async () => {
    const input = renderInput({ initial: ['travel'] });
    await userEvent.type(input, '#TRAVEL  😀 {Enter}Bali🌴 ');
    expect(chips()).toEqual(['travel', 'bali']);
  });

  it('stops at the maximum and says so', async () => {
    const onReject = vi.fn();
    const input = renderInput({ initial: ['a', 'b'], rule: { ...articleHashtagRule, max: 3 }, onReject });
    await userEvent.type(input, 'c ');
    expect(chips()).toEqual(['a', 'b', 'c']);
    expect(screen.getByText('3/3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You can add up to 3 hashtags.');
    expect(input).toHaveAttribute('readonly');
    expect(onReject).not.toHaveBeenCalled();
  });

  it('refuses a tag longer than the limit and keeps the text for editing', async () => {
    const onReject = vi.fn();
    const input = renderInput({ rule: { ...articleHashtagRule, maxLength: 5 }, onReject });
    await userEvent.type(input, 'toolong{Enter}');
    expect(chips()).toEqual([]);
    expect(input).toHaveValue('toolong');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onReject).toHaveBeenCalledWith('too-long', 'toolong');
  });

  it('removes the last chip with Backspace and any chip with its button', async () => {
    const input = renderInput({ initial: ['one', 'two', 'three'] });
    await userEvent.type(input, '{Backspace}');
    expect(chips()).toEqual(['one', 'two']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove hashtag #one' }));
    expect(chips()).toEqual(['two']);
  });

  it('splits pasted text into several hashtags', async () => {
    const input = renderInput();
    input.focus();
    await userEvent.paste('#Food #Travel #bali');
    expect(chips()).toEqual(['food', 'travel']);
    expect(input).toHaveValue('bali');
  });

  it('uses the normaliser it is given', async () => {
    const input = renderInput({ rule: { ...articleHashtagRule, normalize: (raw) => raw.toUpperCase() } });
    await userEvent.type(input, 'news{Enter}');
    expect(chips()).toEqual(['NEWS']);
  });

  it('gives each chip a 24 px remove button and its tag, #, in the tag’s own direction', () => {
    renderInput({ initial: ['travel', 'سفر'] });
    for (const tag of ['travel', 'سفر']) {
      const remove = screen.getByRole('button', { name: `Remove hashtag #${tag}` });
      expect(remove).toHaveClass('size-6');
      const chip = remove.closest('li')!;
      const run = chip.querySelector('[data-slot="hashtag-input-tag"]');
      expect(run).toHaveAttribute('dir', 'auto');
      expect(run).toHaveTextContent(tag);
      // The # is part of the run, so it stands at the tag's own start.
      expect(run?.querySelector('svg')).not.toBeNull();
    }
    expect(screen.getByRole('textbox', { name: 'Hashtags' })).toHaveAttribute('dir', 'auto');
  });
});
