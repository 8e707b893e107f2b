import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ui.cookie-banner.label', defaultMessage: 'Cookie notice' },
  text: {
    id: 'ui.cookie-banner.text',
    defaultMessage: 'We use cookies to keep you signed in and to understand how the portal is used.',
  },
  policy: { id: 'ui.cookie-banner.policy', defaultMessage: 'Cookie policy' },
  accept: { id: 'ui.cookie-banner.accept', defaultMessage: 'Accept' },
});
