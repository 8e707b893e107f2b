import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

const widths = (element: Element) => [...element.classList].filter((name) => name.startsWith('w-'));

describe('Skeleton', () => {
  it('gives every line of a paragraph one width, the last one shorter', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('[data-slot="skeleton"]');
    expect([...lines].map(widths)).toEqual([['w-full'], ['w-full'], ['w-3/5']]);
  });

  it('takes a line width from `width`, not from a second class', () => {
    const { container } = render(<Skeleton width="2/5" className="mt-auto" />);
    expect(widths(container.firstElementChild!)).toEqual(['w-2/5']);
  });

  it('sizes a cover and a circle by their shape alone', () => {
    const { container } = render(
      <>
        <Skeleton shape="cover" width="1/2" />
        <Skeleton shape="circle" />
      </>,
    );
    const [cover, circle] = container.children;
    expect(widths(cover!)).toEqual(['w-[150px]']);
    expect(widths(circle!)).toEqual([]);
  });
});
