import { defineMessages } from 'react-intl';

/** The outbox's words in the frame (the panel's and the top bar's own are ui's). */
export const messages = defineMessages({
  published: {
    id: 'portal.outbox.published',
    defaultMessage: 'The post that was waiting for the network is published.',
  },
  draftSaved: {
    id: 'portal.outbox.draft-saved',
    defaultMessage: 'The draft that was waiting for the network is saved.',
  },
  alreadySent: {
    id: 'portal.outbox.already-sent',
    defaultMessage: 'It was sent meanwhile: there is nothing left to change or cancel.',
  },
  editBlocked: {
    id: 'portal.outbox.edit-blocked',
    defaultMessage:
      'That page holds other work not yet sent. Publish or discard it first, then edit this one.',
  },
  signOutText: {
    id: 'portal.outbox.sign-out-text',
    defaultMessage: 'If you sign out now, they are deleted from this device and never sent.',
  },
  signOutConfirm: { id: 'portal.outbox.sign-out-confirm', defaultMessage: 'Delete them and sign out' },
  signOutKeep: { id: 'portal.outbox.sign-out-keep', defaultMessage: 'Stay signed in' },
});

export const countMessages = defineMessages<{ signOutTitle: { count: number } }>({
  signOutTitle: {
    id: 'portal.outbox.sign-out-title',
    defaultMessage:
      '{count, plural, one {# post is waiting for the network} other {# posts are waiting for the network}}',
  },
});
