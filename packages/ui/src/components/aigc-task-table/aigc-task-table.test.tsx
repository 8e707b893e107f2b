import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import { AigcTaskTable, type AigcTaskTableProps } from './aigc-task-table';

const SRC = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

const ROWS = [
  { id: 1, title: 'Five rainy-day museums', images: [SRC, SRC, SRC, SRC, SRC], time: 1_772_694_249 },
  { id: 2, title: '', body: 'A quiet walk along the river', images: [SRC], time: 1_772_694_249 },
];

function renderTable(props: Partial<AigcTaskTableProps>) {
  const handlers = { onClaim: vi.fn(), onGiveUp: vi.fn(), onEdit: vi.fn() };
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <AigcTaskTable tab="claimed" rows={ROWS} timeZone="UTC" {...handlers} {...props} />
    </IntlProvider>,
  );
  return handlers;
}

describe('AigcTaskTable', () => {
  it('shows at most three thumbnails and a +n marker', () => {
    renderTable({});
    const first = screen.getAllByRole('row')[1]!;
    expect(first.querySelectorAll('img')).toHaveLength(3);
    expect(within(first).getByText('+2')).toBeInTheDocument();
    expect(within(first).getByText('2 more images')).toBeInTheDocument();
    expect(screen.getAllByRole('row')[2]!.querySelector('[data-slot="aigc-task-more"]')).toBeNull();
  });

  it('offers give up and edit on the claimed tab', async () => {
    const { onGiveUp, onEdit } = renderTable({ tab: 'claimed' });
    expect(screen.getByRole('columnheader', { name: 'Claimed at' })).toBeInTheDocument();
    const row = screen.getAllByRole('row')[1]!;
    await userEvent.click(within(row).getByRole('button', { name: 'Give up' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(onGiveUp).toHaveBeenCalledWith(1);
    expect(onEdit).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers claim on the to-be-claimed tab and nothing on the published tab', async () => {
    const { onClaim } = renderTable({ tab: 'pending' });
    await userEvent.click(within(screen.getAllByRole('row')[2]!).getByRole('button', { name: 'Claim' }));
    expect(onClaim).toHaveBeenCalledWith(2);
  });

  it('has no action column on the published tab', () => {
    renderTable({ tab: 'published' });
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Published at' })).toBeInTheDocument();
  });

  it('opens the mobile preview from a row, with the brief as title fallback', async () => {
    renderTable({ tab: 'published' });
    await userEvent.click(screen.getByRole('button', { name: 'A quiet walk along the river' }));
    expect(await screen.findByRole('dialog', { name: 'Mobile preview' })).toBeInTheDocument();
  });
});
