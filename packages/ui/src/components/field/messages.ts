import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  required: { id: 'ui.field.required', defaultMessage: 'Required' },
});
