import { defineMessages } from 'react-intl';

/** What sign-in and the forgotten password both say, once. */
export const authMessages = defineMessages({
  emailUnknown: { id: 'portal.sign-in.email-user', defaultMessage: 'No account uses this email' },
});
