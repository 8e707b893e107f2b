import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  loading: None;
  error: None;
  retry: None;
  empty: None;
  create: None;
}>({
  loading: { id: 'ui.paginated-list.loading', defaultMessage: 'Loading the list' },
  error: { id: 'ui.paginated-list.error', defaultMessage: 'The list could not be loaded.' },
  retry: { id: 'ui.paginated-list.retry', defaultMessage: 'Retry' },
  empty: { id: 'ui.paginated-list.empty', defaultMessage: 'Nothing here yet' },
  create: { id: 'ui.paginated-list.create', defaultMessage: 'Create' },
});
