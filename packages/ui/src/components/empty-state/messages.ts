import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.empty-state.title', defaultMessage: 'No content yet' },
});
