import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{ title: None; lastSeen: { time: string }; text: None }>({
  title: { id: 'ui.offline-notice.title', defaultMessage: 'You are offline' },
  lastSeen: {
    id: 'ui.offline-notice.last-seen',
    defaultMessage: 'Showing what was last seen at {time}.',
  },
  text: {
    id: 'ui.offline-notice.text',
    defaultMessage: 'What you type is kept. Sending will work again once you are back online.',
  },
});
