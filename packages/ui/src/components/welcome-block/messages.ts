import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  title: { name: string };
  titleAnonymous: Record<string, never>;
  description: Record<string, never>;
  publish: Record<string, never>;
}>({
  title: { id: 'ui.welcome-block.title', defaultMessage: 'Welcome back, {name}' },
  titleAnonymous: { id: 'ui.welcome-block.title-anonymous', defaultMessage: 'Welcome back' },
  description: {
    id: 'ui.welcome-block.description',
    defaultMessage: 'Share something new with your readers today.',
  },
  publish: { id: 'ui.welcome-block.publish', defaultMessage: 'Publish' },
});
