import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'ui.button.loading', defaultMessage: 'Loading' },
});
