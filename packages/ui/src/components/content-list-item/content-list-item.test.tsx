import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import { ContentListItem, type ContentListItemData } from './content-list-item';

const item: ContentListItemData = {
  kind: 'short',
  title: 'Morning market in Jakarta',
  brief: 'Fresh fruit and noise',
  coverUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  status: 'published',
  publishDate: 1_772_600_000,
  updatedAt: 1_772_694_249,
  exposeCount: 1_234_567,
  clickCount: 45_300,
  likeCount: 999,
  unlikeCount: 999_950,
};

function renderItem(props: Partial<React.ComponentProps<typeof ContentListItem>> = {}) {
  return render(
    <IntlProvider locale="en-US" messages={enUS}>
      <ContentListItem item={item} timeZone="UTC" {...props} />
    </IntlProvider>,
  );
}

describe('ContentListItem', () => {
  it('shows the title, the updated time and the four counters in lower-case units', () => {
    renderItem();
    const article = screen.getByRole('article', { name: 'Morning market in Jakarta' });
    expect(within(article).getByText('03/05/2026 07:04')).toBeInTheDocument();
    const counters = within(screen.getByRole('list', { name: 'Statistics' })).getAllByRole('listitem');
    expect(counters.map((counter) => counter.textContent)).toEqual([
      'Impressions1.2m1,234,567',
      'Reads45.3k45,300',
      'Agrees999',
      'Disagrees1m999,950',
    ]);
  });

  it('falls back to the brief when a short post has no title', () => {
    renderItem({ item: { ...item, title: '' } });
    expect(screen.getByRole('heading', { name: 'Fresh fruit and noise' })).toBeInTheDocument();
  });

  it('shows the publish date of a scheduled item', () => {
    renderItem({ item: { ...item, status: 'scheduled' } });
    expect(screen.getByText('03/04/2026 04:53')).toBeInTheDocument();
  });

  it('uses a portrait cover for short posts and a landscape one otherwise', () => {
    const { container, rerender } = renderItem();
    expect(container.querySelector('[data-slot="content-list-item-cover"]')?.className).toContain(
      'w-[120px]',
    );
    rerender(
      <IntlProvider locale="en-US" messages={enUS}>
        <ContentListItem item={{ ...item, kind: 'long' }} />
      </IntlProvider>,
    );
    expect(container.querySelector('[data-slot="content-list-item-cover"]')?.className).toContain(
      'w-[150px]',
    );
  });

  it('opens, edits and deletes through its callbacks', async () => {
    const onOpen = vi.fn();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderItem({ onOpen, onEdit, onDelete });
    await userEvent.click(screen.getByRole('button', { name: 'Morning market in Jakarta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('hides the buttons the state does not allow', () => {
    renderItem({ canEdit: false, canDelete: false });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('clamps the title where its text is, in the text’s own direction, leaving the heading unclipped', () => {
    renderItem({ item: { ...item, title: 'عشرة شواطئ هادئة' } });
    const button = screen.getByRole('button', { name: 'عشرة شواطئ هادئة' });
    const text = within(button).getByText('عشرة شواطئ هادئة');
    expect(text).toHaveAttribute('dir', 'auto');
    expect(text).toHaveClass('line-clamp-2');
    // A clamp (overflow: hidden) on the heading would cut the button's focus ring.
    expect(button.closest('h3')?.className).not.toMatch(/line-clamp|overflow/u);
  });

  it('links to the preview when given an address', () => {
    renderItem({ href: '/preview?contentId=7' });
    const link = screen.getByRole('link', { name: 'Morning market in Jakarta' });
    expect(link).toHaveAttribute('href', '/preview?contentId=7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(link).getByText('Morning market in Jakarta')).toHaveAttribute('dir', 'auto');
  });
});
