import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{ label: None; clear: None }>({
  label: { id: 'ui.search-box.label', defaultMessage: 'Search' },
  clear: { id: 'ui.search-box.clear', defaultMessage: 'Clear search' },
});
