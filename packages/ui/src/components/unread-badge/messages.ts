import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  overflow: { max: string };
  label: { count: number; shown: string };
}>({
  overflow: { id: 'ui.unread-badge.overflow', defaultMessage: '{max}+' },
  label: {
    id: 'ui.unread-badge.label',
    defaultMessage: '{count, plural, one {{shown} unread} other {{shown} unread}}',
  },
});
