import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  region: { id: 'ui.toast.region', defaultMessage: 'Notifications' },
  close: { id: 'ui.toast.close', defaultMessage: 'Close' },
});
