import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findHashtags } from '@creator/forms/rules/hashtag';
import { HashtagText } from './hashtag-text';

describe('HashtagText', () => {
  it('highlights the hashtags the caller’s grammar finds and keeps the rest as typed', () => {
    const { container } = render(
      <HashtagText text={'Dawn at Kuta\n\n#travel  #bali'} findHashtags={findHashtags} />,
    );
    expect(screen.getByText('#travel')).toHaveClass('text-brand-700');
    expect(screen.getByText('#bali')).toHaveAttribute('data-slot', 'hashtag');
    expect(container.querySelector('p')).toHaveTextContent('Dawn at Kuta #travel #bali', {
      normalizeWhitespace: true,
    });
    expect(container.querySelector('p')?.textContent).toBe('Dawn at Kuta\n\n#travel  #bali');
    expect(container.querySelector('p')).toHaveClass('whitespace-pre-wrap');
  });

  it('takes the direction of its text and isolates each hashtag with its #', () => {
    const { container } = render(
      <HashtagText text="Sunrise #سفر then #travel" findHashtags={findHashtags} />,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph).toHaveAttribute('dir', 'auto');
    expect(paragraph).toHaveClass('[unicode-bidi:plaintext]');
    const arabic = screen.getByText('#سفر');
    expect(arabic.tagName).toBe('BDI');
    expect(screen.getByText('#travel').tagName).toBe('BDI');
  });

  it('keeps a direction the caller sets', () => {
    const { container } = render(<HashtagText text="Sunrise" dir="ltr" />);
    expect(container.querySelector('p')).toHaveAttribute('dir', 'ltr');
    expect(container.querySelector('p')).not.toHaveClass('[unicode-bidi:plaintext]');
  });

  it('shows the text plain without a grammar, and never as HTML', () => {
    const { container } = render(<HashtagText text="<b>bold</b> #tag" />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('[data-slot="hashtag"]')).toBeNull();
    expect(screen.getByText('<b>bold</b> #tag')).toBeInTheDocument();
  });
});
