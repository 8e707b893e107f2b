import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en-US.json';
import { describe, expect, it, vi } from 'vitest';
import { Textarea } from './textarea';

function renderIn(ui: React.ReactElement) {
  return render(
    <IntlProvider locale="en-US" messages={en}>
      {ui}
    </IntlProvider>,
  );
}

describe('Textarea', () => {
  it('counts code points, so an emoji is one', () => {
    renderIn(<Textarea aria-label="Content" maxLength={10} defaultValue="a😀" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('2/10');
  });

  it('follows a controlled value', () => {
    const { rerender } = renderIn(
      <Textarea aria-label="Content" maxLength={10} value="abc" onChange={() => {}} />,
    );
    expect(screen.getByText('3/10')).toBeInTheDocument();
    rerender(
      <IntlProvider locale="en-US" messages={en}>
        <Textarea aria-label="Content" maxLength={10} value="abcdef" onChange={() => {}} />
      </IntlProvider>,
    );
    expect(screen.getByText('6/10')).toBeInTheDocument();
  });

  it('flags text over the limit without cutting it', async () => {
    const onChange = vi.fn();
    renderIn(<Textarea aria-label="Content" maxLength={3} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'abcd');
    expect(screen.getByRole('textbox')).toHaveValue('abcd');
    expect(screen.getByText('4/3')).toHaveAttribute('data-state', 'over');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('stops at the limit when asked, without splitting an emoji', async () => {
    renderIn(<Textarea aria-label="Content" maxLength={3} enforceMaxLength />);
    await userEvent.type(screen.getByRole('textbox'), 'ab😀c');
    expect(screen.getByRole('textbox')).toHaveValue('ab😀');
  });

  it('lets the text take the direction of what is typed, unless the caller sets one', () => {
    renderIn(
      <>
        <Textarea aria-label="Post" />
        <Textarea aria-label="Code" dir="ltr" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Post' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('dir', 'ltr');
  });

  it('gives a backdrop the direction of the text', () => {
    const { container } = renderIn(
      <Textarea aria-label="Post" backdrop={<div data-testid="marks" />} defaultValue="Hello" />,
    );
    const box = container.querySelector('[data-slot="textarea-box"]');
    expect(box).toHaveAttribute('dir', 'auto');
    expect(box).toContainElement(screen.getByTestId('marks'));
    expect(box).toContainElement(screen.getByRole('textbox', { name: 'Post' }));
  });
});
