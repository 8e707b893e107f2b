import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  hint: { max: number; maxText: string };
  count: { countText: string; maxText: string };
  full: { max: number; maxText: string };
  image: { index: string; total: string };
  order: { position: string };
  emptyTitle: Record<string, never>;
  emptyRule: { size: string };
}>({
  hint: {
    id: 'ui.cover-picker.hint',
    defaultMessage:
      "{max, plural, one {Choose the cover from the article's images.} other {Choose 1 to {maxText} covers from the article's images, in the order they should show.}}",
  },
  count: { id: 'ui.cover-picker.count', defaultMessage: '{countText} of {maxText} chosen' },
  full: {
    id: 'ui.cover-picker.full',
    defaultMessage:
      '{max, plural, one {The cover is chosen. Unselect it to choose another.} other {{maxText} covers are chosen, the most an article can have. Unselect one to choose another.}}',
  },
  image: { id: 'ui.cover-picker.image', defaultMessage: 'Image {index} of {total}' },
  order: { id: 'ui.cover-picker.order', defaultMessage: 'Cover {position}' },
  emptyTitle: {
    id: 'ui.cover-picker.empty-title',
    defaultMessage: 'No image in the article can be a cover yet',
  },
  emptyRule: {
    id: 'ui.cover-picker.empty-rule',
    defaultMessage: 'A cover is an image uploaded into the article, at least {size} pixels, and not a GIF.',
  },
});
