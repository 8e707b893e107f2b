import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.leave-dialog.title', defaultMessage: 'Leave this page?' },
  description: {
    id: 'ui.leave-dialog.description',
    defaultMessage: 'Your changes have not been saved and will be lost.',
  },
  stay: { id: 'ui.leave-dialog.stay', defaultMessage: 'Stay' },
  leave: { id: 'ui.leave-dialog.leave', defaultMessage: 'Leave' },
});
