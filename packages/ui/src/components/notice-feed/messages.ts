import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  label: None;
  loading: None;
  empty: None;
  error: None;
  loadingMore: None;
  nextPageError: None;
  end: None;
}>({
  label: { id: 'ui.notice-feed.label', defaultMessage: 'Notices' },
  loading: { id: 'ui.notice-feed.loading', defaultMessage: 'Loading notices' },
  empty: { id: 'ui.notice-feed.empty', defaultMessage: 'No notices yet' },
  error: { id: 'ui.notice-feed.error', defaultMessage: 'Notices could not be loaded' },
  loadingMore: { id: 'ui.notice-feed.loading-more', defaultMessage: 'Loading more notices' },
  nextPageError: { id: 'ui.notice-feed.next-page-error', defaultMessage: 'More notices could not be loaded' },
  end: { id: 'ui.notice-feed.end', defaultMessage: 'You are all caught up' },
});
