import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  label: Record<string, never>;
  previous: Record<string, never>;
  next: Record<string, never>;
  page: { page: string };
  total: { count: number; countText: string };
}>({
  label: { id: 'ui.pagination.label', defaultMessage: 'Pagination' },
  previous: { id: 'ui.pagination.previous', defaultMessage: 'Previous page' },
  next: { id: 'ui.pagination.next', defaultMessage: 'Next page' },
  page: { id: 'ui.pagination.page', defaultMessage: 'Page {page}' },
  // Numbers arrive as text so every locale shows Latin digits (contract.md); `count` picks the plural.
  total: {
    id: 'ui.pagination.total',
    defaultMessage: '{count, plural, one {{countText} item in total} other {{countText} items in total}}',
  },
});
