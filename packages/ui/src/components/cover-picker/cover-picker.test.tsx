import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import { CoverPicker, type CoverPickerProps } from './cover-picker';

const CANDIDATES = ['a', 'b', 'c', 'd'].map((name) => ({
  url: `https://img.example.com/${name}_1280_720.png`,
}));
const [A, B, C, D] = CANDIDATES.map((candidate) => candidate.url) as [string, string, string, string];

function Harness({ initial = [], ...props }: Partial<CoverPickerProps> & { initial?: string[] }) {
  const [value, setValue] = useState<readonly string[]>(initial);
  return (
    <CoverPicker
      label="Covers"
      candidates={CANDIDATES}
      max={3}
      minWidth={640}
      minHeight={360}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

function renderPicker(props: Partial<CoverPickerProps> & { initial?: string[] } = {}) {
  const onChange = vi.fn();
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <Harness onChange={onChange} {...props} />
    </IntlProvider>,
  );
  return { onChange, box: (index: number) => screen.getByRole('checkbox', { name: `Image ${index} of 4` }) };
}

describe('CoverPicker', () => {
  it('keeps the order of choice and numbers the covers', async () => {
    const { onChange, box } = renderPicker();
    await userEvent.click(box(3));
    await userEvent.click(box(1));
    expect(onChange).toHaveBeenLastCalledWith([C, A]);
    expect(box(3)).toHaveAccessibleDescription('Cover 1');
    expect(box(1)).toHaveAccessibleDescription('Cover 2');
  });

  it('rests the others at the limit and says why', async () => {
    const { onChange, box } = renderPicker({ initial: [A, B] });
    expect(screen.getByText('2 of 3 chosen')).toBeInTheDocument();
    await userEvent.click(box(4));
    expect(onChange).toHaveBeenLastCalledWith([A, B, D]);
    expect(box(3)).toBeDisabled();
    expect(box(3)).toHaveAccessibleDescription(
      '3 covers are chosen, the most an article can have. Unselect one to choose another.',
    );
    await userEvent.click(box(1));
    expect(onChange).toHaveBeenLastCalledWith([B, D]);
    expect(box(3)).toBeEnabled();
  });

  it('ignores chosen addresses that are no longer candidates', async () => {
    const { onChange, box } = renderPicker({ initial: ['https://gone.example/x.png', A] });
    expect(screen.getByText('1 of 3 chosen')).toBeInTheDocument();
    await userEvent.click(box(2));
    expect(onChange).toHaveBeenLastCalledWith([A, B]);
  });

  it('explains the cover rule with the caller numbers when nothing qualifies', () => {
    renderPicker({ candidates: [], minWidth: 800, minHeight: 450 });
    expect(screen.getByRole('group', { name: 'Covers' })).toHaveTextContent(
      'A cover is an image uploaded into the article, at least \u2066800×450\u2069 pixels, and not a GIF.',
    );
  });

  it('takes no choice when disabled', async () => {
    const { onChange, box } = renderPicker({ disabled: true });
    await userEvent.click(box(1));
    expect(onChange).not.toHaveBeenCalled();
  });
});
