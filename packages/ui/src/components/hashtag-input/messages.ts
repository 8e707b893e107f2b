import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  placeholder: Record<string, never>;
  list: Record<string, never>;
  remove: { tag: string };
  counter: { count: string; max: string };
  full: { max: string };
  tooLong: { max: string };
}>({
  placeholder: { id: 'ui.hashtag-input.placeholder', defaultMessage: 'Type a hashtag, then press Enter' },
  list: { id: 'ui.hashtag-input.list', defaultMessage: 'Hashtags' },
  remove: { id: 'ui.hashtag-input.remove', defaultMessage: 'Remove hashtag {tag}' },
  counter: { id: 'ui.hashtag-input.counter', defaultMessage: '{count}/{max}' },
  full: { id: 'ui.hashtag-input.full', defaultMessage: 'You can add up to {max} hashtags.' },
  tooLong: { id: 'ui.hashtag-input.too-long', defaultMessage: 'A hashtag can be at most {max} characters.' },
});
