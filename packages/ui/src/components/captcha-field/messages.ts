import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ui.captcha-field.label', defaultMessage: 'Verification code' },
  refresh: { id: 'ui.captcha-field.refresh', defaultMessage: 'Refresh the verification picture' },
});
