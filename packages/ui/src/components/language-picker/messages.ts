import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ui.language-picker.label', defaultMessage: 'Language' },
});
