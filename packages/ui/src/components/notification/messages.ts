import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  dismiss: { id: 'ui.notification.dismiss', defaultMessage: 'Dismiss' },
});
