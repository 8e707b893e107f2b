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

  it('shows the text plain without a grammar, and never as HTML', () => {
    const { container } = render(<HashtagText text="<b>bold</b> #tag" />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('[data-slot="hashtag"]')).toBeNull();
    expect(screen.getByText('<b>bold</b> #tag')).toBeInTheDocument();
  });
});
