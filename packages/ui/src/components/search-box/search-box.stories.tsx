import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localized } from '../../lib/story-intl';
import { messages } from './messages';
import { SearchBox } from './search-box';

/** The search in force lives with the caller, as the list's filters do. */
function Controlled(props: ComponentProps<typeof SearchBox>) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchBox
      {...props}
      value={value}
      onSearch={(next) => {
        setValue(next);
        props.onSearch(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SearchBox',
  component: SearchBox,
  tags: ['autodocs'],
  args: { value: '', onSearch: fn(), delay: 300, className: 'w-72' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A search in force shows its text and the clear button. */
export const Filled: Story = { args: { value: 'beach' } };

/** Typing searches once, after the pause, with the whole text; clearing searches for nothing at once. */
export const TypingSearchesOnce: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'sea view');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('sea view'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: localized(messages.clear) }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

/** Enter does not wait for the pause. */
export const EnterSearchesAtOnce: Story = {
  args: { delay: 60_000 },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'market{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('market');
  },
};

/**
 * The search in force arrives a moment after it is asked for (the address changes, the router commits): what
 * the creator typed meanwhile stays in the box and is searched in its turn.
 */
// The pause before a search (1 s) is longer than any gap between two typed keys, however loaded the machine: the
// search of 'sea' comes back while ' view' is being typed, and nothing is sent halfway through ' view'.
export const TypingWhileTheSearchArrives: Story = {
  args: { delay: 1000 },
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <SearchBox
        {...args}
        value={value}
        onSearch={(next) => {
          args.onSearch(next);
          setTimeout(() => setValue(next), 200);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox');
    await userEvent.type(box, 'sea');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('sea'));
    await userEvent.type(box, ' view');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('sea view'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(box).toHaveValue('sea view');
  },
};

/** A search changed from outside (the back button) replaces the text, and what was typed is not sent. */
export const ChangedFromOutside: Story = {
  args: { delay: 300 },
  render: function Render(args) {
    const [value, setValue] = useState('beach');
    return (
      <>
        <SearchBox {...args} value={value} onSearch={args.onSearch} />
        <button type="button" onClick={() => setValue('')}>
          Back
        </button>
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), ' hut');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = { globals: { locale: 'ar-EG' }, args: { value: 'شاطئ هادئ' } };

/** An English search in the Arabic UI runs left to right inside the right-to-left box. */
export const MixedDirectionEnglishInArabic: Story = {
  globals: { locale: 'ar-EG' },
  args: { value: 'sea view' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: localized(messages.label) });
    await expect(box).toHaveAttribute('dir', 'auto');
    await expect(box).toHaveStyle({ direction: 'ltr' });
    await expect(within(canvasElement).getByRole('search')).toHaveStyle({ direction: 'rtl' });
  },
};

export const Chinese: Story = { globals: { locale: 'zh-Hans-CN' }, args: { value: '雅加达的清晨集市' } };
