import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const messages = defineMessages<{
  label: None;
  coverTab: None;
  detailsTab: None;
  empty: None;
  emptyHint: None;
  coverLabel: None;
  image: { index: string; count: string };
}>({
  label: { id: 'ui.phone-preview.label', defaultMessage: 'Phone preview' },
  coverTab: { id: 'ui.phone-preview.cover-tab', defaultMessage: 'Cover card' },
  detailsTab: { id: 'ui.phone-preview.details-tab', defaultMessage: 'Details' },
  empty: { id: 'ui.phone-preview.empty', defaultMessage: 'Nothing to preview yet' },
  emptyHint: {
    id: 'ui.phone-preview.empty-hint',
    defaultMessage: 'Add images and text to see how readers will see your post.',
  },
  coverLabel: { id: 'ui.phone-preview.cover-label', defaultMessage: 'Cover' },
  image: { id: 'ui.phone-preview.image', defaultMessage: 'Image {index} of {count}' },
});
