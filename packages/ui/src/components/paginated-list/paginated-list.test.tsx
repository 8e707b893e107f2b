import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import { PaginatedList, type PaginatedListProps } from './paginated-list';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = [
  { id: 1, name: 'First' },
  { id: 2, name: 'Second' },
];

function renderList(props: Partial<PaginatedListProps<Row>>) {
  return render(
    <IntlProvider locale="en-US" messages={enUS}>
      <PaginatedList<Row>
        status="success"
        items={rows}
        getKey={(row) => row.id}
        renderItem={(row) => <span>{row.name}</span>}
        page={1}
        pageSize={10}
        total={12}
        onPageChange={() => {}}
        label="Short posts"
        {...props}
      />
    </IntlProvider>,
  );
}

describe('PaginatedList', () => {
  it('lists the items with the total and turns pages', async () => {
    const onPageChange = vi.fn();
    renderList({ onPageChange });
    const list = screen.getByRole('list', { name: 'Short posts' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First', 'Second']);
    expect(screen.getByText('12 items in total')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('is busy while loading and shows no pagination', () => {
    renderList({ status: 'loading' });
    expect(screen.getByRole('region', { name: 'Short posts' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the list');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the error with a retry button', async () => {
    const onRetry = vi.fn();
    renderList({ status: 'error', errorMessage: 'Slow network. Please try again later', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Slow network. Please try again later');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers to create something when empty', async () => {
    const onCreate = vi.fn();
    renderList({ items: [], total: 0, onCreate, createLabel: 'Create a short post' });
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create a short post' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('has no create button when creating is not allowed', () => {
    renderList({ items: [], total: 0 });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
