import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  group: None;
  first: None;
  second: None;
  firstPlaceholder: None;
  secondPlaceholder: None;
  clear: None;
}>({
  group: { id: 'ui.category-select.group', defaultMessage: 'Category' },
  first: { id: 'ui.category-select.first', defaultMessage: 'Category' },
  second: { id: 'ui.category-select.second', defaultMessage: 'Topic' },
  firstPlaceholder: { id: 'ui.category-select.first-placeholder', defaultMessage: 'Choose a category' },
  secondPlaceholder: { id: 'ui.category-select.second-placeholder', defaultMessage: 'Choose a topic' },
  clear: { id: 'ui.category-select.clear', defaultMessage: 'Clear the category' },
});
