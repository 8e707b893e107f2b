import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  close: { id: 'ui.dialog.close', defaultMessage: 'Close' },
});
