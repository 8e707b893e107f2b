import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  show: { id: 'ui.password-input.show', defaultMessage: 'Show password' },
  hide: { id: 'ui.password-input.hide', defaultMessage: 'Hide password' },
});
