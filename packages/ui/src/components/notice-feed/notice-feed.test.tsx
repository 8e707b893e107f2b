import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import type { NoticeData } from '../notice-item';
import { NoticeFeed } from './notice-feed';

const NOTICES: NoticeData[] = [1, 2, 3].map((id) => ({
  id,
  format: 'text',
  content: `Notice number ${id}`,
  createdAt: 1_772_694_249 - id * 60,
  unread: false,
}));

function ui(props: Partial<ComponentProps<typeof NoticeFeed>>) {
  return (
    <IntlProvider locale="en-US" messages={enUS}>
      <NoticeFeed notices={NOTICES} status="ready" timeZone="UTC" {...props} />
    </IntlProvider>
  );
}

// Layout (which rows the window shows, the distance to the end, Page Down) needs a real browser: the
// stories' play functions check it in Chromium. Here, only what does not depend on layout.
describe('NoticeFeed', () => {
  it('shows the notices as articles of a feed, numbered within the set', () => {
    render(ui({ total: 40, hasNextPage: true }));
    const feed = screen.getByRole('feed', { name: 'Notices' });
    expect(feed).toHaveAttribute('aria-busy', 'false');
    const first = within(feed).getByText('Notice number 1').closest('article');
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '40');
    expect(first).toHaveAttribute('tabindex', '0');
  });

  it('says the size is unknown while pages remain and no total is given', () => {
    render(ui({ hasNextPage: true }));
    expect(screen.getByText('Notice number 1').closest('article')).toHaveAttribute('aria-setsize', '-1');
  });

  it('takes its accessible name from the caller', () => {
    render(ui({ label: 'Messages' }));
    expect(screen.getByRole('feed', { name: 'Messages' })).toBeInTheDocument();
  });

  it('shows placeholders and says it is loading before the first page', () => {
    render(ui({ status: 'loading', notices: [] }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading notices');
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no notices', () => {
    render(ui({ notices: [], total: 0 }));
    expect(screen.getByText('No notices yet')).toBeInTheDocument();
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();
  });

  it('offers to load the first page again when it failed', async () => {
    const onRetry = vi.fn();
    render(ui({ status: 'error', notices: [], onRetry }));
    expect(screen.getByRole('alert')).toHaveTextContent('Notices could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the loaded notices and offers a retry under them when the next page failed', async () => {
    const onRetryNextPage = vi.fn();
    const onLoadMore = vi.fn();
    render(ui({ hasNextPage: true, nextPageFailed: true, onRetryNextPage, onLoadMore }));
    expect(within(screen.getByRole('feed')).getByText('Notice number 3')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('More notices could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetryNextPage).toHaveBeenCalledTimes(1);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('retries a failed next page through onLoadMore when no retry of its own is given', async () => {
    const onLoadMore = vi.fn();
    render(ui({ hasNextPage: true, nextPageFailed: true, onLoadMore }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('is busy and shows a spinner while the next page loads', () => {
    render(ui({ hasNextPage: true, fetchingNextPage: true }));
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading more notices');
  });

  it('has the rows the window shows in its first render, before any effect has measured the window', () => {
    // renderToString runs the first render alone: no layout effect, so the virtualizer has only the size it was
    // given for the window (decision 0029).
    const html = renderToString(ui({}));
    for (const id of [1, 2, 3]) expect(html).toContain(`Notice number ${id}`);
  });

  it('says so when every notice is loaded', () => {
    render(ui({}));
    expect(screen.getByText('You are all caught up')).toBeInTheDocument();
    expect(screen.getByText('Notice number 1').closest('article')).toHaveAttribute('aria-setsize', '3');
  });
});
