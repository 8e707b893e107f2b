import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ui.back-to-top.label', defaultMessage: 'Back to top' },
});
