import type { IntlShape, MessageDescriptor } from 'react-intl';

// Stories only. Storybook's preview (.storybook/preview.tsx) hands over the messages of the locale each story
// renders in, before the story renders; play functions read them back through `localized`.
let shown: IntlShape | undefined;

export function setStoryIntl(intl: IntlShape): void {
  shown = intl;
}

/**
 * A message as the story shows it, in the locale the story runs in (the toolbar's, or the one the story pins):
 * how play functions name the controls they look for, so a story passes in every locale.
 */
export function localized(message: MessageDescriptor, values?: Record<string, string | number>): string {
  if (!shown) throw new Error('localized() is for the play function of a story');
  return shown.formatMessage(message, values);
}
