import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resizeWindow } from '../../lib/test-window-size';
import enUS from '../../messages/en-US.json';
import { PolishTaskTable, type PolishTaskTableProps } from './polish-task-table';

const SRC = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

const ROWS = [
  { id: 1, title: 'Five rainy-day museums', images: [SRC, SRC, SRC, SRC, SRC], time: 1_772_694_249 },
  { id: 2, title: '', body: 'A quiet walk along the river', images: [SRC], time: 1_772_694_249 },
];

function renderTable(props: Partial<PolishTaskTableProps>) {
  const handlers = { onClaim: vi.fn(), onGiveUp: vi.fn(), onEdit: vi.fn() };
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <PolishTaskTable tab="claimed" rows={ROWS} timeZone="UTC" {...handlers} {...props} />
    </IntlProvider>,
  );
  return handlers;
}

describe('PolishTaskTable', () => {
  it('shows at most three thumbnails, the third marked +n, in words for a screen reader', () => {
    renderTable({});
    const first = screen.getAllByRole('row')[1]!;
    const thumbs = first.querySelectorAll('[data-slot="polish-task-thumb"]');
    expect(first.querySelectorAll('img')).toHaveLength(3);
    expect(thumbs).toHaveLength(3);
    // On the last thumbnail shown, not beside it.
    const more = first.querySelector('[data-slot="polish-task-more"]');
    expect(thumbs[2]).toContainElement(more as HTMLElement);
    expect(more).toHaveClass('absolute', 'inset-0');
    expect(within(thumbs[2] as HTMLElement).getByText('+2')).toHaveAttribute('aria-hidden', 'true');
    expect(within(thumbs[2] as HTMLElement).getByText('2 more images')).toHaveClass('sr-only');
    expect(screen.getAllByRole('row')[2]!.querySelector('[data-slot="polish-task-more"]')).toBeNull();
  });

  it('gives each title the direction of its own text', () => {
    renderTable({ rows: [{ id: 3, title: 'خمسة متاحف', images: [] }, ...ROWS] });
    const titles = [...document.querySelectorAll('[data-slot="polish-task-title"]')];
    expect(titles.map((title) => title.textContent)).toEqual([
      'خمسة متاحف',
      'Five rainy-day museums',
      'A quiet walk along the river',
    ]);
    for (const title of titles) {
      expect(title).toHaveAttribute('dir', 'auto');
      expect(title).toHaveClass('line-clamp-2');
    }
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

  it('offers claim on the to-be-claimed tab', async () => {
    const { onClaim } = renderTable({ tab: 'pending' });
    await userEvent.click(within(screen.getAllByRole('row')[2]!).getByRole('button', { name: 'Claim' }));
    expect(onClaim).toHaveBeenCalledWith(2);
  });

  it('has no action column on the published tab', () => {
    renderTable({ tab: 'published' });
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Claim|Give up|Edit)$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Published at' })).toBeInTheDocument();
  });

  it('opens the mobile preview from a row, with the brief as title fallback', async () => {
    renderTable({ tab: 'published' });
    await userEvent.click(screen.getByRole('button', { name: 'A quiet walk along the river' }));
    expect(await screen.findByRole('dialog', { name: 'Mobile preview' })).toBeInTheDocument();
  });

  describe('selection on the to-be-claimed tab', () => {
    const headerBox = () => screen.getByRole('checkbox', { name: 'Select all on this page' });

    it('shows no ticks without onSelectedChange or on another tab', () => {
      renderTable({ tab: 'pending' });
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      renderTable({ tab: 'claimed', onSelectedChange: vi.fn() });
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    });

    it('leaves the header unticked when no row of this page is selected, and selects the whole page', async () => {
      const onSelectedChange = vi.fn();
      renderTable({ tab: 'pending', selectedIds: [99], onSelectedChange });
      expect(headerBox()).not.toBeChecked();
      expect(headerBox()).not.toBePartiallyChecked();
      await userEvent.click(headerBox());
      expect(onSelectedChange).toHaveBeenLastCalledWith([1, 2]);
    });

    it('shows a mixed header when some rows are selected; select all emits exactly this page', async () => {
      const onSelectedChange = vi.fn();
      renderTable({ tab: 'pending', selectedIds: [2, 99], onSelectedChange });
      expect(headerBox()).toBePartiallyChecked();
      expect(screen.getByRole('checkbox', { name: 'Select “A quiet walk along the river”' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Select “Five rainy-day museums”' })).not.toBeChecked();
      await userEvent.click(headerBox());
      expect(onSelectedChange).toHaveBeenLastCalledWith([1, 2]);
    });

    it('ticks the header when all rows are selected, and clears the selection from it', async () => {
      const onSelectedChange = vi.fn();
      renderTable({ tab: 'pending', selectedIds: [1, 2], onSelectedChange });
      expect(headerBox()).toBeChecked();
      expect(headerBox()).not.toBePartiallyChecked();
      headerBox().focus();
      await userEvent.keyboard(' ');
      expect(onSelectedChange).toHaveBeenLastCalledWith([]);
    });

    it('ticks a row without opening its preview, by pointer and by keyboard', async () => {
      const onSelectedChange = vi.fn();
      renderTable({ tab: 'pending', selectedIds: [2], onSelectedChange });
      const box = screen.getByRole('checkbox', { name: 'Select “Five rainy-day museums”' });
      await userEvent.click(box);
      expect(onSelectedChange).toHaveBeenLastCalledWith([1, 2]);
      // The tick cell around the box does not open the preview either.
      await userEvent.click(box.closest('td')!);
      box.focus();
      await userEvent.keyboard(' ');
      expect(onSelectedChange).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});

describe('PolishTaskTable on a phone', () => {
  beforeEach(() => resizeWindow(360, 740));
  afterEach(() => resizeWindow(1024, 768));

  it('lists the rows as cards titled by headings, with no table', () => {
    renderTable({});
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Five rainy-day museums',
      'A quiet walk along the river',
    ]);
    // The thumbnails with their count, and the time under its label.
    expect(cards[0]!.querySelectorAll('img')).toHaveLength(3);
    expect(within(cards[0]!).getByText('2 more images')).toHaveClass('sr-only');
    expect(cards[0]!.textContent).toMatch(/Claimed at\s*\d\d\/\d\d\/\d{4} \d\d:\d\d/);
  });

  it('titles the cards at the level asked', () => {
    renderTable({ headingLevel: 4 });
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(2);
  });

  it('offers the actions of the tab on each card', async () => {
    const { onGiveUp, onEdit } = renderTable({ tab: 'claimed' });
    const [first] = screen.getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: 'Give up' }));
    await userEvent.click(within(first!).getByRole('button', { name: 'Edit' }));
    expect(onGiveUp).toHaveBeenCalledWith(1);
    expect(onEdit).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('claims from a card, none on the published tab', async () => {
    const { onClaim } = renderTable({ tab: 'pending' });
    await userEvent.click(within(screen.getAllByRole('listitem')[1]!).getByRole('button', { name: 'Claim' }));
    expect(onClaim).toHaveBeenCalledWith(2);
  });

  it('has no buttons but the titles on the published tab', () => {
    renderTable({ tab: 'published' });
    expect(screen.queryByRole('button', { name: /^(Claim|Give up|Edit)$/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Published at');
  });

  it('opens the preview from a card', async () => {
    renderTable({ tab: 'pending' });
    await userEvent.click(screen.getAllByRole('listitem')[1]!.querySelector('img')!);
    expect(await screen.findByRole('dialog', { name: 'Mobile preview' })).toBeInTheDocument();
  });

  it('ticks cards and the whole page, without opening a preview', async () => {
    const onSelectedChange = vi.fn();
    renderTable({ tab: 'pending', selectedIds: [2], onSelectedChange });
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(all).toBePartiallyChecked();
    expect(screen.getAllByRole('listitem')[1]).toHaveAttribute('data-state', 'selected');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select “Five rainy-day museums”' }));
    expect(onSelectedChange).toHaveBeenCalledTimes(1);
    expect(onSelectedChange).toHaveBeenLastCalledWith([1, 2]);
    // The whole page from where the caller left it (only 2 ticked): every card of the page.
    await userEvent.click(all);
    expect(onSelectedChange).toHaveBeenCalledTimes(2);
    expect(onSelectedChange).toHaveBeenLastCalledWith([1, 2]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
