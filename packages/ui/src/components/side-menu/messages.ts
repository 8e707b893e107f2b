import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ui.side-menu.label', defaultMessage: 'Main menu' },
});
