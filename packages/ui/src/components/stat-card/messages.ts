import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  overview: { id: 'ui.stat-card.overview', defaultMessage: 'Data overview' },
  contentCount: { id: 'ui.stat-card.content-count', defaultMessage: 'Content' },
  exposure: { id: 'ui.stat-card.exposure', defaultMessage: 'Impressions' },
  reading: { id: 'ui.stat-card.reading', defaultMessage: 'Reads' },
  loading: { id: 'ui.stat-card.loading', defaultMessage: 'Loading' },
});
