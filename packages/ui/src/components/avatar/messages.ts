import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ui.avatar.label', defaultMessage: 'Avatar' },
});
