import { defineMessages } from 'react-intl';

export const forgotMessages = defineMessages({
  title: { id: 'portal.forgot.title', defaultMessage: 'Reset your password' },
  email: { id: 'portal.forgot.email', defaultMessage: 'Email' },
  sendCode: { id: 'portal.forgot.send-code', defaultMessage: 'Send code' },
  code: { id: 'portal.forgot.code', defaultMessage: 'Code from the email' },
  codeHint: { id: 'portal.forgot.code-hint', defaultMessage: 'We sent a 6-digit code to this address.' },
  next: { id: 'portal.forgot.next', defaultMessage: 'Next' },
  password: { id: 'portal.forgot.password', defaultMessage: 'New password' },
  confirm: { id: 'portal.forgot.confirm', defaultMessage: 'Confirm the new password' },
  reset: { id: 'portal.forgot.reset', defaultMessage: 'Reset password' },
  done: { id: 'portal.forgot.done', defaultMessage: 'Your password has been reset. Please sign in.' },
  back: { id: 'portal.forgot.back', defaultMessage: 'Back to sign in' },
  codeError: { id: 'portal.forgot.code-error', defaultMessage: 'The code is wrong, please try again' },
  expiredTitle: { id: 'portal.forgot.expired-title', defaultMessage: 'The code has expired' },
  expiredText: {
    id: 'portal.forgot.expired-text',
    defaultMessage: 'Codes are valid for 10 minutes. Send a new one?',
  },
  resend: { id: 'portal.forgot.resend', defaultMessage: 'Send a new code' },
});
