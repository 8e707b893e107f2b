import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.error-retry.title', defaultMessage: 'Something went wrong while loading' },
  retry: { id: 'ui.error-retry.retry', defaultMessage: 'Try again' },
});
