import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  suggestions: Record<string, never>;
  views: { count: number; shown: string };
  available: { count: number; shown: string };
  loading: Record<string, never>;
}>({
  suggestions: { id: 'ui.hashtag-textarea.suggestions', defaultMessage: 'Hashtag suggestions' },
  views: {
    id: 'ui.hashtag-textarea.views',
    defaultMessage: '{count, plural, one {{shown} view} other {{shown} views}}',
  },
  available: {
    id: 'ui.hashtag-textarea.available',
    defaultMessage:
      '{count, plural, one {{shown} suggestion, use the up and down arrows to choose} other {{shown} suggestions, use the up and down arrows to choose}}',
  },
  loading: { id: 'ui.hashtag-textarea.loading', defaultMessage: 'Looking for hashtags' },
});
