import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ui.breadcrumb.label', defaultMessage: 'Breadcrumb' },
});
