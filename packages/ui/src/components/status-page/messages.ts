import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  forbiddenTitle: {
    id: 'ui.status-page.forbidden-title',
    defaultMessage: 'You do not have access to this page',
  },
  forbiddenDescription: {
    id: 'ui.status-page.forbidden-description',
    defaultMessage:
      'Your account is not allowed to open it. Contact platform customer service if you think it should be.',
  },
  notFoundTitle: { id: 'ui.status-page.not-found-title', defaultMessage: 'Page not found' },
  notFoundDescription: {
    id: 'ui.status-page.not-found-description',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  },
  emptyTitle: { id: 'ui.status-page.empty-title', defaultMessage: 'Nothing here yet' },
});
