import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  title: { count: number };
  text: None;
  refusedTitle: { count: number };
  refusedText: None;
  post: None;
  article: None;
  draft: None;
  polish: None;
  untitled: None;
  queuedAt: { time: string };
  refused: { reason: string };
  edit: None;
  cancel: None;
  sendNow: None;
  cancelTitle: { title: string };
  cancelText: None;
  cancelConfirm: None;
  cancelKeep: None;
}>({
  title: {
    id: 'ui.outbox-panel.title',
    defaultMessage:
      '{count, plural, one {# post waiting for the network} other {# posts waiting for the network}}',
  },
  text: {
    id: 'ui.outbox-panel.text',
    defaultMessage:
      'They are kept on this device and sent once, by themselves, as soon as the portal is open and online.',
  },
  refusedTitle: {
    id: 'ui.outbox-panel.refused-title',
    defaultMessage: '{count, plural, one {# post not sent} other {# posts not sent}}',
  },
  refusedText: {
    id: 'ui.outbox-panel.refused-text',
    defaultMessage: 'The server refused them. Edit them to change what it names, or cancel them.',
  },
  post: { id: 'ui.outbox-panel.post', defaultMessage: 'Post' },
  article: { id: 'ui.outbox-panel.article', defaultMessage: 'Article' },
  draft: { id: 'ui.outbox-panel.draft', defaultMessage: 'Article draft' },
  polish: { id: 'ui.outbox-panel.polish', defaultMessage: 'Polished post' },
  untitled: { id: 'ui.outbox-panel.untitled', defaultMessage: 'Untitled' },
  queuedAt: { id: 'ui.outbox-panel.queued-at', defaultMessage: 'Waiting since {time}' },
  refused: { id: 'ui.outbox-panel.refused', defaultMessage: 'Not sent: {reason}' },
  edit: { id: 'ui.outbox-panel.edit', defaultMessage: 'Edit' },
  cancel: { id: 'ui.outbox-panel.cancel', defaultMessage: 'Cancel' },
  sendNow: { id: 'ui.outbox-panel.send-now', defaultMessage: 'Try now' },
  cancelTitle: { id: 'ui.outbox-panel.cancel-title', defaultMessage: 'Cancel “{title}”?' },
  cancelText: {
    id: 'ui.outbox-panel.cancel-text',
    defaultMessage: 'It will not be sent, and it is deleted from this device.',
  },
  cancelConfirm: { id: 'ui.outbox-panel.cancel-confirm', defaultMessage: 'Cancel it' },
  cancelKeep: { id: 'ui.outbox-panel.cancel-keep', defaultMessage: 'Keep it' },
});
