import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  confirm: { id: 'ui.confirm-dialog.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'ui.confirm-dialog.cancel', defaultMessage: 'Cancel' },
});
