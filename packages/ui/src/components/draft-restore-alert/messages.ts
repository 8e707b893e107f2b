import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  title: Record<string, never>;
  description: Record<string, never>;
  savedAt: { savedAt: string };
  continue: Record<string, never>;
  discard: Record<string, never>;
}>({
  title: { id: 'ui.draft-restore-alert.title', defaultMessage: 'You have an unfinished draft' },
  description: {
    id: 'ui.draft-restore-alert.description',
    defaultMessage: 'Continue where you left off, or give the draft up and start again.',
  },
  savedAt: {
    id: 'ui.draft-restore-alert.saved-at',
    defaultMessage:
      'Saved on this device at {savedAt}. Continue where you left off, or give the draft up and start again.',
  },
  continue: { id: 'ui.draft-restore-alert.continue', defaultMessage: 'Continue editing' },
  discard: { id: 'ui.draft-restore-alert.discard', defaultMessage: 'Give up' },
});
