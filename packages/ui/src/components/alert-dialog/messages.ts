import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  acknowledge: { id: 'ui.alert-dialog.acknowledge', defaultMessage: 'Got it' },
});
