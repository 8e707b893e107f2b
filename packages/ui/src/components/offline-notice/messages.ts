import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.offline-notice.title', defaultMessage: 'You are offline' },
  text: {
    id: 'ui.offline-notice.text',
    defaultMessage: 'What you type is kept. Sending will work again once you are back online.',
  },
});
