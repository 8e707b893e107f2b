import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  publish: Record<string, never>;
  publishPost: Record<string, never>;
  publishArticle: Record<string, never>;
  publishDraft: Record<string, never>;
  notices: { count: number; shown: string };
  userMenu: Record<string, never>;
  language: Record<string, never>;
  logout: Record<string, never>;
  signingOut: Record<string, never>;
}>({
  publish: { id: 'ui.top-bar.publish', defaultMessage: 'Publish' },
  publishPost: { id: 'ui.top-bar.publish-post', defaultMessage: 'Short post' },
  publishArticle: { id: 'ui.top-bar.publish-article', defaultMessage: 'Article' },
  publishDraft: { id: 'ui.top-bar.publish-draft', defaultMessage: 'Drafts' },
  // `shown` is the capped count as text ("99+"), Latin digits in every locale.
  notices: {
    id: 'ui.top-bar.notices',
    defaultMessage:
      '{count, plural, =0 {Notices} one {Notices, {shown} unread} other {Notices, {shown} unread}}',
  },
  userMenu: { id: 'ui.top-bar.user-menu', defaultMessage: 'Account menu' },
  language: { id: 'ui.top-bar.language', defaultMessage: 'Language' },
  logout: { id: 'ui.top-bar.logout', defaultMessage: 'Log out' },
  signingOut: { id: 'ui.top-bar.signing-out', defaultMessage: 'Signing out…' },
});
