import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import { DraftListItem, type DraftListItemProps } from './draft-list-item';

function renderItem(props: Partial<DraftListItemProps> = {}) {
  const onDelete = vi.fn();
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <DraftListItem
        title="Morning market"
        brief="Fresh fruit and noise"
        updatedAt={1_772_694_249_000}
        timeZone="UTC"
        href="/creator/editor?content_id=7"
        onDelete={onDelete}
        {...props}
      />
    </IntlProvider>,
  );
  return { onDelete };
}

describe('DraftListItem', () => {
  it('shows the title, the brief and when it was saved (milliseconds, in the contract pattern)', () => {
    renderItem();
    const row = screen.getByRole('article', { name: 'Morning market' });
    expect(row).toHaveTextContent('Fresh fruit and noise');
    expect(screen.getByText(/Saved/u)).toHaveTextContent('Saved \u206603/05/2026 07:04\u2069');
    expect(screen.getByText(/Saved/u)).toHaveAttribute('datetime', '2026-03-05T07:04:09.000Z');
  });

  it('gives the creator’s title and brief the direction of their own text, not the product’s fallback', () => {
    renderItem({ title: 'سوق الصباح' });
    expect(screen.getByRole('heading', { name: 'سوق الصباح' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Fresh fruit and noise')).toHaveAttribute('dir', 'auto');
  });

  it('falls back to the brief, then to "Untitled draft"', () => {
    renderItem({ title: '  ' });
    expect(screen.getByRole('heading', { name: 'Fresh fruit and noise' })).toBeInTheDocument();
    expect(screen.getAllByText('Fresh fruit and noise')).toHaveLength(1);
  });

  it('names its Edit link and Delete button after the draft', async () => {
    const { onDelete } = renderItem({ title: '', brief: '' });
    expect(screen.getByRole('link', { name: 'Edit “Untitled draft”' })).toHaveAttribute(
      'href',
      '/creator/editor?content_id=7',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Untitled draft”' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('renders the caller link and ignores presses while deleting', async () => {
    const { onDelete } = renderItem({
      href: undefined,
      deleting: true,
      renderLink: ({ children, ...props }) => (
        <a {...props} href="/router" data-testid="router-link">
          {children}
        </a>
      ),
    });
    expect(screen.getByTestId('router-link')).toHaveAccessibleName('Edit “Morning market”');
    await userEvent.click(screen.getByRole('button', { name: /^Delete/u }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a placeholder without a cover', () => {
    renderItem();
    expect(screen.getByText('No cover')).toBeInTheDocument();
  });
});
