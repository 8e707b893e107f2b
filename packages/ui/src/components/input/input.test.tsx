import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('lets free text take the direction of what is typed', () => {
    render(
      <>
        <Input aria-label="Title" />
        <Input aria-label="Query" type="search" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('searchbox', { name: 'Query' })).toHaveAttribute('dir', 'auto');
  });

  it('keeps the page direction for values of a fixed direction', () => {
    render(
      <>
        <Input aria-label="Email" type="email" />
        <Input aria-label="Link" type="url" />
        <Input aria-label="Count" type="number" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('dir');
    expect(screen.getByRole('textbox', { name: 'Link' })).not.toHaveAttribute('dir');
    expect(screen.getByRole('spinbutton', { name: 'Count' })).not.toHaveAttribute('dir');
  });

  it("follows the caller's direction", () => {
    render(<Input aria-label="Code" dir="ltr" />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('dir', 'ltr');
  });
});
